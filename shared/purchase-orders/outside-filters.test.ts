import { describe, expect, it } from 'vitest';
import { isOutsideFilters, type ListedPoFacts } from './outside-filters.ts';

const today = '2026-11-27';
const nextWeek: ListedPoFacts = {
  vendor_id: 'v1',
  fulfillment_status: 'pending',
  date_closed: null,
  arrived_at: null,
  po_date: '2026-12-03T09:00:00',
  warehouse_id: 'w1',
};

describe('isOutsideFilters', () => {
  it('puts a PO expected in the future outside the Late tab', () => {
    expect(isOutsideFilters(nextWeek, { tab: 'late' }, today)).toBe(true);
  });
  it('keeps a PO expected yesterday inside the Late tab', () => {
    expect(
      isOutsideFilters({ ...nextWeek, po_date: '2026-11-26T09:00:00' }, { tab: 'late' }, today),
    ).toBe(false);
  });
  it('checks the next 7 days, the warehouse, the vendor and whether it is closed', () => {
    expect(isOutsideFilters(nextWeek, { tab: 'week' }, today)).toBe(false);
    expect(
      isOutsideFilters({ ...nextWeek, po_date: '2026-12-04T00:00:00' }, { tab: 'week' }, today),
    ).toBe(true);
    expect(isOutsideFilters(nextWeek, { tab: 'open', warehouseId: 'w2' }, today)).toBe(true);
    expect(isOutsideFilters(nextWeek, { tab: 'open', vendorId: 'v2' }, today)).toBe(true);
    expect(isOutsideFilters(nextWeek, { tab: 'closed' }, today)).toBe(true);
    expect(isOutsideFilters(nextWeek, { tab: 'all' }, today)).toBe(false);
  });
});
