/**
 * New holds and orders that became late, from one stream: the orders changed since the cursor
 * (one credit an order). An order's holds are compared with what was last seen of it, so only a
 * hold it did not have counts; open orders are watched, and the clock makes one late (the shared
 * lateness rule) without another read, since any change to it comes through the stream. The first
 * brief also reads the open ('pending') orders once, to know what to watch. The holds of orders not
 * watched are kept too, first from one read of the orders on hold, so a hold an order already had
 * (an account-specific open status, or on hold before the first brief) is never new.
 */
import { z } from 'zod';
import type { OperationData } from '../../shared/operations/catalogue.ts';
import { activeHolds, HOLD_NAMES } from '../../shared/orders/holds.ts';
import { isLate, isOpenStatus } from '../../shared/orders/lateness.ts';
import { OPEN_ORDERS_STATUS } from '../../shared/orders/open-orders-status.ts';
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

const ordersOf = (data: OperationData<'BriefOrders'>) => data.orders;

/** A late order's words where no date is shown (the Overview shows its ship date from `at`). */
export const LATE_DETAIL = 'Past its ship date';

const watched = (order: z.infer<typeof orderNode>): WatchedOrder => ({
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
  if (memory.cursor === null) {
    const open = await readAll(
      context.execute,
      context.spend,
      'BriefOrders',
      ordersOf,
      orderNode,
      (paging) => ({ ...paging, fulfillmentStatus: OPEN_ORDERS_STATUS }),
    );
    for (const order of open) if (!watch.has(order.id)) watch.set(order.id, watched(order));
  }
  // A watched order's holds are kept with it.
  for (const id of watch.keys()) known.delete(id);
  memory.knownHolds = Object.fromEntries(known);
  memory.watchOrders = [...watch.values()];
  findLate(context);
  return newest;
}

/** Watched open orders whose ship date passed during the period. */
function findLate(context: RefreshContext): void {
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
