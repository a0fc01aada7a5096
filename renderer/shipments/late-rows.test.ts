import { describe, expect, it } from 'vitest';
import { lateList, lateWords, type LateOrderInput } from './late-rows.ts';

const NOW = new Date(2026, 10, 27, 12, 0, 0).getTime();
const order = (
  number: string,
  required_ship_date: string | null,
  fulfillment_status = 'pending',
  holds: LateOrderInput['holds'] = null,
): LateOrderInput => ({
  id: `id-${number}`,
  order_number: number,
  order_date: '2026-11-20T10:00:00',
  required_ship_date,
  fulfillment_status,
  shop_name: 'Shop',
  holds,
});

describe('late list', () => {
  it('keeps open orders past or within a day of their ship date, oldest first, with holds', () => {
    const { rows, pastWindow, read } = lateList(
      [
        order('#3', '2026-11-27T18:00:00'),
        order('#1', '2026-11-20T09:00:00', 'on-hold', { operator_hold: true }),
        order('#2', '2026-11-25T09:00:00', 'fulfilled'),
        null,
        order('#4', '2026-11-26T09:00:00', 'canceled'),
        order('#5', '2026-11-24T09:00:00', 'awaiting-pickup'),
      ],
      NOW,
    );
    expect(rows.map((r) => [r.orderNumber, r.lateness])).toEqual([
      ['#1', 'late'],
      ['#5', 'late'],
      ['#3', 'at-risk'],
    ]);
    expect(rows[0]?.holds).toEqual({ operator_hold: true });
    expect(read).toBe(5);
    expect(pastWindow).toBe(false);
  });

  it('knows the pages read reach past the window once a ship date is a day or more ahead', () => {
    expect(lateList([order('#1', '2026-11-28T11:59:59')], NOW).pastWindow).toBe(false);
    expect(lateList([order('#1', '2026-11-28T12:00:00', 'fulfilled')], NOW).pastWindow).toBe(true);
  });

  it('an order without a ship date is never listed', () => {
    expect(lateList([order('#1', null), order('#2', '')], NOW).rows).toEqual([]);
  });

  it('says how late, or how soon due', () => {
    expect(lateWords({ requiredShipDate: '2026-11-24T11:00:00' }, NOW)).toBe('3 days late');
    expect(lateWords({ requiredShipDate: '2026-11-26T11:00:00' }, NOW)).toBe('1 day late');
    expect(lateWords({ requiredShipDate: '2026-11-27T11:30:00' }, NOW)).toBe('1 h late');
    expect(lateWords({ requiredShipDate: '2026-11-27T17:00:00' }, NOW)).toBe('due in 5 h');
  });
});
