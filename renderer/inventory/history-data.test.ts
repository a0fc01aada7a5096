import { describe, expect, it } from 'vitest';
import { onHandSeries } from './history-data.ts';
import { onHandAfter, type InventoryChange } from '../../shared/inventory/inventory-change.ts';

const change = (
  id: string,
  warehouse: string,
  previous: number,
  delta: number,
  at: string,
): InventoryChange => ({
  id,
  sku: 'MUG-1',
  warehouse_id: warehouse,
  previous_on_hand: previous,
  change_in_on_hand: delta,
  reason: 'r',
  created_at: at,
});

describe('onHandSeries', () => {
  it('turns newest-first changes into oldest-first counts per warehouse, carried forward', () => {
    const changes = [
      change('3', 'W1', 15, -3, '2024-12-23T12:00:00'),
      change('2', 'W2', 4, 6, '2024-12-22T12:00:00'),
      change('1', 'W1', 10, 5, '2024-12-21T12:00:00'),
    ];
    const rows = onHandSeries(changes);
    const t = (iso: string) => new Date(iso).getTime();
    expect(rows.slice(0, 4)).toEqual([
      { t: t('2024-12-21T12:00:00'), W1: 10, W2: 4 },
      { t: t('2024-12-21T12:00:00'), W1: 15, W2: 4 },
      { t: t('2024-12-22T12:00:00'), W1: 15, W2: 10 },
      { t: t('2024-12-23T12:00:00'), W1: 12, W2: 10 },
    ]);
    // The last level runs on a little, so it shows as a step.
    expect(rows[4]).toMatchObject({ W1: 12, W2: 10 });
    expect(rows[4]?.t).toBeGreaterThan(t('2024-12-23T12:00:00'));
  });

  it('skips changes that cannot be placed and is empty without any', () => {
    expect(onHandSeries([])).toEqual([]);
    const broken = { ...change('1', 'W1', 1, 1, 'not a date') };
    expect(onHandSeries([broken])).toEqual([]);
    expect(onHandAfter({ ...broken, previous_on_hand: null })).toBeNull();
  });
});
