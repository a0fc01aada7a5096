import { afterEach, describe, expect, it } from 'vitest';
import { SCOPED_LATE_VARIABLES } from './late-data.ts';
import { scopedLateList, type LateOrderInput } from './late-rows.ts';
import { lateScopeText, scopedLateCountText } from './LateScopeChip.tsx';
import { showLateOrders } from './navigation.ts';
import { shipmentsNarrowedBy } from './ShipmentsHeaderNote.tsx';
import { useShipmentsViewState } from './view-state.ts';

// Service times are UTC; the clock is set in UTC so the test reads the same in any zone.
const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const SINCE = Date.UTC(2026, 10, 26, 0, 0, 0);
const order = (number: string, due: string | null, status = 'pending'): LateOrderInput => ({
  id: `id-${number}`,
  order_number: number,
  required_ship_date: due,
  fulfillment_status: status,
});

afterEach(() => useShipmentsViewState.getState().setLateDueFrom(null));

describe('the Late list under a "due since" scope', () => {
  it('keeps only open orders due since the scope began, at risk and newest late first', () => {
    // As read newest first: one due in days (not at risk), the scope, then older late orders.
    const { rows, pastWindow } = scopedLateList(
      [
        order('#9', '2026-11-30T09:00:00'),
        order('#8', '2026-11-28T06:00:00'),
        order('#7', '2026-11-27T09:00:00'),
        order('#6', '2026-11-26T15:00:00', 'fulfilled'),
        order('#5', '2026-11-26T01:00:00'),
        order('#1', '2026-09-01T09:00:00'),
      ],
      NOW,
      SINCE,
    );
    expect(rows.map((row) => [row.orderNumber, row.lateness])).toEqual([
      ['#8', 'at-risk'],
      ['#7', 'late'],
      ['#5', 'late'],
    ]);
    expect(pastWindow).toBe(true);
  });

  it('reads on while every ship date read is still inside the scope', () => {
    const { pastWindow } = scopedLateList([order('#7', '2026-11-27T09:00:00')], NOW, SINCE);
    expect(pastWindow).toBe(false);
  });

  it('reads newest ship date first', () => {
    expect(SCOPED_LATE_VARIABLES.sort).toBe('-required_ship_date,-id');
  });

  it('says what the scope is and what the list counts', () => {
    expect(lateScopeText('not a time')).toBe('Due since not a time');
    expect(lateScopeText('2026-11-26T00:00:00')).toMatch(/^Due since .*2026/);
    expect(
      scopedLateCountText(
        [{ lateness: 'at-risk' }, { lateness: 'late' }, { lateness: 'late' }],
        false,
      ),
    ).toBe('1 at risk (due within a day) and 2 late, newest due first.');
  });

  it('is set by the brief and cleared by opening the list plainly', () => {
    showLateOrders({ dueFrom: '2026-11-26T00:00:00' });
    expect(useShipmentsViewState.getState().lateDueFrom).toBe('2026-11-26T00:00:00');
    showLateOrders();
    expect(useShipmentsViewState.getState().lateDueFrom).toBeNull();
  });
});

describe('the Shipments header', () => {
  it('says what narrows the list kept from an earlier visit', () => {
    const none = { section: 'shipped', carrier: null, method: null, lateDueFrom: null } as const;
    expect(shipmentsNarrowedBy(none)).toBeNull();
    expect(shipmentsNarrowedBy({ ...none, carrier: 'UPS' })).toBe('Only UPS labels.');
    expect(shipmentsNarrowedBy({ ...none, carrier: 'UPS', method: 'Ground' })).toBe(
      'Only UPS, Ground labels.',
    );
    // A carrier set on Shipped does not narrow the Late list.
    expect(shipmentsNarrowedBy({ ...none, section: 'late', carrier: 'UPS' })).toBeNull();
    expect(shipmentsNarrowedBy({ ...none, section: 'late', lateDueFrom: 'x' })).toBe(
      'Only orders due since x.',
    );
  });
});
