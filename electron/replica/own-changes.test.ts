/**
 * What the user just changed shows in the copy at once, and a refresh never stalls unseen:
 * - a mutation's reply goes into the copy before any refresh runs (stock, price, reorder level,
 *   name, a new product), and a refresh page read before it cannot undo it;
 * - a price edited per warehouse reaches the copy by refresh too (it moves only the row's
 *   `updated_at`);
 * - on a default account (4,004 credits restoring 60 a second) "Refresh now" right after the
 *   first sync goes without waiting for credits;
 * - a refresh that runs too long says so, and "Refresh now" replaces it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { WithdrawSignal } from '../broker/request.ts';
import type { ReplicaStatus } from '../../shared/replica/types.ts';
import { createFakeCipher } from '../auth/testing/fake-cipher.ts';
import {
  namedReply,
  typedExecute,
  type ExecuteRequest,
  type NamedReply,
} from '../broker/execute.ts';
import { startHarness, type Harness } from '../broker/testing/broker-harness.ts';
import { createFakeScheduler } from '../time/testing/fake-scheduler.ts';
import { createMemoryCatalogueStore } from './image-store/memory-catalogue-store.ts';
import { createReplica, type Replica } from './replica.ts';
import { startReplicaHarness } from './testing/replica-harness.ts';

let h: Harness | undefined;
let replica: Replica | undefined;
afterEach(async () => {
  await replica?.dispose();
  replica = undefined;
  await h?.close();
  h = undefined;
});

/** The broker's request form, so a test can look at and hold each request the replica sends. */
function replicaOver(harness: Harness, execute: ExecuteRequest, scheduler = createFakeScheduler()) {
  return createReplica({
    execute: typedExecute(execute),
    onCredits: (listener) => harness.broker.onCredits(listener),
    store: createMemoryCatalogueStore({ cipher: createFakeCipher() }),
    scheduler,
  });
}

/** A replica over the harness, made the test's, started, and its first sync settled. */
async function readyOver(
  harness: Harness,
  execute: ExecuteRequest,
  scheduler = createFakeScheduler(),
) {
  const r = replicaOver(harness, execute, scheduler);
  replica = r;
  r.start({ profileId: 'sandbox', account: 'a' });
  await when(r, settled);
  return r;
}

/** The broker's execute, recording the operations the replica asks for. */
function recorded(harness: Harness): { execute: ExecuteRequest; sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    execute: (request) => {
      sent.push(request.operationName);
      return harness.broker.execute(request);
    },
  };
}

function when(r: Replica, test: (status: ReplicaStatus) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (test(r.status())) resolve();
    const stop = r.onStatus((status) => {
      if (test(status)) {
        stop();
        resolve();
      }
    });
  });
}
const settled = (status: ReplicaStatus) => status.phase === 'ready' && !status.refreshing;

/** Runs a mutation at the service; its reply, as core hands it to the copy. */
async function mutate(
  harness: Harness,
  operationName: string,
  data: Record<string, unknown>,
): Promise<NamedReply> {
  const reply = await harness.broker.execute({ operationName, variables: { data } });
  if (!reply.ok) throw new Error(reply.error.message);
  const change = namedReply(operationName, reply.value.data);
  if (change === null) throw new Error(`${operationName}: no reply`);
  return change;
}

