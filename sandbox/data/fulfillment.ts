/**
 * What happened to each seeded order after it arrived: holds, backorders, shipments with labels,
 * returns and the order history telling it. Runs after the orders are seeded, on its own random
 * stream, so the orders themselves stay as they were. The rules the tests hold it to:
 * fulfilled orders have shipments (with labels and tracking numbers) and pending ones none; line
 * items' shipped quantities are the sums over the shipments; only delivered orders have returns
 * (seeded by returns-seed.ts, on this same stream, in the same place);
 * `on-hold` orders carry an operator hold.
 */
import { fastIsoDateTime } from './dates.ts';
import { HOLD_LABELS, historyEntry, type HistoryAuthor } from './history.ts';
import type { LegacyIds } from './ids.ts';
import type { Random } from './random.ts';
import { seedDeliveredReturn } from './returns-seed.ts';
import { makeShipmentLines } from './shipment-lines.ts';
import { makeLabel } from './shipping-label.ts';
import type {
  Address,
  LineItem,
  Order,
  OrderAddress,
  OrderHolds,
  Shipment,
  User,
} from './types.ts';
import { encodeId } from './types.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const OPERATOR_HOLD_REASONS = [
  'Customer asked to wait for a second item',
  'Checking the gift message with the customer',
  'Waiting for the customer to confirm the address',
  'Held for a combined shipment',
];
const CANCEL_REASONS = ['Customer request', 'Payment declined', 'Duplicate order', 'Out of stock'];

export function noHolds(): OrderHolds {
  return {
    fraud_hold: false,
    address_hold: false,
    shipping_method_hold: false,
    operator_hold: false,
    payment_hold: false,
    client_hold: false,
  };
}

export function hasHold(holds: OrderHolds): boolean {
  return Object.values(holds).some((held) => held);
}

export function shipmentAddress(address: OrderAddress): Address {
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ');
  return {
    name: name === '' ? null : name,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    state: address.state_code ?? address.state,
    country: address.country_code ?? address.country,
    zip: address.zip,
    phone: address.phone,
  };
}

interface Seeding {
  rng: Random;
  ids: LegacyIds;
  staff: readonly User[];
  now: number;
}

function note(s: Seeding, order: Order, author: HistoryAuthor, text: string, ms: number): void {
  const at = Math.min(ms, s.now);
  order.order_history.push(
    historyEntry(order, s.ids.next('OrderHistory'), author, text, fastIsoDateTime(at)),
  );
}

function staffMember(s: Seeding): HistoryAuthor {
  return s.staff.length > 0 ? s.rng.pick(s.staff) : { service: 'Floor team' };
}

function ms(isoDateTime: string): number {
  return Date.parse(`${isoDateTime}Z`);
}

function placeHolds(s: Seeding, order: Order, orderMs: number): void {
  const { rng } = s;
  if (order.fulfillment_status === 'on-hold') {
    order.holds.operator_hold = true;
    note(
      s,
      order,
      staffMember(s),
      `${HOLD_LABELS.operator_hold} placed: ${rng.pick(OPERATOR_HOLD_REASONS)}`,
      orderMs + rng.int(5, 90) * MINUTE_MS,
    );
    return;
  }
  if (order.fulfillment_status !== 'pending') return;
  const roll = rng.next();
  if (roll < 0.03) {
    order.holds.address_hold = true;
    note(
      s,
      order,
      { service: 'Address validation' },
      `${HOLD_LABELS.address_hold} placed: the street address could not be verified`,
      orderMs + MINUTE_MS,
    );
  } else if (roll < 0.05) {
    order.holds.payment_hold = true;
    note(
      s,
      order,
      { service: 'Payments' },
      `${HOLD_LABELS.payment_hold} placed: payment not yet captured`,
      orderMs + MINUTE_MS,
    );
  } else if (roll < 0.06) {
    order.holds.fraud_hold = true;
    note(
      s,
      order,
      { service: 'Fraud screening' },
      `${HOLD_LABELS.fraud_hold} placed: high fraud risk score`,
      orderMs + MINUTE_MS,
    );
  }
}

/** A few open orders wait for stock: their first line is backordered rather than allocated. */
function backorder(s: Seeding, order: Order, orderMs: number): void {
  if (order.fulfillment_status !== 'pending' || hasHold(order.holds)) return;
  if (!s.rng.chance(0.05)) return;
  const [first] = order.line_items;
  if (!first) return;
  first.backorder_quantity = first.quantity;
  first.quantity_allocated = 0;
  note(
    s,
    order,
    { service: 'Allocation' },
    `${first.sku} backordered: ${first.quantity} not in stock`,
    orderMs + MINUTE_MS,
  );
}

