/**
 * The stock stream's words, over canned replies: a large adjustment names its warehouse as the
 * catalogue copy does (from any SKU's row there), never by the service's id; a product's initial
 * stock is not on the line.
 */
import { describe, expect, it } from 'vitest';
import { rollPeriod } from './brief-memory.ts';
import { briefOf } from './brief-view.ts';
import { detectStock } from './stock-detector.ts';
import type { StockLookup } from './refresh-context.ts';
import { fakeRefresh } from './testing/fake-refresh.ts';

const NOW = Date.UTC(2026, 10, 27, 9);
const SINCE = Date.UTC(2026, 10, 26);
const NAMED = 'V2FyZWhvdXNlOjEx';
const UNNAMED = 'V2FyZWhvdXNlOjg4NzQx';

const change = (
  id: string,
  sku: string,
  warehouse: string,
  delta: number,
  before: number,
  reason: string,
) => ({
  id,
  sku,
  warehouse_id: warehouse,
  previous_on_hand: before,
  change_in_on_hand: delta,
  reason,
  cycle_counted: false,
  created_at: '2026-11-27T08:00:00',
});

// The copy holds SKU-OLD at the named warehouse only; SKU-NEW is not in it yet.
const stock: StockLookup = (sku, warehouseId) =>
  sku === 'SKU-OLD' && warehouseId === NAMED
    ? { reorderLevel: 5, allocated: 0, warehouseLabel: 'Reno West' }
    : null;

async function details(changes: readonly ReturnType<typeof change>[]) {
  const { context, found } = fakeRefresh({
    nodes: { BriefStockChanges: changes },
    nowMs: NOW,
    sinceMs: SINCE,
    stock,
  });
  await detectStock(context, context.since, false);
  return found.filter((f) => f.kind === 'large-adjustments').map((f) => f.entry.item.detail);
}

