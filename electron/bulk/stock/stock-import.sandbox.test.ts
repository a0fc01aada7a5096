import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeCipher } from '../../auth/testing/fake-cipher.ts';
import { schema, startHarness, type Harness } from '../../broker/testing/broker-harness.ts';
import type { Account } from '../../../sandbox/data/types.ts';
import { createJournalStore } from '../journal/journal-store.ts';
import { importTag } from '../run/import-tag.ts';
import { jumpingClock } from '../run/testing/jumping-clock.ts';
import { parseStockPlan, stockMutation } from './stock-plan.ts';
import { journalStockPlan, previewStockImport, stockImportRun } from './stock-import.ts';

let harness: Harness;
let account: Account;
beforeEach(async () => {
  harness = await startHarness({ products: 30, orders: 5 });
  const first = harness.sandbox.data.accounts[0];
  if (!first) throw new Error('no account');
  account = first;
});
afterEach(() => harness.close());

/** Stocked SKU/warehouse pairs of the seeded account, with their warehouse's name. */
function stocked(count: number) {
  // One row per SKU, so each row is checked by its own history query.
  const rows = [...account.warehouseProductsBySku.values()].flatMap((wps) =>
    wps.filter((wp) => wp.on_hand >= 5).slice(0, 1),
  );
  const picked = rows.slice(0, count).map((wp) => {
    const warehouse = account.warehouses.find((w) => w.id === wp.warehouse_id);
    return {
      sku: wp.sku,
      warehouseId: wp.warehouse_id,
      name: warehouse?.identifier ?? '',
      onHand: wp.on_hand,
    };
  });
  if (picked.length < count) throw new Error('not enough stocked rows');
  return picked;
}

const execute = (request: Parameters<Harness['broker']['execute']>[0]) =>
  harness.broker.execute(request);
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const changesTagged = (tag: string) =>
  account.inventoryChanges.filter((c) => c.reason.endsWith(tag));

