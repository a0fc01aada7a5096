/**
 * The image catalogue answers as the object catalogue and its search index do: one sequence of
 * operations (a replacement, upserts new, changed, unchanged and older, stock changes of known,
 * unknown and duplicated SKUs, own patches, a reconciliation, a product coming back, enough
 * changes to rebuild the image, a second replacement, clear) runs against both, and after each
 * step the operation's answer, `version`, `size`, `changesSince` from every version, `find` and a
 * set of queries are deep-equal. Then what only the image catalogue does: changes made while a
 * replacement or a rebuild builds, a failed or superseded build, and the worker's build.
 */
import { describe, expect, it } from 'vitest';
import { REPLICA_SORT_KEYS, type ReplicaQuery } from '../../../shared/replica/query.ts';
import { createSearchIndex } from '../../../shared/replica/search-index.ts';
import type { ReplicaProduct } from '../../../shared/replica/types.ts';
import { awkwardCatalogue } from '../../../shared/catalogue-image/testing/awkward-catalogue.ts';
import { textsFor } from '../../../shared/catalogue-image/testing/queries.ts';
import type { Result } from '../../../shared/result.ts';
import { createCatalogue, type Catalogue } from '../catalogue.ts';
import { buildFromInput, type BuildInput } from '../image-build/build-input.ts';
import type { BuildError } from '../image-build/build-off-thread.ts';
import { buildInProcess } from '../image-build/build-in-process.ts';
import type { StockUpdate } from '../wire-rows.ts';
import { createImageCatalogue, type ImageBuilder, type ImageCatalogue } from './image-catalogue.ts';

const inProcess: ImageBuilder = buildInProcess;

/** A builder whose builds wait until the test lets each one finish (or fail). */
function heldBuilder() {
  const waiting: {
    input: BuildInput;
    finish: (result?: Result<ArrayBuffer, BuildError>) => void;
  }[] = [];
  const build: ImageBuilder = (input) =>
    new Promise((resolve) => {
      waiting.push({
        input,
        finish: (result) => resolve(result ?? { ok: true, value: buildFromInput(input) }),
      });
    });
  return { build, waiting };
}

const products = awkwardCatalogue({ products: 600, seed: 11 });
const later = awkwardCatalogue({ products: 300, seed: 12 });

function at(list: readonly ReplicaProduct[], i: number): ReplicaProduct {
  const product = list[i];
  if (!product) throw new Error(`no product ${i}`);
  return product;
}

/** A SKU more than one product has exactly, and one only one has. */
const duplicated = (() => {
  const seen = new Map<string, number>();
  for (const product of products) seen.set(product.sku, (seen.get(product.sku) ?? 0) + 1);
  const sku = [...seen].find(([, count]) => count > 1)?.[0];
  if (sku === undefined) throw new Error('the catalogue has no duplicated SKU');
  return sku;
})();

const TEXTS = ['', 'lamp', 'cr', 'sbx-0', '400', 'x', 'renamed', duplicated, ...textsFor(products)];
const QUERIES: ReplicaQuery[] = TEXTS.slice(0, 30).flatMap((text, i) => [
  { text, offset: 0, limit: 500 },
  {
    text,
    sort: REPLICA_SORT_KEYS[i % REPLICA_SORT_KEYS.length],
    descending: i % 2 === 0,
    warehouseId: i % 3 === 0 ? 'W1' : null,
    quick: i % 4 === 0 ? 'low' : 'all',
    offset: i % 5 === 0 ? 250 : 0,
    limit: 500,
  },
]);

/** Every answer of both copies: the same, or the assertion names where they part. */
function expectSame(objects: Catalogue, image: ImageCatalogue, codes: readonly string[]): void {
  expect(image.version()).toBe(objects.version());
  expect(image.size()).toBe(objects.size());
  for (let v = 0; v <= objects.version() + 1; v++) {
    expect(image.changesSince(v), `changes since ${v}`).toStrictEqual(objects.changesSince(v));
  }
  for (const code of codes) expect(image.find(code), code).toStrictEqual(objects.find(code));
  const index = createSearchIndex();
  const snapshot = objects.snapshot();
  for (const query of QUERIES) {
    expect(image.query(query, true), JSON.stringify(query)).toStrictEqual(
      index.query(snapshot, query, true),
    );
  }
  const low = { text: '', quick: 'low' as const };
  expect(image.matching(low)).toStrictEqual(index.matching(snapshot, low));
}