describe('the stock stream', () => {
  it("names a large adjustment's warehouse from the copy, also for a SKU the copy lacks", async () => {
    expect(
      await details([
        change('c1', 'SKU-OLD', NAMED, -150, 400, 'Recount'),
        change('c2', 'SKU-NEW', NAMED, 250, 10, 'Found a pallet'),
      ]),
    ).toEqual(['−150 at Reno West (Recount)', '+250 at Reno West (Found a pallet)']);
  });

  it('never shows a warehouse id: an unnamed warehouse is left out of the words', async () => {
    const [detail] = await details([change('c3', 'SKU-NEW', UNNAMED, 360, 20, 'Found a pallet')]);
    expect(detail).toBe('+360 (Found a pallet)');
    expect(detail).not.toContain(UNNAMED);
  });

  it('names the warehouse from the account before the copy has synced, reading it once', async () => {
    const asked: string[] = [];
    const { context, found } = fakeRefresh({
      nodes: {
        BriefStockChanges: [
          change('c5', 'SKU-OLD', NAMED, -150, 400, 'Recount'),
          change('c6', 'SKU-NEW', UNNAMED, 250, 10, 'Found a pallet'),
        ],
      },
      records: {
        AccountWarehouses: {
          account: {
            data: {
              warehouses: [
                { id: NAMED, identifier: 'Reno West' },
                { id: UNNAMED, identifier: 'Sparks' },
              ],
            },
          },
        },
      },
      nowMs: NOW,
      sinceMs: SINCE,
      stock: () => undefined, // the copy is not ready: it names nothing
    });
    const execute = context.execute;
    const counting: typeof execute = (operation, variables, options) => {
      asked.push(operation);
      return execute(operation, variables, options);
    };
    await detectStock({ ...context, execute: counting }, context.since, false, true);
    expect(found.map((f) => f.entry.item.detail)).toEqual([
      '−150 at Reno West (Recount)',
      '+250 at Sparks (Found a pallet)',
    ]);
    expect(asked.filter((name) => name === 'AccountWarehouses')).toHaveLength(1);
  });

  it('reads no warehouses when the copy names them, or the session may not', async () => {
    const named = fakeRefresh({
      nodes: { BriefStockChanges: [change('c7', 'SKU-OLD', NAMED, 250, 10, 'Found')] },
      nowMs: NOW,
      sinceMs: SINCE,
      stock,
    });
    await detectStock(named.context, named.context.since, false, true);
    expect(named.found.map((f) => f.entry.item.detail)).toEqual(['+250 at Reno West (Found)']);
    expect(named.context.spend.queries).toBe(1); // the stock stream alone

    const barred = fakeRefresh({
      nodes: { BriefStockChanges: [change('c8', 'SKU-NEW', UNNAMED, 250, 10, 'Found')] },
      nowMs: NOW,
      sinceMs: SINCE,
      stock: () => undefined,
    });
    await detectStock(barred.context, barred.context.since, false, false);
    expect(barred.found.map((f) => f.entry.item.detail)).toEqual(['+250 (Found)']);
    expect(barred.context.spend.queries).toBe(1);
  });

  it("leaves a product's initial stock off the large adjustments", async () => {
    expect(await details([change('c4', 'SKU-NEW', NAMED, 360, 0, 'Initial stock')])).toEqual([]);
  });

  it('sees no reorder crossing in a pick: on-hand and allocation fall together', async () => {
    // After the pick the copy's allocation is today's (0): read against it, 12 → 4 on hand looks
    // like available falling past the level of 5, though available did not move.
    const rows: StockLookup = () => ({ reorderLevel: 5, allocated: 0, warehouseLabel: 'Reno' });
    const { context, found } = fakeRefresh({
      nodes: {
        BriefStockChanges: [
          change('p1', 'SKU-PICKED', NAMED, -8, 12, 'Order picked'),
          change('p2', 'SKU-DAMAGED', NAMED, -8, 12, 'Damaged in aisle'),
        ],
      },
      nowMs: NOW,
      sinceMs: SINCE,
      stock: rows,
    });
    await detectStock(context, context.since, false);
    // The same fall as a manual change is a crossing; as a pick it is not.
    expect(found.filter((f) => f.kind === 'crossed-reorder').map((f) => f.entry.item.id)).toEqual([
      'SKU-DAMAGED',
    ]);
    expect(context.memory.pendingCrossings).toEqual([]);
  });

  it('decides no crossing from before the period that waited for the copy', async () => {
    const rows: StockLookup = () => ({ reorderLevel: 5, allocated: 0, warehouseLabel: 'Reno' });
    const { context, found } = fakeRefresh({ nodes: {}, nowMs: NOW, sinceMs: SINCE, stock: rows });
    // Waited since the day before the period (the copy was not ready), a fall past the level.
    context.memory.pendingCrossings.push({
      id: 'old',
      sku: 'SKU-OLD',
      warehouseId: NAMED,
      previousOnHand: 12,
      change: -8,
      at: '2026-11-25T23:59:59',
    });
    await detectStock(context, context.since, false);
    expect(found).toEqual([]);
    expect(context.memory.pendingCrossings).toEqual([]);
  });

  it('keeps the newest 2,000 waiting crossings and marks the line incomplete', async () => {
    const changes = Array.from({ length: 2_001 }, (_, n) =>
      change(`w${n}`, `SKU-${n}`, NAMED, -8, 12, 'Damaged in aisle'),
    );
    // The copy is not ready: every crossing waits.
    const { context } = fakeRefresh({
      nodes: { BriefStockChanges: changes },
      nowMs: NOW,
      sinceMs: SINCE,
      stock: () => undefined,
    });
    await detectStock(context, context.since, false);
    expect(context.memory.pendingCrossings).toHaveLength(2_000);
    expect(context.memory.pendingCrossings[0]?.id).toBe('w1');
    const line = briefOf(context.memory, false).lines.find((l) => l.kind === 'crossed-reorder');
    expect(line?.incomplete).toBe(true);
    const other = briefOf(context.memory, false).lines.find((l) => l.kind === 'large-adjustments');
    expect(other?.incomplete).toBe(false);
    // Once the dropped changes leave the period, the line is whole again.
    const nextDay = rollPeriod(context.memory, Date.UTC(2026, 10, 28));
    const rolled = briefOf(nextDay, false).lines.find((l) => l.kind === 'crossed-reorder');
    expect(rolled?.incomplete).toBe(false);
  });
});