describe('stock import against the sandbox', () => {
  it('previews bad rows, applies the good ones once each, tagged in the history', async () => {
    const [a, b, c] = stocked(3);
    if (!a || !b || !c) throw new Error('setup');
    const csv = [
      'SKU,Warehouse,Change,Quantity,Reason',
      `${a.sku},${a.name},add,4,Delivery`,
      `NO-SUCH-SKU,${a.name},add,1,`,
      `${b.sku},${b.warehouseId},remove,2,Damaged`,
      `${c.sku},${c.name},remove,${c.onHand + 1},Too many`,
      `${c.sku},${c.name},set,7,Recount`,
    ].join('\r\n');
    const before = account.inventoryChanges.length;
    const result = await previewStockImport({
      execute,
      schema,
      bytes: bytes(csv),
      fileName: 'count.csv',
      rate: 60,
    });
    if (!result.ok) throw new Error('preview failed');
    const preview = result.value;
    expect(preview.problems.map((p) => p.line)).toEqual([3, 5]);
    expect(preview.plan.rows.map((r) => r.line)).toEqual([2, 4, 6]);
    expect(preview.estimate).toMatchObject({ changes: 3, credits: 3 });
    expect(account.inventoryChanges.length).toBe(before); // nothing sent by the preview

    const store = createJournalStore({
      dir: await mkdtemp(join(tmpdir(), 'import-')),
      cipher: createFakeCipher(),
    });
    const journal = await journalStockPlan(store, 'sandbox', preview.plan);
    const run = stockImportRun({ execute, journal, plan: preview.plan });
    const progress = await run.run();
    expect(progress).toMatchObject({ status: 'finished', counts: { applied: 3, failed: 0 } });
    for (const row of preview.plan.rows) {
      expect(changesTagged(importTag(journal.runId, row.line))).toHaveLength(1);
    }
    const stockOf = (sku: string, warehouseId: string) =>
      account.warehouseProductsBySku.get(sku)?.find((wp) => wp.warehouse_id === warehouseId)
        ?.on_hand;
    expect(stockOf(a.sku, a.warehouseId)).toBe(a.onHand + 4);
    expect(stockOf(b.sku, b.warehouseId)).toBe(b.onHand - 2);
    expect(stockOf(c.sku, c.warehouseId)).toBe(7);
  });

  it('after a crash with a reply lost, verifies from the history and never applies a row twice', async () => {
    const rows = stocked(4);
    const csv = [
      'SKU,Warehouse,Change,Quantity,Reason',
      ...rows.map((r) => `${r.sku},${r.name},add,1,Crash test`),
    ].join('\n');
    const result = await previewStockImport({
      execute,
      schema,
      bytes: bytes(csv),
      fileName: 'x.csv',
      rate: 60,
    });
    if (!result.ok) throw new Error('preview failed');
    const { plan } = result.value;
    const dir = await mkdtemp(join(tmpdir(), 'import-'));
    const cipher = createFakeCipher();
    const journal = await journalStockPlan(createJournalStore({ dir, cipher }), 'sandbox', plan);
    // The first process: row 0 applied and settled; row 1 sent and applied but the reply never
    // journalled (killed); row 2 journalled as sending but killed before it left.
    const [r0, r1, r2] = plan.rows;
    if (!r0 || !r1 || !r2) throw new Error('setup');
    await journal.append({ t: 'sending', row: 0 });
    expect(
      (await execute({ ...stockMutation(r0, journal.runId), priority: 'background' })).ok,
    ).toBe(true);
    await journal.append({ t: 'settled', row: 0, outcome: { status: 'applied' } });
    await journal.append({ t: 'sending', row: 1 });
    expect(
      (await execute({ ...stockMutation(r1, journal.runId), priority: 'background' })).ok,
    ).toBe(true);
    await journal.append({ t: 'sending', row: 2 });

    // The next start: the run is offered for resuming, and finishes.
    const [found] = await createJournalStore({ dir, cipher }).list('sandbox', parseStockPlan);
    if (!found?.ok) throw new Error('run not found');
    const stored = found.value;
    expect(stored.state.rows.map((r) => r.status)).toEqual([
      'applied',
      'sending',
      'sending',
      'pending',
    ]);
    const resumed = await stored.reopen();
    // Time that jumps: row 2, not found, waits out its settle time at once.
    const clock = jumpingClock();
    const run = stockImportRun({
      execute,
      journal: resumed,
      plan: stored.plan,
      initial: stored.state.rows,
      clock,
    });
    expect(await run.run()).toMatchObject({ status: 'finished', counts: { applied: 4 } });
    for (const row of plan.rows) {
      expect(changesTagged(importTag(journal.runId, row.line))).toHaveLength(1);
    }
    const checks = harness.wire.count((e) => e.operation === 'InventoryChanges');
    // Rows 1 and 2 before anything was sent; row 2, not found, once more after its settle time.
    expect(checks).toBe(3);
  });

  it('resumed with the service as witness: a row the crash left applied costs no history read or wait', async () => {
    const rows = stocked(3);
    const csv = [
      'SKU,Warehouse,Change,Quantity',
      ...rows.map((r) => `${r.sku},${r.name},remove,1`),
    ].join('\n');
    const result = await previewStockImport({
      execute,
      schema,
      bytes: bytes(csv),
      fileName: 'w.csv',
      rate: 60,
    });
    if (!result.ok) throw new Error('preview failed');
    const { plan } = result.value;
    const dir = await mkdtemp(join(tmpdir(), 'import-'));
    const cipher = createFakeCipher();
    const journal = await journalStockPlan(createJournalStore({ dir, cipher }), 'sandbox', plan);
    // Killed with rows 0 and 1 sent and applied, neither reply journalled.
    for (const [i, row] of plan.rows.slice(0, 2).entries()) {
      await journal.append({ t: 'sending', row: i });
      expect(
        (await execute({ ...stockMutation(row, journal.runId), priority: 'background' })).ok,
      ).toBe(true);
    }
    const [found] = await createJournalStore({ dir, cipher }).list('sandbox', parseStockPlan);
    if (!found?.ok) throw new Error('run not found');
    const stored = found.value;
    const before = harness.wire.count((e) => e.operation === 'InventoryChanges');
    // A clock that never moves: a settle wait would never end.
    const run = stockImportRun({
      execute,
      journal: await stored.reopen(),
      plan: stored.plan,
      initial: stored.state.rows,
      createdAt: stored.createdAt,
      resuming: true,
      clock: { now: () => stored.createdAt, after: () => () => undefined },
    });
    expect(await run.run()).toMatchObject({ status: 'finished', counts: { applied: 3 } });
    expect(harness.wire.count((e) => e.operation === 'InventoryChanges')).toBe(before);
    expect(harness.wire.count((e) => e.operation === 'ImportRunChanges')).toBe(1);
    for (const row of plan.rows) {
      expect(changesTagged(importTag(journal.runId, row.line))).toHaveLength(1);
    }
  });
});
