import { describe, expect, it } from 'vitest';
import { orderFiltersSchema, savedOrderViewSchema } from './filter-schemas.ts';
import { savableOrderFilters } from './filters.ts';

describe('the orders filter "changed since"', () => {
  it('is kept by a saved view as a service instant', () => {
    const filters = { hasHold: true, updatedFrom: '2026-11-26T05:00:00' };
    expect(savableOrderFilters(filters)).toEqual(filters);
    const view = { id: 'v1', name: 'Held since', filters };
    expect(savedOrderViewSchema.parse(view)).toEqual(view);
  });

  it('refuses what is not an instant in service time', () => {
    const result = orderFiltersSchema.safeParse({ updatedFrom: '26 Nov' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('A time such as 2025-06-01T05:00:00');
    expect(orderFiltersSchema.safeParse({ updatedFrom: '2026-11-26' }).success).toBe(false);
  });
});
