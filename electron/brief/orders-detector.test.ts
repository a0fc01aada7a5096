/**
 * Orders that became late, over canned replies: the ship date travels as data (`at`, the service's
 * words) for the Overview to format; the detail never carries a raw date. Ship dates are read as
 * UTC, the one shared reading, on a machine far from UTC.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lateStatuses, NEWEST_DUE_FIRST } from '../../shared/orders/late-reads.ts';
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

describe('the became-late line is what the Late list it opens shows as late', () => {
  const SAMPLE = ['pending', 'awaiting-pickup', 'fulfilled', 'on-hold', 'pending'];
  const inStatus = (id: string, status: string, due: string) => ({
    ...order(id, due),
    fulfillment_status: status,
  });
  // Due in the period and past now: two under custom open statuses, unchanged since long ago.
  const byStatus: Readonly<Record<string, readonly ReturnType<typeof order>[]>> = {
    pending: [inStatus('1', 'pending', '2026-11-27T06:00:00')],
    'awaiting-pickup': [inStatus('2', 'awaiting-pickup', '2026-11-26T15:00:00')],
    'on-hold': [
      inStatus('3', 'on-hold', '2026-11-27T08:00:00'),
      // Due before the period: the read stops here, and it never counts.
      inStatus('4', 'on-hold', '2026-11-25T08:00:00'),
    ],
  };

  function firstBrief() {
    const asked: Readonly<Record<string, unknown>>[] = [];
    const refresh = fakeRefresh({
      nodes: {
        // The status sample: the most recently changed orders, read with the orders stream's query.
        BriefOrders: (variables) =>
          variables['sort'] === '-updated_at,-id'
            ? SAMPLE.map((status, i) => inStatus(`s${i}`, status, '2026-11-20T10:00:00'))
            : [],
        LateOrdersPage: (variables) => {
          asked.push(variables);
          return byStatus[String(variables['fulfillmentStatus'])] ?? [];
        },
      },
      nowMs: NOW,
      sinceMs: SINCE,
    });
    return { ...refresh, asked };
  }

  const lateIds = (memory: { lines: Record<string, { key: string }[]> }) =>
    (memory.lines['became-late'] ?? []).map((entry) => entry.key).sort();

  it('counts the late orders of every open status the list reads, not only pending ones', async () => {
    const { context, asked } = firstBrief();
    await detectOrders(context, context.since);
    expect(asked.map((variables) => variables['fulfillmentStatus'])).toEqual(lateStatuses(SAMPLE));
    expect(asked.every((variables) => variables['sort'] === NEWEST_DUE_FIRST)).toBe(true);
    expect(lateIds(context.memory)).toEqual(['1', '2', '3']);
    expect(context.memory.watchedStatuses).toEqual(['pending', 'awaiting-pickup', 'on-hold']);
  });

  it('reads the open orders once: a later refresh reads only what changed', async () => {
    const first = firstBrief();
    await detectOrders(first.context, first.context.since);
    const later = fakeRefresh({
      nodes: { LateOrdersPage: () => [inStatus('9', 'pending', '2026-11-27T07:00:00')] },
      nowMs: NOW,
      sinceMs: SINCE,
    });
    Object.assign(later.context.memory, first.context.memory);
    await detectOrders(later.context, '2026-11-27T08:00:00');
    expect(lateIds(later.context.memory)).toEqual(['1', '2', '3']);
  });

  it('drops an order shipped or given a later ship date since, as the list no longer shows it', async () => {
    const first = firstBrief();
    await detectOrders(first.context, first.context.since);
    const later = fakeRefresh({
      nodes: {
        BriefOrders: [
          {
            ...inStatus('1', 'fulfilled', '2026-11-27T06:00:00'),
            updated_at: '2026-11-27T08:40:00',
          },
          {
            ...inStatus('2', 'awaiting-pickup', '2026-11-29T15:00:00'),
            updated_at: '2026-11-27T08:41:00',
          },
        ],
      },
      nowMs: NOW,
      sinceMs: SINCE,
    });
    Object.assign(later.context.memory, first.context.memory);
    await detectOrders(later.context, '2026-11-27T08:00:00');
    expect(lateIds(later.context.memory)).toEqual(['3']);
  });
});

describe('new holds', () => {
  // An order with an account-specific open status, on hold since before the first brief and not
  // among the open orders it reads to watch (no ship date: the Late list's read never has it).
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
