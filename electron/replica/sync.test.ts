/**
 * The replica's sync against the sandbox through the real broker: the first sync copies every
 * product with its warehouse rows; a refresh brings exactly what changed since, at one credit per
 * changed record plus one per stream; the replica refreshes after this app's own mutations; and
 * reconciliation drops products deleted at the service.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { isoDateTime } from '../../sandbox/data/types.ts';
import type { ReplicaProduct } from '../../shared/replica/types.ts';
import type { GraphqlRequest } from '../broker/request.ts';
import { createFakeCipher } from '../auth/testing/fake-cipher.ts';
import { typedExecute } from '../broker/execute.ts';
import { seal } from '../store/sealed-text.ts';
import { createFakeScheduler } from '../time/testing/fake-scheduler.ts';
import { createCatalogue } from './catalogue.ts';
import { firstSync } from './first-sync.ts';
import { REPLICA_FORMAT } from './persist.ts';
import { createCatalogueStore } from './image-store/create-catalogue-store.ts';
import { realImageDisk } from './image-file/image-disk.ts';
import { openCatalogueImage } from '../../shared/catalogue-image/open.ts';
import { reconcile } from './reconcile.ts';
import { refreshOnce } from './refresh.ts';
import { createMemoryCatalogueStore } from './image-store/memory-catalogue-store.ts';
import { createReplica, type Replica } from './replica.ts';
import { createMemoryFiles, replicaFileName } from './replica-files.ts';
import { toTuples } from './replica-tuples.ts';
import { createServiceClock } from './service-clock.ts';
import {
  deleteAtService,
  startReplicaHarness,
  type ReplicaHarness,
} from './testing/replica-harness.ts';

let h: ReplicaHarness | undefined;
let replica: Replica | undefined;
afterEach(async () => {
  await replica?.dispose();
  replica = undefined;
  await h?.close();
  h = undefined;
});

async function synced(harness: ReplicaHarness) {
  const clock = createServiceClock();
  const execute = harness.broker.run;
  const result = await firstSync({ execute, clock });
  const catalogue = createCatalogue();
  catalogue.replaceAll(result.products);
  catalogue.setMarks(result.marks);
  return { catalogue, clock, execute, result };
}

async function addStock(
  harness: ReplicaHarness,
  sku: string,
  warehouseId: string,
  quantity: number,
) {
  const reply = await harness.broker.execute({
    operationName: 'AddInventory',
    variables: { data: { sku, warehouse_id: warehouseId, quantity, reason: 'test' } },
  });
  expect(reply.ok).toBe(true);
}

describe('first sync', () => {
  it('copies every product with its warehouse rows, in pages the broker sized', async () => {
    h = await startReplicaHarness(150);
    const { result, catalogue } = await synced(h);
    expect(result.products).toHaveLength(h.account.products.length);
    for (const product of h.account.products) {
      const copy = catalogue.find(product.sku);
      expect(copy?.id).toBe(product.id);
      expect(copy?.name).toBe(product.name);
      expect(copy?.barcode).toBe(product.barcode);
      expect(copy?.currency).toBe(product.value_currency);
      const rows = h.rowsOf(product);
      expect(copy?.stock).toHaveLength(rows.length);
      for (const row of rows) {
        const stock = copy?.stock.find((s) => s.warehouseId === row.warehouse_id);
        expect(stock).toMatchObject({
          onHand: row.on_hand,
          allocated: row.allocated,
          available: row.available,
          backorder: row.backorder,
          reorderLevel: row.reorder_level,
          reorderAmount: row.reorder_amount,
        });
      }
    }
    // Six credits of marks (1 + 1 node for each of three roots), then one per product and page.
    expect(result.credits).toBe(6 + h.account.products.length + result.pages);
    expect(h.wire.count((r) => r.codes.includes(30))).toBe(0);
  });
});

describe('incremental refresh', () => {
  it('brings what changed since the marks, at one credit per changed record plus one per stream', async () => {
    h = await startReplicaHarness(150);
    const { catalogue, clock, execute } = await synced(h);
    const marks = catalogue.marks();
    const boundary = (mark: string | null, values: string[]) =>
      mark === null ? values.length : values.filter((v) => v >= mark).length;
    h.clock.advance(120_000);
    const changed = h.account.products[7];
    const row = changed ? h.rowsOf(changed)[0] : undefined;
    if (!changed || !row) throw new Error('no product to change');
    const before = row.on_hand;
    await addStock(h, changed.sku, row.warehouse_id, 5);
    const created = await h.broker.execute({
      operationName: 'CreateProduct',
      variables: {
        data: {
          sku: 'NEW-LAMP-1',
          name: 'Brass desk lamp',
          barcode: '5012345678900',
          price: '10.00',
          value: '5.00',
          warehouse_products: [{ warehouse_id: row.warehouse_id, on_hand: 4 }],
        },
      },
    });
    expect(created.ok).toBe(true);

    // What the service will list from each mark, computed from its data before the refresh.
    const rows = h.account.products.flatMap((p) => h?.rowsOf(p) ?? []);
    const productCredits =
      1 +
      boundary(
        marks.products.mark,
        h.account.products.map((p) => p.updated_at),
      );
    const stockCredits =
      1 +
      boundary(
        marks.stock.mark,
        rows.map((r) => r.updated_at),
      );

    const result = await refreshOnce({ execute, catalogue, clock });
    expect(result.credits).toBe(productCredits + stockCredits);
    expect(
      catalogue.find(changed.sku)?.stock.find((s) => s.warehouseId === row.warehouse_id)?.onHand,
    ).toBe(before + 5);
    expect(catalogue.find('new-lamp-1')?.name).toBe('Brass desk lamp');
    expect(catalogue.find('5012345678900')?.sku).toBe('NEW-LAMP-1');
    expect(catalogue.size()).toBe(h.account.products.length);

    // Nothing changed since: the next refresh costs one credit per stream and a re-read of the
    // last second's records, until that second is known to be over.
    const quiet = await refreshOnce({ execute, catalogue, clock });
    expect(quiet.credits).toBeLessThanOrEqual(2 + 3);
    expect(catalogue.marks().stock.mark).toBe(isoDateTime(h.clock.now()));
  });
});

describe('reconciliation', () => {
  it('drops products the service no longer lists and keeps the rest', async () => {
    h = await startReplicaHarness(120);
    const { catalogue, execute } = await synced(h);
    const gone = h.account.products[11];
    if (!gone) throw new Error('no product');
    deleteAtService(h.account, gone);
    const result = await reconcile({ execute, catalogue });
    expect(result.removed).toBe(1);
    expect(result.listed).toBe(h.account.products.length);
    expect(catalogue.find(gone.sku)).toBeNull();
    expect(catalogue.size()).toBe(h.account.products.length);
  });
});

/** Just what the default order reads. */
function toReplicaShape(product: { id: string; sku: string; name: string }): ReplicaProduct {
  const { id, sku, name } = product;
  return {
    id,
    sku,
    name,
    barcode: null,
    price: null,
    value: null,
    currency: null,
    createdAt: null,
    updatedAt: null,
    stock: [],
  };
}

