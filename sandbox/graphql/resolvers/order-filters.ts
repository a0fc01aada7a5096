/**
 * The `orders` root field's filter arguments, as the service applies them: every given argument
 * must match (they combine with AND). Text arguments match exactly, except `email`, which matches
 * regardless of case as mail addresses do. `warehouse_id` and `allocated_warehouse_id` match an
 * order with a line item in (allocated to) that warehouse. The hold flags and `has_hold` /
 * `has_backorder` match `true` and `false` alike.
 */
import { hasHold } from '../../data/fulfillment.ts';
import type { Order, OrderHolds } from '../../data/types.ts';
import { optionalBoolean, optionalString } from '../args.ts';
import type { Args } from '../context.ts';
import { dateTimeRange } from './date-range.ts';

export const ORDER_FILTERS = [
  'shop_name',
  'partner_order_id',
  'order_number',
  'warehouse_id',
  'allocated_warehouse_id',
  'fulfillment_status',
  'sku',
  'email',
  'profile',
  'tag',
  'order_date_from',
  'order_date_to',
  'updated_from',
  'updated_to',
  'has_hold',
  'operator_hold',
  'address_hold',
  'payment_hold',
  'fraud_hold',
  'has_backorder',
];

type Test = (order: Order) => boolean;

const HOLD_ARGUMENTS = ['operator_hold', 'address_hold', 'payment_hold', 'fraud_hold'] as const;

function textTests(args: Args): Test[] {
  const tests: Test[] = [];
  const exact = (name: string, read: (order: Order) => string | null): void => {
    const wanted = optionalString(args, name);
    if (wanted !== undefined) tests.push((order) => read(order) === wanted);
  };
  exact('shop_name', (o) => o.shop_name);
  exact('partner_order_id', (o) => o.partner_order_id);
  exact('order_number', (o) => o.order_number);
  exact('fulfillment_status', (o) => o.fulfillment_status);
  exact('profile', (o) => o.profile);
  const email = optionalString(args, 'email')?.toLowerCase();
  if (email !== undefined) tests.push((o) => o.email.toLowerCase() === email);
  const sku = optionalString(args, 'sku');
  if (sku !== undefined) tests.push((o) => o.line_items.some((li) => li.sku === sku));
  const tag = optionalString(args, 'tag');
  if (tag !== undefined) tests.push((o) => o.tags.includes(tag));
  const warehouse = optionalString(args, 'warehouse_id');
  if (warehouse !== undefined) {
    tests.push((o) => o.line_items.some((li) => li.warehouse_id === warehouse));
  }
  const allocated = optionalString(args, 'allocated_warehouse_id');
  if (allocated !== undefined) {
    tests.push((o) =>
      o.line_items.some((li) => li.warehouse_id === allocated && li.quantity_allocated > 0),
    );
  }
  return tests;
}

function flagTests(args: Args): Test[] {
  const tests: Test[] = [];
  const flag = (name: string, read: (order: Order) => boolean): void => {
    const wanted = optionalBoolean(args, name);
    if (wanted !== undefined) tests.push((order) => read(order) === wanted);
  };
  flag('has_hold', (o) => hasHold(o.holds));
  for (const hold of HOLD_ARGUMENTS) {
    flag(hold, (o) => o.holds[hold satisfies keyof OrderHolds]);
  }
  flag('has_backorder', (o) => o.line_items.some((li) => li.backorder_quantity > 0));
  return tests;
}

function dateTests(args: Args): Test[] {
  const ordered = dateTimeRange(args, 'order_date_from', 'order_date_to');
  const updated = dateTimeRange(args, 'updated_from', 'updated_to');
  return [(o) => ordered(o.order_date), (o) => updated(o.updated_at)];
}

export function filterOrders(orders: readonly Order[], args: Args): readonly Order[] {
  const tests = [...textTests(args), ...flagTests(args), ...dateTests(args)];
  return orders.filter((order) => tests.every((test) => test(order)));
}