describe('own changes in the copy', () => {
  it('apply the moment the reply arrives, before any refresh', async () => {
    const harness = await startReplicaHarness(60);
    h = harness;
    const { execute, sent } = recorded(harness);
    const r = await readyOver(harness, execute);
    const product = harness.account.products[5];
    const row = product ? harness.rowsOf(product)[0] : undefined;
    if (!product || !row) throw new Error('no product');
    const before = r.status().contents?.version ?? -1;
    sent.length = 0;

    harness.clock.advance(60_000);
    r.applyOwnChange(
      await mutate(harness, 'ReplaceInventory', {
        sku: product.sku,
        warehouse_id: row.warehouse_id,
        quantity: row.on_hand + 12,
        reason: 'recount',
      }),
    );
    r.applyOwnChange(
      await mutate(harness, 'UpdateWarehouseProduct', {
        sku: product.sku,
        warehouse_id: row.warehouse_id,
        price: '64.50',
        reorder_level: 7,
      }),
    );
    r.applyOwnChange(
      await mutate(harness, 'UpdateProduct', { sku: product.sku, name: 'Renamed at once' }),
    );
    r.applyOwnChange(
      await mutate(harness, 'CreateProduct', {
        sku: 'NEW-OWN-1',
        name: 'Brand new',
        price: '3.00',
        warehouse_products: [{ warehouse_id: row.warehouse_id, on_hand: 4 }],
      }),
    );

    // Nothing was read from the service: the replies alone changed the copy.
    expect(sent).toEqual([]);
    const copy = r.lookup(product.sku).product;
    const first = copy?.stock[0];
    expect(copy?.name).toBe('Renamed at once');
    expect(copy?.stock.find((s) => s.warehouseId === row.warehouse_id)).toMatchObject({
      onHand: row.on_hand,
      available: row.available,
      reorderLevel: 7,
      price: '64.50',
    });
    // The row keeps the price edited there; the product's list figure is its rows' lowest.
    expect(first?.warehouseId).toBe(row.warehouse_id);
    expect(Number(copy?.price)).toBe(Math.min(...(copy?.stock ?? []).map((s) => Number(s.price))));
    expect(r.lookup('NEW-OWN-1').product).toMatchObject({ name: 'Brand new', price: '3.00' });
    expect(r.query({ text: 'brand new', offset: 0, limit: 5 }).total).toBe(1);
    expect(r.status().records).toBe(61);
    // The page's copy learns of it by version, like any other change.
    expect(r.status().contents?.version ?? -1).toBeGreaterThan(before);

    // The refresh that follows confirms the same figures.
    await r.refreshNow();
    expect(r.lookup(product.sku).product).toEqual(copy);
  });

  it('are not undone by a refresh page read before them', async () => {
    const harness = await startReplicaHarness(40);
    h = harness;
    let hold: ((go: () => void) => void) | null = null;
    const r = await readyOver(harness, async (request) => {
      const reply = await harness.broker.execute(request);
      if (request.operationName === 'ReplicaStock' && hold) {
        const wait = hold;
        hold = null;
        await new Promise<void>((resolve) => wait(resolve));
      }
      return reply;
    });
    const product = harness.account.products[2];
    const row = product ? harness.rowsOf(product)[0] : undefined;
    if (!product || !row) throw new Error('no product');
    // Another user's change, so the refresh's stock page holds this row as it was then.
    harness.clock.advance(60_000);
    await mutate(harness, 'AddInventory', {
      sku: product.sku,
      warehouse_id: row.warehouse_id,
      quantity: 1,
      reason: 'other desk',
    });
    let release: () => void = () => undefined;
    const paused = new Promise<void>((resolve) => {
      hold = (go) => {
        release = go;
        resolve();
      };
    });
    const refresh = r.refreshNow();
    await paused;
    // Our own change lands a second later, while that page is on its way.
    harness.clock.advance(1_000);
    r.applyOwnChange(
      await mutate(harness, 'AddInventory', {
        sku: product.sku,
        warehouse_id: row.warehouse_id,
        quantity: 5,
        reason: 'own',
      }),
    );
    const ours = row.on_hand;
    release();
    await refresh;
    const held = r
      .lookup(product.sku)
      .product?.stock.find((s) => s.warehouseId === row.warehouse_id);
    expect(held?.onHand).toBe(ours);
  });
});

describe('an own change made while the first sync runs', () => {
  it('is fetched right after the sync, not at the next interval', async () => {
    const harness = await startReplicaHarness(60);
    h = harness;
    let release: () => void = () => undefined;
    let paused: (() => void) | null = null;
    const pausedAt = new Promise<void>((resolve) => (paused = resolve));
    const r = replicaOver(harness, async (request) => {
      const reply = await harness.broker.execute(request);
      if (request.operationName === 'ReplicaProducts' && paused) {
        const signal = paused;
        paused = null;
        await new Promise<void>((resolve) => {
          release = resolve;
          signal();
        });
      }
      return reply;
    });
    replica = r;
    r.start({ profileId: 'sandbox', account: 'a' });
    await pausedAt;
    // The sync's page was read before the product existed.
    harness.clock.advance(2_000);
    const data = await mutate(harness, 'CreateProduct', {
      sku: 'MID-SYNC-1',
      name: 'Mid sync',
      price: '1.00',
      warehouse_products: [],
    });
    r.afterMutation(data);
    release();
    await when(r, (s) => settled(s) && r.lookup('MID-SYNC-1').product !== null);
    expect(r.status().records).toBe(61);
  });
});

describe('a price edited per warehouse', () => {
  it('reaches the copy by refresh, though the product’s updated_at did not move', async () => {
    const harness = await startReplicaHarness(40);
    h = harness;
    const r = await readyOver(harness, (request) => harness.broker.execute(request));
    const product = harness.account.products[7];
    const row = product ? harness.rowsOf(product)[0] : undefined;
    if (!product || !row) throw new Error('no product');
    const productUpdatedAt = product.updated_at;
    harness.clock.advance(60_000);
    // Another desk edits it: nothing of ours is applied, only the refresh can bring it.
    await mutate(harness, 'UpdateWarehouseProduct', {
      sku: product.sku,
      warehouse_id: row.warehouse_id,
      price: '61.25',
    });
    expect(product.updated_at).toBe(productUpdatedAt);
    await r.refreshNow();
    const copy = r.lookup(product.sku).product;
    // The row keeps its own price; the product's list figure is the lowest of its rows'.
    expect(copy?.stock.find((s) => s.warehouseId === row.warehouse_id)?.price).toBe('61.25');
    const lowest = Math.min(...(copy?.stock ?? []).map((s) => Number(s.price)));
    expect(Number(copy?.price)).toBe(lowest);
  });
});