describe('the end of the first sync', () => {
  it('announces the copy ready before the file is written', async () => {
    h = await startReplicaHarness(60);
    const harness = h;
    const store = createMemoryCatalogueStore({ cipher: createFakeCipher() });
    let releaseSave = (): void => undefined;
    const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
    let saved = (): void => undefined;
    const written = new Promise<void>((resolve) => (saved = resolve));
    replica = createReplica({
      execute: harness.broker.run,
      onCredits: (listener) => harness.broker.onCredits(listener),
      store: {
        ...store,
        saveImage: async (...args) => {
          await saveHeld;
          const outcome = await store.saveImage(...args);
          saved();
          return outcome;
        },
      },
      scheduler: createFakeScheduler(),
    });
    const ready = new Promise<void>((resolve) =>
      replica?.onStatus((status) => {
        if (status.phase === 'ready') resolve();
      }),
    );
    replica.start({ profileId: 'sandbox', account: 'a' });
    await ready;
    // Ready, searchable and not "refreshing", while the file is still being written.
    expect(replica.status()).toMatchObject({ phase: 'ready', refreshing: false, records: 60 });
    expect(replica.query({ text: '', offset: 0, limit: 5 }).total).toBe(60);
    expect((await store.load('sandbox', 'a')).status).toBe('none');
    releaseSave();
    await written;

    // The saved image holds every product.
    const loaded = await store.load('sandbox', 'a');
    if (loaded.status !== 'image') throw new Error(`nothing saved: ${loaded.status}`);
    const image = openCatalogueImage(new Uint8Array(loaded.image));
    expect(image.ok && image.value.size).toBe(60);
    const first = harness.account.products[0];
    expect(image.ok && image.value.lookup(first?.sku ?? '', true).product?.id).toBe(
      first && toReplicaShape(first).id,
    );
  });
});

