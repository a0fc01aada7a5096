/**
 * New holds and orders that became late, from one stream: the orders changed since the cursor
 * (one credit an order). An order's holds are compared with what was last seen of it, so only a
 * hold it did not have counts; open orders are watched, and the clock makes one late (the shared
 * lateness rule) without another read, since any change to it comes through the stream. Once per
 * account the brief reads the open orders to watch as the Late list reads them (the same statuses
 * rule, shared/orders/late-reads.ts): each open status of the account's status sample, newest ship
 * date first, only as far as the period. The "became late" line is what that list shows as late:
 * the watched orders due in the period and late now, so one shipped or given a later date since
 * leaves it. The holds of orders not watched are kept too, first from one read of the orders on
 * hold, so a hold an order already had (on hold before the first brief) is never new.
 */
import { z } from 'zod';
import type { OperationData } from '../../shared/operations/catalogue.ts';
import { activeHolds, HOLD_NAMES } from '../../shared/orders/holds.ts';
import { lateStatuses, NEWEST_DUE_FIRST } from '../../shared/orders/late-reads.ts';
import { isLate, isOpenStatus } from '../../shared/orders/lateness.ts';
import { STATUS_SAMPLE_SIZE, statusesByUse } from '../../shared/orders/status-sample.ts';
import { serviceTimeMs } from '../../shared/dates/service-time.ts';
import type { WatchedOrder } from './brief-memory.ts';
import { readAll } from './brief-requests.ts';
import type { RefreshContext } from './refresh-context.ts';

const flag = z.boolean().nullable().optional();
const orderNode = z.object({
  id: z.string(),
  order_number: z.string().nullable(),
  fulfillment_status: z.string().nullable(),
  required_ship_date: z.string().nullable(),
  updated_at: z.string().nullable(),
  holds: z
    .object({
      operator_hold: flag,
      payment_hold: flag,
      address_hold: flag,
      fraud_hold: flag,
      client_hold: flag,
      shipping_method_hold: flag,
    })
    .nullable(),
});

/** An open order as the Late list's read answers it (no change time: it is not a change). */
const openNode = orderNode.omit({ updated_at: true });

const ordersOf = (data: OperationData<'BriefOrders'>) => data.orders;
const lateOrdersOf = (data: OperationData<'LateOrdersPage'>) => data.orders;

/** A late order's words where no date is shown (the Overview shows its ship date from `at`). */
export const LATE_DETAIL = 'Past its ship date';

const watched = (order: z.infer<typeof openNode>): WatchedOrder => ({
  id: order.id,
  number: order.order_number ?? order.id,
  due: order.required_ship_date,
  holds: activeHolds(order.holds),
});

