import { describe, expect, it } from 'vitest';
import { payload } from '../../broker/testing/answered.ts';
import { changedAt } from './stock-handler.ts';

const record = (updated_at: string | null) => ({
  request_id: 'r',
  complexity: 1,
  warehouse_product: {
    id: 'WP1',
    sku: 'MUG-1',
    warehouse_id: 'W1',
    on_hand: 3,
    allocated: 0,
    available: 3,
    updated_at,
  },
});

describe('when the service made a stock change', () => {
  it('reads the record under the root field of the mutation that was sent', () => {
    const at = Date.parse('2026-03-01T12:00:05Z');
    expect(
      changedAt({
        operation: 'AddInventory',
        payload: payload({ inventory_add: record('2026-03-01T12:00:05') }),
      }),
    ).toBe(at);
    expect(
      changedAt({
        operation: 'RemoveInventory',
        payload: payload({ inventory_remove: record('2026-03-01T12:00:05') }),
      }),
    ).toBe(at);
    expect(
      changedAt({
        operation: 'ReplaceInventory',
        payload: payload({ inventory_replace: record('2026-03-01T12:00:05') }),
      }),
    ).toBe(at);
  });

  it('is untold when the reply carries no record or no time', () => {
    expect(
      changedAt({ operation: 'AddInventory', payload: payload({ inventory_add: null }) }),
    ).toBe(null);
    expect(
      changedAt({
        operation: 'RemoveInventory',
        payload: payload({ inventory_remove: record(null) }),
      }),
    ).toBe(null);
  });
});
