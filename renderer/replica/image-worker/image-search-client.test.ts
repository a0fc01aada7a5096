/**
 * The page's catalogue search worker over a MessageChannel (the worker's handler on the far
 * port, no real Worker): its answers are the catalogue image's own, changes are laid over the
 * image as withChanges lays them, a newer query supersedes an older one, an answer from a replaced
 * image is never given, and bad images, malformed messages either way and a dispose each give a
 * typed error.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueImage } from '../../../shared/catalogue-image/image.ts';
import { withChanges } from '../../../shared/catalogue-image/overlay.ts';
import { awkwardCatalogue } from '../../../shared/catalogue-image/testing/awkward-catalogue.ts';
import { opened } from '../../../shared/catalogue-image/testing/conformance.ts';
import { textsFor } from '../../../shared/catalogue-image/testing/queries.ts';
import {
  QUICK_FILTERS,
  REPLICA_SORT_KEYS,
  type ReplicaQuery,
} from '../../../shared/replica/query.ts';
import { toColumns } from '../../../shared/replica/replica-columns.ts';
import type { ReplicaProduct } from '../../../shared/replica/types.ts';
import { createImageSearchClient } from './image-search-client.ts';
import {
  channel,
  closeChannels,
  imageBuffer,
  nextMessage,
  recording,
  servedChannel,
} from './testing/channel.ts';

afterEach(closeChannels);

const products = awkwardCatalogue({ products: 400, seed: 5 });
const direct = opened(products);
const V1 = { copy: 'copy-a', version: 1 };
const V2 = { copy: 'copy-a', version: 2 };

function at(i: number): ReplicaProduct {
  const product = products[i];
  if (!product) throw new Error(`no product ${i}`);
  return product;
}

/** Queries over many texts, every sort both ways, quick filters, warehouses and windows. */
function someQueries(): ReplicaQuery[] {
  return textsFor(products).flatMap((text, i) =>
    [REPLICA_SORT_KEYS[i % REPLICA_SORT_KEYS.length] ?? 'relevance', 'relevance' as const].map(
      (sort, k) => ({
        text,
        sort,
        descending: (i + k) % 2 === 1,
        quick: QUICK_FILTERS[(i + k) % QUICK_FILTERS.length],
        warehouseId: [null, 'W1', 'W2', 'nowhere'][i % 4],
        offset: i % 3 === 0 ? 0 : 5,
        limit: i % 2 === 0 ? 50 : 500,
      }),
    ),
  );
}

/** A client over a served channel with `products`' image loaded, recording what it posts. */
async function loaded() {
  const { end, posted } = recording(servedChannel());
  const client = createImageSearchClient(end);
  const load = await client.load(imageBuffer(products), V1);
  expect(load).toStrictEqual({ ok: true, value: { from: V1, answer: { size: products.length } } });
  return { client, posted };
}

const queriesPosted = (posted: readonly unknown[]): unknown[] =>
  posted.flatMap((message) =>
    typeof message === 'object' && message !== null && 'query' in message && 'kind' in message
      ? message.kind === 'query'
        ? [message.query]
        : []
      : [],
  );

async function expectSameAnswers(
  client: ReturnType<typeof createImageSearchClient>,
  image: CatalogueImage,
  from: typeof V1,
): Promise<number> {
  const queries = someQueries();
  for (const query of queries) {
    expect(await client.query(query), JSON.stringify(query)).toStrictEqual({
      ok: true,
      value: { from, answer: image.query(query, true) },
    });
  }
  for (const query of queries.filter((_, i) => i % 9 === 0)) {
    expect(await client.matching(query)).toStrictEqual({
      ok: true,
      value: { from, answer: image.matching(query) },
    });
  }
  const codes = [at(0).sku.toUpperCase(), at(1).barcode ?? 'none', ' abc-1 ', 'nothing'];
  for (const code of codes) {
    expect(await client.lookup(code)).toStrictEqual({
      ok: true,
      value: { from, answer: image.lookup(code, true) },
    });
  }
  return queries.length;
}

