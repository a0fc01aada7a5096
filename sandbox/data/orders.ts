/**
 * An account's orders over the last ~90 days: repeat customers, 1–6 line items of the account's
 * own products, statuses with line items to match, and totals computed in integer cents.
 */

import { fastIsoDateTime } from './dates.ts';
import { noHolds } from './fulfillment.ts';
import type { LegacyIds } from './ids.ts';
import { formatCents, parseCents, percentOfCents } from './money.ts';
import {
  CITIES,
  FREE_SHIPPING,
  GIFT_NOTES,
  ORDER_TAGS,
  PACKING_NOTES,
  SALES_TAX_BASIS_POINTS,
  PAID_SHIPPING,
} from './names.ts';
import type { Customer } from './people.ts';
import { orderAddress, randomCustomer, streetAddress, zipCode } from './people.ts';
import type { AccountProfile } from './profiles.ts';
import type { Random } from './random.ts';
import type { LineItem, Order, Product, WarehouseProduct } from './types.ts';
import { encodeId } from './types.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const ORDER_WINDOW_MS = 90 * DAY_MS;
/** Free shipping from $75. */
const FREE_SHIPPING_CENTS = 7500;
/** Most orders hold one or two lines; a few up to six. */
const LINE_COUNTS = [1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 4, 5, 6];
/** Shoppers mostly buy one of a thing. */
const RETAIL_QUANTITIES = [1, 1, 1, 1, 1, 1, 1, 2, 2, 3];
/** Below this many orders, not every status is guaranteed to appear. */
const ALL_STATUSES_FROM = 10;

function orderStatuses(profile: AccountProfile): string[] {
  return ['pending', 'fulfilled', 'canceled', ...profile.customStatuses];
}

/** Pending is the largest share, as in a busy shop's open queue. */
function statusWeights(profile: AccountProfile): Record<string, number> {
  const weights: Record<string, number> = { pending: 55, fulfilled: 30, canceled: 6 };
  for (const status of profile.customStatuses) {
    weights[status] = 9 / profile.customStatuses.length;
  }
  return weights;
}

function pickStatuses(rng: Random, profile: AccountProfile, count: number): string[] {
  const weights = statusWeights(profile);
  const statuses = Array.from({ length: count }, () => rng.weighted(weights));
  if (count < ALL_STATUSES_FROM) return statuses;
  const tally = new Map<string, number>();
  for (const status of statuses) tally.set(status, (tally.get(status) ?? 0) + 1);
  // Small samples can miss a rare status: hand it to an order whose status has others.
  for (const wanted of orderStatuses(profile)) {
    if ((tally.get(wanted) ?? 0) > 0) continue;
    const start = rng.int(0, count - 1);
    for (let offset = 0; offset < count; offset++) {
      const index = (start + offset) % count;
      const current = statuses[index] ?? '';
      const seen = tally.get(current) ?? 0;
      if (seen > 1) {
        tally.set(current, seen - 1);
        tally.set(wanted, 1);
        statuses[index] = wanted;
        break;
      }
    }
  }
  return statuses;
}

function orderDates(rng: Random, count: number, now: number): number[] {
  const dates = Array.from(
    { length: count },
    () => Math.floor((now - rng.next() * ORDER_WINDOW_MS) / 1000) * 1000,
  );
  return dates.sort((a, b) => a - b);
}

function pickProducts(rng: Random, products: readonly Product[], count: number): Product[] {
  const chosen = new Map<string, Product>();
  const wanted = Math.min(count, products.length);
  while (chosen.size < wanted) {
    const product = rng.pick(products);
    chosen.set(product.sku, product);
  }
  return [...chosen.values()];
}

function discountCents(rng: Random, subtotal: number): number {
  if (!rng.chance(0.22)) return 0;
  const discount = rng.chance(0.6)
    ? percentOfCents(subtotal, rng.pick([1000, 1500, 2000]))
    : rng.pick([500, 1000]);
  return Math.min(discount, subtotal);
}

function billingFor(rng: Random, customer: Customer): Customer {
  if (rng.chance(0.88)) return customer;
  const city = rng.pick(CITIES);
  return {
    ...customer,
    address1: streetAddress(rng),
    address2: null,
    city,
    zip: zipCode(rng, city),
  };
}

/** A business tax id, for wholesale buyers buying for resale. */
function taxId(rng: Random): string {
  return `${rng.int(10, 99)}-${rng.int(1_000_000, 9_999_999)}`;
}

/** When an order last changed: fulfilled ones a few days on, open ones soon after arriving. */
function updatedAt(rng: Random, status: string, orderMs: number, now: number): number {
  const byMs =
    status === 'pending'
      ? rng.next() * 30 * MINUTE_MS
      : status === 'fulfilled'
        ? 4 * HOUR_MS + rng.next() * 3 * DAY_MS
        : 10 * MINUTE_MS + rng.next() * 2 * DAY_MS;
  return Math.min(orderMs + Math.floor(byMs / 1000) * 1000, Math.floor(now / 1000) * 1000);
}

interface OrderContext {
  orderId: string;
  status: string;
  wholesale: boolean;
  orderMs: number;
  updatedMs: number;
  partnerBase: number;
}