function restock(product: ReplicaProduct, onHand: number, updatedAt: string | null): StockUpdate {
  const row = product.stock[0];
  return {
    sku: product.sku,
    stock: {
      warehouseId: row?.warehouseId ?? 'W3',
      warehouseLabel: row?.warehouseLabel ?? 'Annex',
      onHand,
      allocated: 0,
      available: onHand,
      backorder: 0,
      reorderLevel: 5,
      reorderAmount: 10,
      updatedAt,
      price: '7.25',
    },
  };
}

describe('the image catalogue answers as the object catalogue', { timeout: 300_000 }, () => {
  it('through one sequence of every operation, with rebuilds on the way', async () => {
    const objects = createCatalogue();
    const kinds: string[] = [];
    const counted: ImageBuilder = (input, signal) => {
      kinds.push(input.kind);
      return inProcess(input, signal);
    };
    const image = createImageCatalogue({ build: counted, rebuildAt: 25 });
    const codes = [
      duplicated,
      duplicated.toUpperCase(),
      at(products, 3).sku,
      at(products, 3).barcode ?? 'none',
      '4006381333931',
      'NEW-1',
      'renamed-7',
      at(products, 7).sku,
      'nothing',
    ];
    const both = (step: (catalogue: Catalogue | ImageCatalogue) => unknown): void => {
      expect(step(image), 'answer').toStrictEqual(step(objects));
      expectSame(objects, image, codes);
    };

    expectSame(objects, image, codes);
    objects.replaceAll(products);
    expect(await image.replaceAll(products)).toStrictEqual({ ok: true, value: undefined });
    expectSame(objects, image, codes);

    const renamed = {
      ...at(products, 5),
      name: 'Renamed crème lamp',
      updatedAt: '2027-01-01T00:00:00',
    };
    both((c) =>
      c.upsert([
        renamed,
        at(products, 6),
        { ...at(products, 8), name: 'older', updatedAt: '2000-01-01T00:00:00' },
        { ...at(products, 9), id: 'new-1', sku: 'NEW-1', barcode: '4006381333931' },
        { ...at(products, 10), id: 'new-dup', sku: duplicated },
        { ...at(products, 7), sku: 'renamed-7' },
      ]),
    );
    const dupHolder = products.find((product) => product.sku === duplicated) ?? at(products, 0);
    both((c) =>
      c.applyStock([
        restock(at(products, 3), 99, '2027-02-01T00:00:00'),
        { ...restock(dupHolder, 12, '2027-02-01T00:00:00'), sku: duplicated },
        { ...restock(at(products, 4), 1, '2027-02-01T00:00:00'), sku: 'NO-SUCH-SKU' },
        restock(at(products, 7), 5, '2027-02-01T00:00:00'),
        restock(at(products, 11), 3, null),
      ]),
    );
    both((c) => c.applyStock([restock(at(products, 3), 1, '2000-01-01T00:00:00')]));
    both((c) => c.applyStock([restock(at(products, 3), 99, '2027-02-01T00:00:00')]));
    both((c) => c.patch('NEW-1', { name: 'Patched tea lamp' }));
    both((c) =>
      c.patch(at(products, 12).sku, {
        row: { warehouseId: 'W9', fields: { onHand: 4, available: 4 }, price: '3.10' },
      }),
    );
    both((c) => c.patch('NEW-1', { name: 'Patched tea lamp' }));
    both((c) => c.patch('NO-SUCH-SKU', { name: 'x' }));

    const removed = new Set([at(products, 20).id, at(products, 5).id, 'new-dup', dupHolder.id]);
    const keep = new Set(
      [...products.map((p) => p.id), 'new-1'].filter((id) => !removed.has(id) && !id.endsWith('7')),
    );
    both((c) => c.retainOnly(keep));
    both((c) =>
      c.applyStock([{ ...restock(dupHolder, 2, '2027-03-01T00:00:00'), sku: duplicated }]),
    );
    both((c) => c.upsert([at(products, 20)]));

    // Past the rebuild threshold: the answers hold before the new image lands and after.
    for (let round = 0; round < 3; round++) {
      both((c) =>
        c.applyStock(
          products
            .slice(100 + round * 30, 130 + round * 30)
            .map((product, i) => restock(product, i + round, `2027-04-0${round + 1}T00:00:00`)),
        ),
      );
      await image.idle();
      expectSame(objects, image, codes);
    }
    expect(kinds.filter((kind) => kind === 'rebuild').length).toBeGreaterThanOrEqual(2);
    both((c) => c.upsert([{ ...at(products, 140), id: 'new-2', sku: duplicated }]));
    both((c) =>
      c.applyStock([{ ...restock(dupHolder, 8, '2027-05-01T00:00:00'), sku: duplicated }]),
    );

    objects.replaceAll(later);
    expect(await image.replaceAll(later)).toStrictEqual({ ok: true, value: undefined });
    expectSame(objects, image, codes);
    both((c) => c.upsert([{ ...at(later, 1), name: 'After the second' }]));

    objects.clear();
    image.clear();
    expectSame(objects, image, codes);
    expect(image.marks()).toStrictEqual(objects.marks());
  });

  it('replays the changes made while a replacement builds over the new image', async () => {
    const held = heldBuilder();
    const image = createImageCatalogue({ build: held.build });
    const replaced = image.replaceAll(products);
    const added = image.upsert([{ ...at(products, 1), id: 'new-1', sku: 'NEW-1' }]);
    expect(added).toBe(1);
    expect(image.find('NEW-1')?.id).toBe('new-1');
    image.applyStock([restock(at(products, 2), 77, '2027-01-01T00:00:00')]);
    expect(image.size()).toBe(1);
    held.waiting[0]?.finish();
    expect(await replaced).toStrictEqual({ ok: true, value: undefined });

    const objects = createCatalogue();
    objects.replaceAll(products);
    const landed = objects.version();
    objects.upsert([{ ...at(products, 1), id: 'new-1', sku: 'NEW-1' }]);
    objects.applyStock([restock(at(products, 2), 77, '2027-01-01T00:00:00')]);
    expect(image.size()).toBe(objects.size());
    expect(image.find(at(products, 2).sku)).toStrictEqual(objects.find(at(products, 2).sku));
    const index = createSearchIndex();
    for (const query of QUERIES) {
      expect(image.query(query, true)).toStrictEqual(index.query(objects.snapshot(), query, true));
    }
    // After the replacement's own version, the replayed changes are what a page lacks.
    const replacedAt = image.version() - 2;
    expect(image.changesSince(replacedAt)).toStrictEqual(objects.changesSince(landed));
    expect(image.changesSince(replacedAt - 1)).toBeNull();
  });

  it('lays the changes made while a rebuild builds over the rebuilt image', async () => {
    const held = heldBuilder();
    const image = createImageCatalogue({ build: held.build, rebuildAt: 5 });
    const objects = createCatalogue();
    const replaced = image.replaceAll(products);
    held.waiting[0]?.finish();
    await replaced;
    objects.replaceAll(products);
    const step = (updates: StockUpdate[]): void => {
      expect(image.applyStock(updates)).toStrictEqual(objects.applyStock(updates));
    };
    step(products.slice(0, 6).map((product) => restock(product, 50, '2027-01-01T00:00:00')));
    expect(held.waiting).toHaveLength(2);
    expect(held.waiting[1]?.input.kind).toBe('rebuild');
    // While it builds: more changes, a removal and a product back.
    step(products.slice(3, 9).map((product) => restock(product, 60, '2027-01-02T00:00:00')));
    const keep = new Set(products.map((p) => p.id).filter((id) => id !== at(products, 4).id));
    expect(image.retainOnly(keep)).toBe(objects.retainOnly(keep));
    expect(image.upsert([at(products, 4)])).toBe(objects.upsert([at(products, 4)]));
    const before = image.version();
    held.waiting[1]?.finish();
    await image.idle();
    expect(image.version()).toBe(before);
    expectSame(objects, image, [at(products, 4).sku, at(products, 8).sku]);
  });

  it('keeps the copy held when a build fails or is superseded', async () => {
    const held = heldBuilder();
    const image = createImageCatalogue({ build: held.build });
    const first = image.replaceAll(products);
    held.waiting[0]?.finish();
    await first;
    const version = image.version();

    const failing = image.replaceAll(later);
    held.waiting[1]?.finish({ ok: false, error: { kind: 'exited', message: 'gone' } });
    expect(await failing).toStrictEqual({ ok: false, error: { kind: 'exited', message: 'gone' } });
    expect(image.size()).toBe(products.length);
    expect(image.version()).toBe(version);

    const unreadable = image.replaceAll(later);
    held.waiting[2]?.finish({ ok: true, value: new ArrayBuffer(16) });
    const answer = await unreadable;
    expect(answer.ok ? 'replaced' : answer.error.kind).toBe('too-short');
    expect(image.size()).toBe(products.length);

    const superseded = image.replaceAll(later);
    const winner = image.replaceAll(later.slice(0, 10));
    held.waiting[3]?.finish();
    held.waiting[4]?.finish();
    const lost = await superseded;
    expect(lost.ok ? 'replaced' : lost.error.kind).toBe('cancelled');
    expect((await winner).ok).toBe(true);
    expect(image.size()).toBe(10);
  });

  it('builds in a worker thread by default', async () => {
    const image = createImageCatalogue();
    expect(await image.replaceAll(products)).toStrictEqual({ ok: true, value: undefined });
    const objects = createCatalogue();
    objects.replaceAll(products);
    expectSame(objects, image, [at(products, 0).sku]);
  });

  it('takes a replacement page by page, in the worker, as one given whole; a cancelled one changes nothing', async () => {
    const image = createImageCatalogue();
    const paged = image.replaceFrom();
    for (let at = 0; at < products.length; at += 100) paged.add(products.slice(at, at + 100));
    expect(await paged.finish()).toStrictEqual({ ok: true, value: undefined });
    const objects = createCatalogue();
    objects.replaceAll(products);
    expectSame(objects, image, [at(products, 0).sku, duplicated]);

    const dropped = image.replaceFrom();
    dropped.add(later);
    dropped.cancel();
    const answer = await dropped.finish();
    expect(answer.ok ? 'replaced' : answer.error.kind).toBe('cancelled');
    expectSame(objects, image, [at(products, 0).sku]);
  });

  it('saves as the image held and what changed over it, which restored over that image answers the same', async () => {
    const image = createImageCatalogue({ build: inProcess });
    await image.replaceAll(products);
    const objects = createCatalogue();
    objects.replaceAll(products);
    const renamed = {
      ...at(products, 30),
      name: 'Renamed by a refresh',
      updatedAt: '2030-01-01T00:00:00',
    };
    const added = { ...at(later, 0), id: 'added-1', sku: 'ADDED-1' };
    for (const copy of [image, objects]) {
      copy.upsert([renamed, added]);
      copy.retainOnly(
        new Set(
          products
            .slice(10)
            .map((product) => product.id)
            .concat(added.id),
        ),
      );
    }
    const { image: bytes, products: changed, removed } = image.state();
    expect(changed.map((product) => product.id).sort()).toStrictEqual(
      [added.id, renamed.id].sort(),
    );
    expect(removed).toHaveLength(10);

    const restored = createImageCatalogue({ build: inProcess });
    expect(restored.adopt(bytes).ok).toBe(true);
    expect(restored.size()).toBe(products.length);
    restored.restore({ products: changed, removed });
    expect(restored.size()).toBe(objects.size());
    for (const query of QUERIES.slice(0, 12)) {
      expect(restored.query(query, true), JSON.stringify(query)).toStrictEqual(
        image.query(query, true),
      );
    }
    expect(restored.find(added.sku)?.id).toBe(added.id);
    expect(restored.adopt(new ArrayBuffer(16)).ok).toBe(false);
  });

  it('starts the rebuild restored changes make due only after the task that restored them', async () => {
    const held = heldBuilder();
    const image = createImageCatalogue({ build: held.build, rebuildAt: 5 });
    const replaced = image.replaceAll(products);
    held.waiting[0]?.finish();
    await replaced;
    const renamed = products.slice(0, 6).map((product) => ({ ...product, name: 'Restored' }));
    image.restore({ products: renamed, removed: [] });
    expect(held.waiting).toHaveLength(1);
    expect(image.query({ text: 'restored', offset: 0, limit: 10 }, true).total).toBe(6);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(held.waiting.map((job) => job.input.kind)).toStrictEqual(['products', 'rebuild']);
    held.waiting[1]?.finish();
    await image.idle();
    expect(image.query({ text: 'restored', offset: 0, limit: 10 }, true).total).toBe(6);
  });
});