describe('"Refresh now" on a default account', () => {
  it('goes at once after the first sync, without waiting for credits', async () => {
    // The service's defaults: a 4,004-credit pool restoring 60 a second.
    const harness = await startHarness({ products: 500, orders: 20 });
    h = harness;
    const r = await readyOver(harness, (request) => harness.broker.execute(request));
    const waits: number[] = [];
    const stop = harness.broker.onCredits((sample) => {
      if (sample.waitingSeconds !== null && sample.waitingSeconds > 0) {
        waits.push(sample.waitingSeconds);
      }
    });
    const requestsBefore = harness.wire.requests.length;
    const status = await r.refreshNow();
    stop();
    expect(status).toMatchObject({ phase: 'ready', refreshing: false, error: null });
    // Two small pages (products, stock), neither held back for credits it did not need.
    expect(harness.wire.requests.slice(requestsBefore).map((q) => q.operation)).toEqual([
      'ReplicaProducts',
      'ReplicaStock',
    ]);
    expect(waits).toEqual([]);
  });
});

describe('a refresh that does not end', () => {
  it('is shown as stalled, and "Refresh now" replaces it', async () => {
    const harness = await startReplicaHarness(30);
    h = harness;
    const scheduler = createFakeScheduler();
    let answer = true;
    // The default stall time: 90 s.
    const r = await readyOver(
      harness,
      (request) => (answer ? harness.broker.execute(request) : new Promise<never>(() => undefined)),
      scheduler,
    );

    answer = false;
    void r.refreshNow();
    await when(r, (s) => s.refreshing);
    const startedAt = scheduler.now();
    scheduler.advance(89_000);
    expect(r.status()).toMatchObject({ refreshing: true, stalledSince: null });
    scheduler.advance(1_000);
    expect(r.status()).toMatchObject({ refreshing: true, stalledSince: startedAt });

    // The service answers again: the user's "Refresh now" does not queue behind the stuck one.
    answer = true;
    const status = await r.refreshNow();
    expect(status).toMatchObject({ phase: 'ready', refreshing: false, stalledSince: null });
    // And later refreshes run as before.
    await expect(r.refreshNow()).resolves.toMatchObject({ refreshing: false, error: null });
  });

  it('drops the stalled job and what queued behind it, and withdraws its request', async () => {
    const harness = await startReplicaHarness(30);
    h = harness;
    const scheduler = createFakeScheduler();
    let hang = false;
    const held: { signal: WithdrawSignal | undefined; answer: () => void }[] = [];
    const r = await readyOver(
      harness,
      async (request) => {
        if (hang) {
          // Held before the broker, as a pacer waiting for credits would hold it.
          await new Promise<void>((resolve) =>
            held.push({ signal: request.signal, answer: resolve }),
          );
        }
        return harness.broker.execute(request);
      },
      scheduler,
    );
    const wire = () => harness.wire.requests.map((q) => q.operation);

    hang = true;
    void r.refreshNow();
    await when(r, (s) => s.refreshing);
    // Own changes queue their refresh behind the stuck one.
    r.afterMutation();
    r.afterMutation();
    scheduler.advance(90_000);
    expect(r.status().stalledSince).not.toBeNull();

    hang = false;
    const before = wire().length;
    await r.refreshNow();
    // The stuck request was withdrawn: its signal aborted, so the broker will not send it.
    expect(held).toHaveLength(1);
    expect(held[0]?.signal?.aborted).toBe(true);
    expect(wire().slice(before)).toEqual(['ReplicaProducts', 'ReplicaStock']);
    // It reaches the broker after all: nothing of it, nor of the refresh queued behind it, is sent.
    held[0]?.answer();
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(wire().slice(before)).toEqual(['ReplicaProducts', 'ReplicaStock']);
    expect(r.status()).toMatchObject({ refreshing: false, stalledSince: null });
    // And an own change afterwards still gets its refresh.
    r.afterMutation();
    await when(r, (s) => !s.refreshing && wire().length > before + 2);
    expect(wire().slice(before + 2)).toEqual(['ReplicaProducts', 'ReplicaStock']);
  });
});

describe('refreshes for own changes', () => {
  it('are one for a burst of changes, not one each', async () => {
    const harness = await startReplicaHarness(30);
    h = harness;
    const { execute, sent } = recorded(harness);
    const r = await readyOver(harness, execute);
    sent.length = 0;
    for (let i = 0; i < 5; i++) r.afterMutation();
    await when(r, (s) => !s.refreshing && sent.length > 0);
    await r.refreshNow();
    // One refresh for the five, then the one asked for.
    expect(sent).toEqual(['ReplicaProducts', 'ReplicaStock', 'ReplicaProducts', 'ReplicaStock']);
  });
});