/** Line statuses follow the order's: custom statuses are still open (pending) lines. */
function lineItem(
  rng: Random,
  ids: LegacyIds,
  order: OrderContext,
  product: Product,
  stockBySku: ReadonlyMap<string, readonly WarehouseProduct[]>,
): LineItem {
  const { status } = order;
  const quantity = order.wholesale ? rng.int(6, 48) : rng.pick(RETAIL_QUANTITIES);
  const open = status !== 'fulfilled' && status !== 'canceled';
  const backordered = status === 'backordered';
  const legacyId = ids.next('LineItem');
  return {
    id: encodeId('LineItem', legacyId),
    legacy_id: legacyId,
    order_id: order.orderId,
    sku: product.sku,
    product_name: product.name,
    partner_line_item_id: String(order.partnerBase * 10 + legacyId),
    quantity,
    price: product.price,
    subtotal: formatCents(parseCents(product.price) * quantity),
    fulfillment_status: open ? 'pending' : status,
    quantity_pending_fulfillment: open ? quantity : 0,
    quantity_shipped: status === 'fulfilled' ? quantity : 0,
    quantity_allocated: open && !backordered ? quantity : 0,
    backorder_quantity: backordered ? quantity : 0,
    warehouse_id: stockBySku.get(product.sku)?.[0]?.warehouse_id ?? null,
    barcode: product.barcode,
    created_at: fastIsoDateTime(order.orderMs),
    updated_at: fastIsoDateTime(order.updatedMs),
  };
}

export function seedOrders(
  rng: Random,
  ids: LegacyIds,
  profile: AccountProfile,
  accountId: string,
  count: number,
  products: readonly Product[],
  stockBySku: ReadonlyMap<string, readonly WarehouseProduct[]>,
  now: number,
): Order[] {
  if (count > 0 && products.length === 0) {
    throw new RangeError('orders need at least one product to reference');
  }
  // Fewer customers than orders, so some people order again.
  const customers = Array.from({ length: Math.max(1, Math.ceil(count * 0.75)) }, () =>
    randomCustomer(rng),
  );
  const statuses = pickStatuses(rng, profile, count);
  const dates = orderDates(rng, count, now);
  const partnerBase = rng.int(5_100_000, 5_900_000) * 1_000_000;

  return dates.map((orderMs, index): Order => {
    const status = statuses[index] ?? 'pending';
    const customer = rng.pick(customers);
    const shop = rng.weighted(profile.shops);
    const wholesale = shop.includes('Wholesale');
    const legacyId = ids.next('Order');
    const context: OrderContext = {
      orderId: encodeId('Order', legacyId),
      status,
      wholesale,
      orderMs,
      updatedMs: updatedAt(rng, status, orderMs, now),
      partnerBase,
    };
    const lineItems = pickProducts(rng, products, rng.pick(LINE_COUNTS)).map((product) =>
      lineItem(rng, ids, context, product, stockBySku),
    );

    const subtotal = lineItems.reduce((sum, item) => sum + parseCents(item.subtotal), 0);
    const discounts = discountCents(rng, subtotal);
    // Wholesale buyers buy for resale: tax-exempt, with a tax id on file.
    const taxRate = wholesale ? 0 : (SALES_TAX_BASIS_POINTS[customer.city.stateCode] ?? 0);
    const tax = percentOfCents(subtotal - discounts, taxRate);
    const shipping = subtotal >= FREE_SHIPPING_CENTS ? FREE_SHIPPING : rng.pick(PAID_SHIPPING);
    const gift = rng.chance(0.06);
    const tags = [
      ...(wholesale ? ['wholesale'] : []),
      ...(gift ? ['gift'] : []),
      ...(rng.chance(0.12) ? [rng.pick(ORDER_TAGS)] : []),
    ];

    return {
      id: context.orderId,
      legacy_id: legacyId,
      account_id: accountId,
      order_number: `#${profile.firstOrderNumber + index}`,
      partner_order_id: String(partnerBase + index * 7 + rng.int(0, 6)),
      shop_name: shop,
      fulfillment_status: status,
      order_date: fastIsoDateTime(orderMs),
      updated_at: fastIsoDateTime(context.updatedMs),
      required_ship_date: status === 'canceled' ? null : fastIsoDateTime(orderMs + 2 * DAY_MS),
      total_tax: formatCents(tax),
      subtotal: formatCents(subtotal),
      total_discounts: formatCents(discounts),
      // As the service's own orders: what the customer paid, shipping included.
      total_price: formatCents(subtotal - discounts + tax + shipping.priceCents),
      currency: 'USD',
      email: customer.email,
      tax_id: wholesale ? taxId(rng) : null,
      profile: 'default',
      packing_note: rng.chance(0.05) ? rng.pick(PACKING_NOTES) : null,
      gift_note: gift ? rng.pick(GIFT_NOTES) : null,
      tags,
      shipping_lines: {
        title: shipping.title,
        carrier: shipping.carrier,
        method: shipping.method,
        price: formatCents(shipping.priceCents),
      },
      shipping_address: orderAddress(customer),
      billing_address: orderAddress(billingFor(rng, customer)),
      line_items: lineItems,
      // Filled in by seedFulfillment, from its own random stream.
      holds: noHolds(),
      shipments: [],
      returns: [],
      order_history: [],
    };
  });
}
