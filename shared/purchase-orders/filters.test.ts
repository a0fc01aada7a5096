import { describe, expect, it } from 'vitest';
import {
  addDays,
  filtersLocally,
  isLate,
  isPartlyReceived,
  matchesLocally,
  purchaseOrdersVariables,
  type PoFacts,
} from './filters.ts';

const open: PoFacts = {
  vendor_id: 'V1',
  fulfillment_status: 'pending',
  date_closed: null,
  arrived_at: null,
};
const closed: PoFacts = {
  ...open,
  fulfillment_status: 'closed',
  date_closed: '2026-11-01T10:00:00',
};
const cancelled: PoFacts = { ...open, fulfillment_status: 'Canceled' };
const arriving: PoFacts = { ...open, arrived_at: '2026-11-20T09:00:00' };

describe('purchaseOrdersVariables', () => {
  it('sends the tab’s expected-date range as whole days', () => {
    expect(purchaseOrdersVariables({ tab: 'week' }, '2026-11-27')).toMatchObject({
      poDateFrom: '2026-11-27T00:00:00',
      poDateTo: '2026-12-03T23:59:59',
      dateClosedFrom: null,
    });
    expect(purchaseOrdersVariables({ tab: 'late' }, '2026-03-01')).toMatchObject({
      poDateFrom: null,
      poDateTo: '2026-02-28T23:59:59',
    });
  });

  it('narrows the tab’s range by the date filter, never widens it', () => {
    const v = purchaseOrdersVariables(
      { tab: 'week', dateFrom: '2026-11-29', dateTo: '2026-12-31' },
      '2026-11-27',
    );
    expect(v.poDateFrom).toBe('2026-11-29T00:00:00');
    expect(v.poDateTo).toBe('2026-12-03T23:59:59');
  });

  it('asks for POs with a closing date on the closed tab, and passes warehouse and status', () => {
    expect(
      purchaseOrdersVariables({ tab: 'closed', warehouseId: 'W1', status: 'closed' }, '2026-11-27'),
    ).toEqual({
      warehouseId: 'W1',
      status: 'closed',
      poDateFrom: null,
      poDateTo: null,
      dateClosedFrom: '1970-01-01T00:00:00',
    });
  });
});

describe('matchesLocally', () => {
  it('keeps open POs on the open, week and late tabs', () => {
    for (const tab of ['open', 'week', 'late'] as const) {
      expect(matchesLocally(open, { tab })).toBe(true);
      expect(matchesLocally(closed, { tab })).toBe(false);
      expect(matchesLocally(cancelled, { tab })).toBe(false);
    }
  });

  it('keeps partly received POs on their tab only while open', () => {
    expect(isPartlyReceived(arriving)).toBe(true);
    expect(isPartlyReceived({ ...open, fulfillment_status: 'partially_received' })).toBe(true);
    expect(isPartlyReceived({ ...arriving, date_closed: '2026-11-21T00:00:00' })).toBe(false);
    expect(matchesLocally(open, { tab: 'partial' })).toBe(false);
  });

  it('filters by vendor, which the service cannot', () => {
    expect(matchesLocally(open, { tab: 'all', vendorId: 'V1' })).toBe(true);
    expect(matchesLocally(open, { tab: 'all', vendorId: 'V2' })).toBe(false);
    expect(filtersLocally({ tab: 'all', vendorId: 'V2' })).toBe(true);
    expect(filtersLocally({ tab: 'closed' })).toBe(false);
  });
});

describe('dates', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-29', 6)).toBe('2027-01-04');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('calls a PO late when its expected day is before today and it is open', () => {
    const po = { ...open, po_date: '2026-11-26T15:00:00' };
    expect(isLate(po, '2026-11-27')).toBe(true);
    expect(isLate(po, '2026-11-26')).toBe(false);
    expect(isLate({ ...po, ...closed }, '2026-11-27')).toBe(false);
    expect(isLate({ ...po, po_date: null }, '2026-11-27')).toBe(false);
  });
});