/** Reads the orders stream; answers the newest `updated_at` seen (null: none). */
export async function detectOrders(context: RefreshContext, from: string): Promise<string | null> {
  const { memory } = context;
  const watch = new Map(memory.watchOrders.map((order) => [order.id, order]));
  const first = memory.cursor === null;
  const known = new Map(Object.entries(memory.knownHolds ?? {}));
  if (memory.knownHolds === null) {
    // Once per account: every order on hold now. Its holds are old from then on.
    const held = await readAll(
      context.execute,
      context.spend,
      'BriefOrders',
      ordersOf,
      orderNode,
      (paging) => ({ ...paging, hasHold: true }),
    );
    for (const order of held) known.set(order.id, activeHolds(order.holds));
  }
  const changed = await readAll(
    context.execute,
    context.spend,
    'BriefOrders',
    ordersOf,
    orderNode,
    (paging) => ({ ...paging, updatedFrom: from }),
  );
  let newest: string | null = null;
  for (const order of changed) {
    const at = order.updated_at ?? context.now;
    if (newest === null || at > newest) newest = at;
    // The first brief cannot tell when a hold came (the service keeps no time): it counts any.
    const before = first ? [] : (watch.get(order.id)?.holds ?? known.get(order.id) ?? []);
    const holds = activeHolds(order.holds);
    const added = holds.filter((hold) => !before.includes(hold));
    if (added.length > 0) {
      context.found('new-holds', {
        key: order.id,
        ms: serviceTimeMs(at) ?? context.nowMs,
        item: {
          id: order.id,
          label: order.order_number ?? order.id,
          detail: added.map((hold) => HOLD_NAMES[hold]).join(', '),
          at,
        },
      });
    }
    known.delete(order.id);
    if (isOpenStatus(order.fulfillment_status)) watch.set(order.id, watched(order));
    else {
      watch.delete(order.id);
      if (holds.length > 0) known.set(order.id, holds);
    }
  }
  if (memory.watchedStatuses === null) {
    // Once per account (also one whose kept brief predates this): what the Late list would read.
    const statuses = await openStatuses(context);
    for (const status of statuses) {
      for (const order of await openOrdersDueSince(context, status)) {
        if (isOpenStatus(order.fulfillment_status) && !watch.has(order.id)) {
          watch.set(order.id, watched(order));
        }
      }
    }
    memory.watchedStatuses = statuses;
  }
  // A watched order's holds are kept with it.
  for (const id of watch.keys()) known.delete(id);
  memory.knownHolds = Object.fromEntries(known);
  memory.watchOrders = [...watch.values()];
  findLate(context);
  return newest;
}

/** The status sample's order (`OrderStatusSample`: most recently changed first), id breaking ties. */
const RECENT_FIRST = '-updated_at,-id';

/**
 * The open statuses the Late list reads: `pending` and those of the account's status sample, the
 * most recently changed orders. Read as pages until the sample is whole, since the broker sizes a
 * deferred page down (its slow start) and one cut page would be a smaller sample.
 */
async function openStatuses(context: RefreshContext): Promise<string[]> {
  let collected = 0;
  const sample = await readAll(
    context.execute,
    context.spend,
    'BriefOrders',
    ordersOf,
    orderNode,
    (paging) => ({
      ...paging,
      first: Math.min(paging.first, STATUS_SAMPLE_SIZE - collected),
      sort: RECENT_FIRST,
    }),
    (page) => {
      collected += page.length;
      return collected >= STATUS_SAMPLE_SIZE;
    },
  );
  return lateStatuses(statusesByUse(sample.slice(0, STATUS_SAMPLE_SIZE)));
}

/**
 * One status's open orders due in the period or later, newest ship date first: reading stops
 * after the first page that reaches a ship date before the period, since an order due before it
 * can never count (the period only moves on). An order due earlier that changes comes through the
 * orders stream and is watched then.
 */
function openOrdersDueSince(context: RefreshContext, status: string) {
  const sinceMs = context.memory.sinceMs;
  const before = (order: z.infer<typeof openNode>) => {
    const due = serviceTimeMs(order.required_ship_date);
    return due !== null && due < sinceMs;
  };
  return readAll(
    context.execute,
    context.spend,
    'LateOrdersPage',
    lateOrdersOf,
    openNode,
    (paging) => ({ ...paging, fulfillmentStatus: status, sort: NEWEST_DUE_FIRST }),
    (page) => page.some(before),
  );
}

/**
 * The line is what the Late list opened from it shows as late: the watched (open) orders whose
 * ship date fell in the period and has passed, as they are now. Built again on each refresh, so
 * an order shipped, cancelled or given a later ship date since leaves it.
 */
function findLate(context: RefreshContext): void {
  context.memory.lines['became-late'] = [];
  for (const order of context.memory.watchOrders) {
    const due = serviceTimeMs(order.due);
    if (due === null || due < context.memory.sinceMs) continue;
    if (!isLate({ required_ship_date: order.due }, context.nowMs)) continue;
    context.found('became-late', {
      key: order.id,
      ms: due,
      item: {
        id: order.id,
        label: order.number,
        // The ship date travels as data (`at`); the Overview formats it for the person.
        detail: LATE_DETAIL,
        at: order.due ?? context.now,
      },
    });
  }
}