function shipmentFor(
  s: Seeding,
  order: Order,
  items: readonly LineItem[],
  shippedMs: number,
): Shipment {
  const { rng, ids } = s;
  const legacyId = ids.next('Shipment');
  const shipmentId = encodeId('Shipment', legacyId);
  const address = shipmentAddress(order.shipping_address);
  const delivered = shippedMs + 2 * DAY_MS < s.now && rng.chance(0.9);
  const packages = items.length > 2 && rng.chance(0.3) ? 2 : 1;
  const warehouseId = items[0]?.warehouse_id ?? null;
  const labels = Array.from({ length: packages }, (_, index) =>
    makeLabel(rng, ids, {
      order,
      shipmentId,
      warehouseId,
      packageNumber: index + 1,
      delivered,
      createdMs: shippedMs,
      address,
    }),
  );
  const firstLabelId = labels[0]?.id ?? '';
  return {
    id: shipmentId,
    legacy_id: legacyId,
    order_id: order.id,
    user_id: null,
    warehouse_id: warehouseId,
    address,
    profile: order.profile,
    picked_up: true,
    delivered,
    completed: true,
    dropshipment: false,
    created_date: fastIsoDateTime(shippedMs),
    total_packages: packages,
    line_items: makeShipmentLines(ids, order, items, shipmentId, firstLabelId),
    shipping_labels: labels,
  };
}

/** Fulfilled orders ship in one shipment, or two when a larger order was split. */
function ship(s: Seeding, order: Order): void {
  if (order.fulfillment_status !== 'fulfilled') return;
  const fulfilledMs = ms(order.updated_at);
  const items = order.line_items;
  const split =
    items.length >= 3 && s.rng.chance(0.25) ? Math.ceil(items.length / 2) : items.length;
  const groups = [items.slice(0, split), items.slice(split)].filter((group) => group.length > 0);
  groups.forEach((group, index) => {
    const shippedMs = fulfilledMs - (groups.length - index) * 20 * MINUTE_MS;
    const shipment = shipmentFor(s, order, group, shippedMs);
    order.shipments.push(shipment);
    const label = shipment.shipping_labels[0];
    note(
      s,
      order,
      { service: 'Packing station' },
      `Shipped ${shipment.total_packages === 1 ? '1 package' : `${shipment.total_packages} packages`} with ${label?.shipping_name ?? 'carrier'}, tracking ${label?.tracking_number ?? '—'}`,
      shippedMs,
    );
  });
  note(
    s,
    order,
    { service: 'Packing station' },
    'Status changed from pending to fulfilled',
    fulfilledMs,
  );
  for (const shipment of order.shipments) {
    if (!shipment.delivered) continue;
    note(
      s,
      order,
      { service: shipment.shipping_labels[0]?.carrier ?? 'Carrier' },
      'Delivered',
      ms(shipment.created_date) + s.rng.int(2, 5) * DAY_MS,
    );
  }
}

function closeOtherStatuses(s: Seeding, order: Order): void {
  const status = order.fulfillment_status;
  if (status === 'pending' || status === 'fulfilled' || status === 'on-hold') return;
  const reason = status === 'canceled' ? `: ${s.rng.pick(CANCEL_REASONS)}` : '';
  note(
    s,
    order,
    staffMember(s),
    `Status changed from pending to ${status}${reason}`,
    ms(order.updated_at),
  );
}

/** Fills in holds, backorders, shipments, returns and history for orders seeded without them. */
export function seedFulfillment(
  rng: Random,
  ids: LegacyIds,
  orders: readonly Order[],
  users: readonly User[],
  now: number,
): void {
  const s: Seeding = { rng, ids, staff: users.filter((user) => user.kind !== 'developer'), now };
  for (const order of orders) {
    const orderMs = ms(order.order_date);
    note(
      s,
      order,
      { service: `${order.shop_name} import` },
      `Order ${order.order_number} received from ${order.shop_name}`,
      orderMs,
    );
    placeHolds(s, order, orderMs);
    backorder(s, order, orderMs);
    ship(s, order);
    seedDeliveredReturn(
      {
        rng,
        ids,
        now,
        staffMember: () => staffMember(s),
        note: (author, text, at) => note(s, order, author, text, at),
      },
      order,
    );
    closeOtherStatuses(s, order);
    order.order_history.sort((a, b) =>
      a.created_at < b.created_at
        ? -1
        : a.created_at > b.created_at
          ? 1
          : a.legacy_id - b.legacy_id,
    );
  }
}
