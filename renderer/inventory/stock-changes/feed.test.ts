import { describe, expect, it } from 'vitest';
import { SHIPPING_DEDUCTION_REASON } from '../../../shared/inventory/stock-change-kinds.ts';
import { buildFeed, type FeedRow } from './feed.ts';
import type { StockChange } from './stock-change.ts';

let next = 0;
function change(
  at: string,
  delta: number,
  reason: string,
  more: Partial<StockChange> = {},
): StockChange {
  next += 1;
  return {
    id: `c${String(next).padStart(3, '0')}`,
    user_id: 'u1',
    sku: `SKU-${next}`,
    warehouse_id: 'W1',
    previous_on_hand: 500,
    change_in_on_hand: delta,
    reason,
    cycle_counted: false,
    created_at: at,
    ...more,
  };
}

const picked = (at: string, delta: number, more: Partial<StockChange> = {}) =>
  change(at, delta, SHIPPING_DEDUCTION_REASON, more);

function describeRow(row: FeedRow): string {
  return row.kind === 'routine'
    ? `routine ${row.group.day} ${row.group.warehouseId ?? '-'} ×${row.group.count}`
    : `${row.large ? 'large' : 'change'} ${row.change.change_in_on_hand ?? '?'}`;
}

describe('buildFeed', () => {
  const writeOff = change('2026-11-26T09:00:00', -150, 'Pallet written off');
  const found = change('2026-11-27T08:00:00', 240, 'Found in overstock');
  const count = change('2026-11-27T10:00:00', -2, 'Cycle count adjustment', {
    cycle_counted: true,
  });
  const damaged = change('2026-11-26T15:00:00', -1, 'Damaged in warehouse');
  const changes = [
    picked('2026-11-27T09:00:00', -2),
    picked('2026-11-27T11:00:00', -1, { sku: 'SAME' }),
    picked('2026-11-27T12:00:00', -3, { sku: 'SAME' }),
    picked('2026-11-27T12:30:00', -1, { warehouse_id: 'W2' }),
    picked('2026-11-26T10:00:00', -2),
    writeOff,
    found,
    count,
    damaged,
  ];

  it('puts large adjustments first, biggest first, then each day newest first', () => {
    const feed = buildFeed(changes);
    expect(feed.rows.map(describeRow)).toEqual([
      'large 240',
      'large -150',
      'routine 2026-11-27 W1 ×3',
      'routine 2026-11-27 W2 ×1',
      'change -2',
      'routine 2026-11-26 W1 ×1',
      'change -1',
    ]);
    expect(feed).toMatchObject({ large: 2, routine: 5, other: 2 });
  });

  it('sums a day’s routine deductions per warehouse: count, units, distinct SKUs', () => {
    const group = buildFeed(changes).rows.find(
      (row) => row.kind === 'routine' && row.group.key === '2026-11-27 W1',
    );
    expect(group?.kind === 'routine' ? group.group : null).toMatchObject({
      count: 3,
      units: 6,
      skus: 2,
    });
    const inside = group?.kind === 'routine' ? group.group.changes.map((c) => c.created_at) : [];
    expect(inside).toEqual(['2026-11-27T12:00:00', '2026-11-27T11:00:00', '2026-11-27T09:00:00']);
  });

  it('shows only the large adjustments when asked', () => {
    expect(buildFeed(changes, true).rows.map(describeRow)).toEqual(['large 240', 'large -150']);
  });

  it('is empty for no changes', () => {
    expect(buildFeed([])).toEqual({ rows: [], large: 0, routine: 0, other: 0, largeOnly: false });
  });
});
