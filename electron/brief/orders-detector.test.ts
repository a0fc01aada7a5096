/**
 * Orders that became late, over canned replies: the ship date travels as data (`at`, the service's
 * words) for the Overview to format; the detail never carries a raw date. Ship dates are read as
 * UTC, the one shared reading, on a machine far from UTC.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { detectOrders, LATE_DETAIL } from './orders-detector.ts';
import { fakeRefresh } from './testing/fake-refresh.ts';

let zone: string | undefined;
beforeEach(() => {
  zone = process.env['TZ'];
  process.env['TZ'] = 'Pacific/Auckland';
});
afterEach(() => {
  if (zone === undefined) delete process.env['TZ'];
  else process.env['TZ'] = zone;
});

const NOW = Date.UTC(2026, 10, 27, 9, 0);
const SINCE = Date.UTC(2026, 10, 26);

const order = (id: string, due: string) => ({
  id,
  order_number: `#${id}`,
  fulfillment_status: 'pending',
  required_ship_date: due,
  updated_at: '2026-11-20T10:00:00',
  holds: null,
});

async function lateItems(orders: readonly ReturnType<typeof order>[]) {
  const { context } = fakeRefresh({ nodes: { BriefOrders: orders }, nowMs: NOW, sinceMs: SINCE });
  await detectOrders(context, context.since);
  return context.memory.lines['became-late'].map((entry) => entry.item);
}

describe('orders that became late', () => {
  it('carries the ship date as data and no raw date in its words', async () => {
    const [item] = await lateItems([order('100512', '2026-11-27T08:35:00')]);
    expect(item?.at).toBe('2026-11-27T08:35:00');
    expect(item?.detail).toBe(LATE_DETAIL);
    expect(item?.detail).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('reads the ship date as UTC: due 25 minutes after now is not late yet', async () => {
    // Read on the Auckland clock, 09:25 would be 20:25 UTC the day before: long past.
    expect(await lateItems([order('100513', '2026-11-27T09:25:00')])).toEqual([]);
  });
});

describe('new holds', () => {
  // An order with an account-specific open status, on hold since before the first brief: never
  // watched, since the first brief reads only the 'pending' orders.
  const packing = (holds: Record<string, boolean>, updated: string) => ({
    id: 'O9',
    order_number: '#100900',
    fulfillment_status: 'packing',
    required_ship_date: null,
    updated_at: updated,
    holds,
  });

  it('are not the holds an unwatched order already had when the brief first saw it', async () => {
    const old = packing({ payment_hold: true }, '2026-11-01T10:00:00');
    const first = fakeRefresh({
      nodes: { BriefOrders: (variables) => (variables['hasHold'] === true ? [old] : []) },
      nowMs: NOW,
      sinceMs: SINCE,
    });
    await detectOrders(first.context, first.context.since);
    expect(first.found).toEqual([]);

    // Later it changes (a note, say) with the same hold, then gains an operator hold.
    const later = fakeRefresh({
      nodes: {
        BriefOrders: [
          packing({ payment_hold: true }, '2026-11-27T08:00:00'),
          packing({ payment_hold: true, operator_hold: true }, '2026-11-27T08:30:00'),
        ],
      },
      nowMs: NOW,
      sinceMs: SINCE,
    });
    later.context.memory.cursor = {
      orders: '2026-11-27T07:00:00',
      changes: '2026-11-27T07:00:00',
      shipments: '2026-11-27T07:00:00',
      returns: '2026-11-27T07:00:00',
    };
    later.context.memory.knownHolds = first.context.memory.knownHolds;
    await detectOrders(later.context, '2026-11-27T07:00:00');
    expect(later.found.map((f) => f.entry.item.detail)).toEqual(['Operator hold']);
  });
});
