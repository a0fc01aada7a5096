import { describe, expect, it } from 'vitest';
import { newestFirst } from './change-order.ts';
import type { InventoryChange } from '../../shared/inventory/inventory-change.ts';

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
  reason: id,
  created_at: at,
});

const ids = (changes: readonly InventoryChange[]) => changes.map((c) => c.id);
const SAME_SECOND = '2026-11-21T13:40:12';

describe('newestFirst', () => {
  it('keeps changes at different times as sent', () => {
    const sent = [
      change('3', 'W1', 15, -3, '2024-12-23T12:00:00'),
      change('2', 'W2', 4, 6, '2024-12-22T12:00:00'),
      change('1', 'W1', 10, 5, '2024-12-21T12:00:00'),
    ];
    expect(ids(newestFirst(sent))).toEqual(['3', '2', '1']);
  });

  it('orders changes within one second by their counts, whichever order they came in', () => {
    const older = change('add', 'W1', 249, 7, SAME_SECOND);
    const newer = change('remove', 'W1', 256, -2, SAME_SECOND);
    const before = change('picked', 'W1', 362, -113, '2026-09-13T04:18:00');
    expect(ids(newestFirst([older, newer, before]))).toEqual(['remove', 'add', 'picked']);
    expect(ids(newestFirst([newer, older, before]))).toEqual(['remove', 'add', 'picked']);
  });

  it('follows the count from the change before, even when a tie returns to where it began', () => {
    const before = change('before', 'W1', 0, 10, '2026-11-21T13:00:00');
    const up = change('up', 'W1', 10, 5, SAME_SECOND);
    const down = change('down', 'W1', 15, -5, SAME_SECOND);
    expect(ids(newestFirst([up, down, before]))).toEqual(['down', 'up', 'before']);
    expect(ids(newestFirst([down, up, before]))).toEqual(['down', 'up', 'before']);
  });

  it('orders a tie at the start of the loaded history by its chain alone', () => {
    const older = change('a', 'W1', 1, 1, SAME_SECOND);
    const newer = change('b', 'W1', 2, 1, SAME_SECOND);
    const other = change('c', 'W2', 7, 1, SAME_SECOND);
    expect(ids(newestFirst([other, older, newer])).filter((id) => id !== 'c')).toEqual(['b', 'a']);
  });
});