describe('a file written before currencies were kept', () => {
  it('loads at once without currencies, then the next refresh lists every product and fills them in', async () => {
    h = await startReplicaHarness(80);
    const harness = h;
    const { result, catalogue } = await synced(harness);
    expect(result.products.every((p) => p.currency === 'USD')).toBe(true);
    // The same copy as an older Floorboard wrote it: format 2, field arrays without currency.
    const cipher = createFakeCipher();
    const files = createMemoryFiles();
    const directory = await mkdtemp(join(tmpdir(), 'floorboard-sync-'));
    onTestFinished(() => rm(directory, { recursive: true, force: true }));
    const older = JSON.stringify({
      format: REPLICA_FORMAT,
      version: 2,
      account: 'a',
      savedAt: 1_000_000,
      listedAt: 1_000_000,
      marks: catalogue.marks(),
      products: toTuples(result.products).map((t) => [...t.slice(0, 6), ...t.slice(7)]),
    });
    await files.write(
      replicaFileName('sandbox'),
      JSON.stringify(await seal(cipher, older, 'gnome_libsecret')),
    );
    const scheduler = createFakeScheduler();
    const sent: GraphqlRequest[] = [];
    replica = createReplica({
      execute: typedExecute((request) => {
        sent.push(request);
        return harness.broker.execute(request);
      }),
      onCredits: (listener) => harness.broker.onCredits(listener),
      store: createCatalogueStore({
        cipher,
        folder: { directory, disk: realImageDisk },
        legacy: files,
      }),
      scheduler,
      warmRefreshDelayMs: 5_000,
    });
    const loaded = new Promise<void>((resolve) =>
      replica?.onStatus((status) => {
        if (status.phase === 'ready') resolve();
      }),
    );
    replica.start({ profileId: 'sandbox', account: 'a' });
    await loaded;
    // Searchable at once, for 0 credits, with prices but no currency yet.
    expect(sent).toEqual([]);
    const first = harness.account.products[0];
    if (!first) throw new Error('no product');
    expect(replica.lookup(first.sku).product).toMatchObject({
      price: first.price,
      currency: null,
    });

    const refreshed = new Promise<void>((resolve) =>
      replica?.onStatus((status) => {
        if (status.phase === 'ready' && !status.refreshing) resolve();
      }),
    );
    scheduler.advance(5_000);
    await refreshed;
    // The products stream started from no mark: every product was listed again.
    const productPages = sent.filter((r) => r.operationName === 'ReplicaProducts');
    expect(productPages[0]?.variables).not.toHaveProperty('updatedFrom');
    for (const product of harness.account.products) {
      expect(replica.lookup(product.sku).product?.currency).toBe(product.value_currency);
    }
    expect(replica.status().records).toBe(harness.account.products.length);
  });
});

describe('the replica after this app’s own mutations', () => {
  it('refreshes at once, without waiting for the interval', async () => {
    h = await startReplicaHarness(100);
    const harness = h;
    const scheduler = createFakeScheduler();
    replica = createReplica({
      execute: harness.broker.run,
      onCredits: (listener) => harness.broker.onCredits(listener),
      store: createMemoryCatalogueStore({ cipher: createFakeCipher() }),
      scheduler,
    });
    const ready = new Promise<void>((resolve) =>
      replica?.onStatus((status) => {
        if (status.phase === 'ready' && !status.refreshing) resolve();
      }),
    );
    replica.start({ profileId: 'sandbox', account: 'a' });
    await ready;
    const product = harness.account.products[3];
    const row = product ? harness.rowsOf(product)[0] : undefined;
    if (!product || !row) throw new Error('no product');
    harness.clock.advance(60_000);
    await addStock(harness, product.sku, row.warehouse_id, 9);
    const refreshed = new Promise<void>((resolve) =>
      replica?.onStatus((status) => {
        if (!status.refreshing) resolve();
      }),
    );
    replica.afterMutation();
    await refreshed;
    // No timer ran: the refresh came from the mutation.
    const found = replica.lookup(product.sku.toLowerCase()).product;
    expect(found?.stock.find((s) => s.warehouseId === row.warehouse_id)?.onHand).toBe(row.on_hand);
  });
});