describe('the catalogue search worker', { timeout: 120_000 }, () => {
  it('answers queries, matching rows and lookups as the image itself does', async () => {
    const { client } = await loaded();
    expect(await expectSameAnswers(client, direct, V1)).toBeGreaterThan(100);
  });

  it('lays changes over the image as withChanges does, and refuses changes that do not follow', async () => {
    const { client } = await loaded();
    const changed = [
      { ...at(3), name: 'Crème lamp renamed' },
      { ...at(7), stock: [] },
      { ...at(9), id: 'new-1', sku: 'NEW-1' },
    ];
    const removed = [at(11).id, 'never-held'];
    const applied = await client.applyChanges(V1, V2, toColumns(changed), removed);
    const expected = withChanges(direct, changed, removed);
    expect(applied).toStrictEqual({
      ok: true,
      value: { from: V2, answer: { size: expected.size } },
    });
    await expectSameAnswers(client, expected, V2);

    // Another copy's changes, changes from after a version not reached, and no newer version.
    for (const [after, to] of [
      [
        { copy: 'copy-b', version: 1 },
        { copy: 'copy-b', version: 3 },
      ],
      [
        { copy: 'copy-a', version: 3 },
        { copy: 'copy-a', version: 4 },
      ],
      [V1, V2],
    ] as const) {
      const refused = await client.applyChanges(after, to, toColumns([at(1)]), []);
      expect(refused).toMatchObject({ ok: false, error: { kind: 'stale-changes' } });
    }
    // Unreadable columns are a typed error too, and the image held is kept.
    const broken = { ...toColumns([at(1)]), sku: [] };
    const unreadable = await client.applyChanges(V2, { copy: 'copy-a', version: 5 }, broken, []);
    expect(unreadable).toMatchObject({ ok: false, error: { kind: 'malformed-message' } });
    const query = { text: 'lamp', offset: 0, limit: 20 };
    expect(await client.query(query)).toStrictEqual({
      ok: true,
      value: { from: V2, answer: expected.query(query, true) },
    });
  });

  it('loads an image with what changed over it since it was built, as withChanges lays it', async () => {
    const client = createImageSearchClient(servedChannel());
    const changed = [
      { ...at(4), name: 'Lamp moved over the image' },
      { ...at(6), id: 'n-2', sku: 'N-2' },
    ];
    const removed = [at(8).id];
    const load = await client.load(imageBuffer(products), V2, {
      changed: toColumns(changed),
      removed,
    });
    const expected = withChanges(direct, changed, removed);
    expect(load).toStrictEqual({ ok: true, value: { from: V2, answer: { size: expected.size } } });
    await expectSameAnswers(client, expected, V2);
  });

  it('settles an older pending query as superseded and sends only the newest one waiting', async () => {
    const { client, posted } = await loaded();
    const first = { text: 'l', offset: 0, limit: 100 };
    const second = { text: 'la', offset: 0, limit: 100 };
    const third = { text: 'lam', offset: 0, limit: 100 };
    const answers = [client.query(first), client.query(second), client.query(third)];
    const [a, b, c] = await Promise.all(answers);
    expect(a).toMatchObject({ ok: false, error: { kind: 'superseded' } });
    expect(b).toMatchObject({ ok: false, error: { kind: 'superseded' } });
    expect(c).toStrictEqual({ ok: true, value: { from: V1, answer: direct.query(third, true) } });
    // The first was with the worker already (its late answer dropped); the second never went.
    expect(queriesPosted(posted)).toStrictEqual([first, third]);
  });

  it('asks again a query answered from an image replaced meanwhile', async () => {
    const { client, posted } = await loaded();
    const others = awkwardCatalogue({ products: 120, seed: 9 });
    const query = { text: 'a', sort: 'name' as const, offset: 0, limit: 30 };
    const answer = client.query(query);
    const replaced = client.load(imageBuffer(others), V2);
    expect(await replaced).toMatchObject({ ok: true, value: { from: V2 } });
    expect(await answer).toStrictEqual({
      ok: true,
      value: { from: V2, answer: opened(others).query(query, true) },
    });
    expect(queriesPosted(posted)).toStrictEqual([query, query]);
  });

  it('answers a bad image with a typed error, holds no image then, and takes the next one', async () => {
    const client = createImageSearchClient(servedChannel());
    expect(await client.load(new ArrayBuffer(16), V1)).toMatchObject({
      ok: false,
      error: { kind: 'bad-image', image: { kind: 'too-short' } },
    });
    const damaged = new Uint8Array(imageBuffer(products));
    damaged[0] = (damaged[0] ?? 0) ^ 0xff;
    expect(await client.load(damaged.buffer, V1)).toMatchObject({
      ok: false,
      error: { kind: 'bad-image', image: { kind: 'not-an-image' } },
    });
    const query = { text: 'lamp', offset: 0, limit: 10 };
    expect(await client.query(query)).toMatchObject({ ok: false, error: { kind: 'no-image' } });
    expect(await client.lookup('abc-1')).toMatchObject({ ok: false, error: { kind: 'no-image' } });
    expect(await client.load(imageBuffer(products), V2)).toMatchObject({ ok: true });
    expect(await client.query(query)).toStrictEqual({
      ok: true,
      value: { from: V2, answer: direct.query(query, true) },
    });
  });

  it('answers a malformed request with a typed error naming its id, and goes on serving', async () => {
    const port = servedChannel();
    const cases: [unknown, number | null, string][] = [
      ['hello', null, 'the request is not an object'],
      [{ kind: 'query', query: { text: '', offset: 0, limit: 1 } }, null, 'id is not'],
      [{ kind: 'query', id: 7, query: { text: 3, offset: 0, limit: 1 } }, 7, 'query.text'],
      [{ kind: 'query', id: 8, query: { text: '', offset: 0, limit: 501 } }, 8, 'query.limit'],
      [{ kind: 'query', id: 9, query: { text: '', sort: 'x', offset: 0, limit: 1 } }, 9, 'sort'],
      [{ kind: 'load', id: 10, contents: V1, image: 'bytes' }, 10, 'image is not an ArrayBuffer'],
      [{ kind: 'load', id: 11, contents: { copy: '' }, image: new ArrayBuffer(8) }, 11, 'version'],
      [
        { kind: 'load', id: 15, contents: V1, image: new ArrayBuffer(8), changed: {}, removed: [] },
        15,
        'changed',
      ],
      [
        { kind: 'load', id: 16, contents: V1, image: new ArrayBuffer(8), removed: 'x' },
        16,
        'removed',
      ],
      [
        { kind: 'changes', id: 12, after: V1, contents: V2, changed: {}, removed: [1] },
        12,
        'removed[0]',
      ],
      [{ kind: 'drop-tables', id: 13 }, 13, 'kind is not one of'],
    ];
    for (const [request, id, problem] of cases) {
      const reply = nextMessage(port);
      port.postMessage(request);
      expect(await reply, JSON.stringify(request)).toStrictEqual({
        kind: 'error',
        id,
        error: { kind: 'malformed-message', message: expect.stringContaining(problem) as string },
      });
    }
    const reply = nextMessage(port);
    port.postMessage({ kind: 'lookup', id: 14, code: 'abc-1' });
    expect(await reply).toMatchObject({ kind: 'error', id: 14, error: { kind: 'no-image' } });
  });

  it('settles a request whose reply is malformed with a typed error, and reports one naming no request', async () => {
    const { page, worker } = channel();
    const report = vi.fn();
    const client = createImageSearchClient(page, { report });
    const replies: unknown[] = [
      // A row without its figures.
      {
        kind: 'query',
        id: 1,
        from: V1,
        result: {
          ...direct.query({ text: 'lamp', offset: 0, limit: 3 }, true),
          rows: [{ id: 'p' }],
        },
      },
      // A lookup's answer to a query.
      { kind: 'lookup', id: 2, from: V1, result: { ready: true, product: null } },
      // Counts that are not counts.
      { kind: 'query', id: 3, from: V1, result: { rows: [], offset: 0, total: -1 } },
    ];
    for (const reply of replies) {
      const asked = nextMessage(worker);
      const answer = client.query({ text: 'lamp', offset: 0, limit: 3 });
      await asked;
      worker.postMessage(reply);
      expect(await answer, JSON.stringify(reply)).toMatchObject({
        ok: false,
        error: { kind: 'malformed-message' },
      });
    }
    const lookup = client.lookup('x');
    await nextMessage(worker);
    worker.postMessage({
      kind: 'lookup',
      id: 4,
      from: V1,
      result: { ready: true, product: { id: 1 } },
    });
    expect(await lookup).toMatchObject({ ok: false, error: { kind: 'malformed-message' } });
    // An image error of a kind no image has.
    const load = client.load(new ArrayBuffer(8), V1);
    await nextMessage(worker);
    worker.postMessage({
      kind: 'error',
      id: 5,
      error: { kind: 'bad-image', message: 'x', image: { kind: 'melted', message: 'y' } },
    });
    expect(await load).toMatchObject({
      ok: false,
      error: {
        kind: 'malformed-message',
        message: expect.stringContaining('error.image.kind') as string,
      },
    });
    expect(report).not.toHaveBeenCalled();

    // A reply whose id cannot be read answers nothing the client asked: it is reported.
    const reported = new Promise((resolve) => report.mockImplementation(resolve));
    worker.postMessage({ kind: 'query', id: 'one' });
    expect(await reported).toMatchObject({ kind: 'malformed-message' });
  });

  it('settles everything pending as disposed, and anything asked after', async () => {
    const { client } = await loaded();
    const pending = [
      client.query({ text: 'a', offset: 0, limit: 10 }),
      client.query({ text: 'ab', offset: 0, limit: 10 }),
      client.lookup('abc-1'),
      client.matching({ text: 'lamp' }),
      client.load(imageBuffer(products), V2),
    ];
    client.dispose();
    const settled = await Promise.all(pending);
    expect(settled.map((result) => (result.ok ? 'ok' : result.error.kind))).toStrictEqual([
      'superseded',
      'disposed',
      'disposed',
      'disposed',
      'disposed',
    ]);
    const after = await client.query({ text: 'a', offset: 0, limit: 10 });
    expect(after).toMatchObject({ ok: false, error: { kind: 'disposed' } });
  });
});
