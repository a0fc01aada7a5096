/**
 * The shipments story, seeded after everything else from a random stream of its own (so every
 * record seeded before it stays as it was): a few new orders that make "what went out" and "what
 * is late" show every case whatever the seed and sizes. Relative to the sandbox's `now` (whose
 * days are the service's UTC days):
 * - two orders shipped today, one of them after its first label was voided and printed again;
 * - two orders shipped yesterday;
 * - two open orders past their required ship date, one of them on an address hold;
 * - two open orders due within the next day, one of them on an operator hold.
 */
import { fastIsoDateTime } from './dates.ts';
import { historyEntry, HOLD_LABELS, type HoldName } from './history.ts';
import type { LegacyIds } from './ids.ts';
import { seedOrders } from './orders.ts';
import type { AccountProfile } from './profiles.ts';
import type { Random } from './random.ts';
import { shipStoryOrder } from './story-shipment.ts';
import type { Account, Order } from './types.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

type StoryAccount = Pick<
  Account,
  'id' | 'orders' | 'ordersById' | 'products' | 'warehouseProductsBySku'
>;

interface ShippedRole {
  readonly kind: 'shipped';
  readonly placedMs: number;
  readonly shippedMs: number;
  readonly relabelledMs?: number;
}

interface OpenRole {
  readonly kind: 'open';
  readonly placedMs: number;
  readonly requiredShipMs: number;
  readonly hold?: { readonly name: HoldName; readonly reason: string };
}

type StoryRole = ShippedRole | OpenRole;

/** Whole seconds, as the service writes its dates. */
const second = (ms: number): number => Math.floor(ms / 1000) * 1000;

/**
 * When each story order happened. Today's shipments fall between midnight and `now` (a third
 * and two thirds of the way), so they stay today's however early in the day the sandbox starts.
 */
export function storyRoles(now: number): StoryRole[] {
  const midnight = Math.floor(now / DAY_MS) * DAY_MS;
  const today = (share: number) => second(midnight + (now - midnight) * share);
  return [
    {
      kind: 'shipped',
      placedMs: midnight - 9 * HOUR_MS,
      shippedMs: today(1 / 3),
      relabelledMs: today(1 / 2),
    },
    { kind: 'shipped', placedMs: midnight - 20 * HOUR_MS, shippedMs: today(2 / 3) },
    { kind: 'shipped', placedMs: midnight - 45 * HOUR_MS, shippedMs: midnight - 14 * HOUR_MS },
    { kind: 'shipped', placedMs: midnight - 30 * HOUR_MS, shippedMs: midnight - 5 * HOUR_MS },
    {
      kind: 'open',
      placedMs: second(now - 5 * DAY_MS),
      requiredShipMs: second(now - 3 * DAY_MS),
      hold: { name: 'address_hold', reason: 'the street address could not be verified' },
    },
    {
      kind: 'open',
      placedMs: second(now - 3 * DAY_MS),
      requiredShipMs: second(now - 20 * HOUR_MS),
    },
    {
      kind: 'open',
      placedMs: second(now - 40 * HOUR_MS),
      requiredShipMs: second(now + 8 * HOUR_MS),
      hold: { name: 'operator_hold', reason: 'Waiting for the customer to confirm the address' },
    },
    {
      kind: 'open',
      placedMs: second(now - 30 * HOUR_MS),
      requiredShipMs: second(now + 18 * HOUR_MS),
    },
  ];
}

/** The order's and its lines' statuses and dates as the role has them. */
function settle(order: Order, role: StoryRole): void {
  const shipped = role.kind === 'shipped';
  const updatedMs = shipped ? (role.relabelledMs ?? role.shippedMs) : role.placedMs;
  order.fulfillment_status = shipped ? 'fulfilled' : 'pending';
  order.order_date = fastIsoDateTime(role.placedMs);
  order.updated_at = fastIsoDateTime(updatedMs);
  order.required_ship_date = fastIsoDateTime(
    shipped ? role.placedMs + 2 * DAY_MS : role.requiredShipMs,
  );
  for (const item of order.line_items) {
    item.fulfillment_status = shipped ? 'fulfilled' : 'pending';
    item.quantity_pending_fulfillment = shipped ? 0 : item.quantity;
    item.quantity_shipped = shipped ? item.quantity : 0;
    item.quantity_allocated = shipped ? 0 : item.quantity;
    item.backorder_quantity = 0;
    item.created_at = order.order_date;
    item.updated_at = order.updated_at;
  }
}

/** Seeds the story's orders into `account` and returns them, in the order of `storyRoles`. */
export function seedShipmentStory(
  rng: Random,
  ids: LegacyIds,
  profile: AccountProfile,
  account: StoryAccount,
  now: number,
): Order[] {
  // An account seeded without orders (or products to order) stays empty.
  if (account.orders.length === 0 || account.products.length === 0) return [];
  const roles = storyRoles(now);
  // Numbered after the account's own orders, so no order number is used twice.
  const numbering = {
    ...profile,
    firstOrderNumber: profile.firstOrderNumber + account.orders.length,
  };
  const orders = seedOrders(
    rng,
    ids,
    numbering,
    account.id,
    roles.length,
    account.products,
    account.warehouseProductsBySku,
    now,
  );
  orders.forEach((order, index) => {
    const role = roles[index];
    if (!role) return;
    settle(order, role);
    const note = (author: string, text: string, ms: number) =>
      order.order_history.push(
        historyEntry(
          order,
          ids.next('OrderHistory'),
          { service: author },
          text,
          fastIsoDateTime(ms),
        ),
      );
    note(
      `${order.shop_name} import`,
      `Order ${order.order_number} received from ${order.shop_name}`,
      role.placedMs,
    );
    if (role.kind === 'shipped') {
      shipStoryOrder(rng, ids, order, role);
      note(
        'Packing station',
        'Status changed from pending to fulfilled',
        role.relabelledMs ?? role.shippedMs,
      );
    } else if (role.hold) {
      order.holds[role.hold.name] = true;
      note(
        'Floor team',
        `${HOLD_LABELS[role.hold.name]} placed: ${role.hold.reason}`,
        role.placedMs + MINUTE_MS,
      );
    }
  });
  // In date order among the account's own orders, as every order list is seeded.
  const merged = [...account.orders, ...orders].sort((a, b) =>
    a.order_date < b.order_date ? -1 : a.order_date > b.order_date ? 1 : 0,
  );
  account.orders.splice(0, account.orders.length, ...merged);
  account.ordersById.clear();
  for (const order of merged) account.ordersById.set(order.id, order);
  return orders;
}
