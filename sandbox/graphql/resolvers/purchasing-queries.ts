/**
 * `vendors`, `purchase_orders` and `purchase_order`. The list's filters combine with AND, as the
 * orders' do: `sku` matches a PO with a line of that SKU, `warehouse_id`, `fulfillment_status`
 * (exactly; statuses are free words) and `customer_account_id` match the PO's own fields, and the
 * three date pairs compare instants (date-range.ts), both ends inclusive. `date_closed_*` never
 * matches an open PO (it has no closing date).
 */
import type { PurchaseOrder } from '../../data/types.ts';
import { optionalString } from '../args.ts';
import { wrapper, type Args, type RequestContext, type RootResolver } from '../context.ts';
import { badArgument, notFound } from '../errors.ts';
import { connectionRoot } from './connection-root.ts';
import { dateTimeRange, type DateTest } from './date-range.ts';
import { PURCHASE_ORDER_SORT, VENDOR_SORT } from './sort-attributes.ts';

export const PURCHASE_ORDER_FILTERS = [
  'sku',
  'warehouse_id',
  'created_from',
  'created_to',
  'po_date_from',
  'po_date_to',
  'customer_account_id',
  'date_closed_from',
  'date_closed_to',
  'fulfillment_status',
];

/** A range test for a value that may be absent: absent matches only when no range is given. */
function optionalDate(args: Args, from: string, to: string): (value: string | null) => boolean {
  const test: DateTest = dateTimeRange(args, from, to);
  const given = optionalString(args, from) !== undefined || optionalString(args, to) !== undefined;
  return (value) => (value === null ? !given : test(value));
}

export function filterPurchaseOrders(
  orders: readonly PurchaseOrder[],
  args: Args,
): readonly PurchaseOrder[] {
  const text = (name: string): string | undefined => optionalString(args, name);
  const sku = text('sku');
  const warehouse = text('warehouse_id');
  const status = text('fulfillment_status');
  const customer = text('customer_account_id');
  const created = dateTimeRange(args, 'created_from', 'created_to');
  const poDate = optionalDate(args, 'po_date_from', 'po_date_to');
  const closed = optionalDate(args, 'date_closed_from', 'date_closed_to');
  return orders.filter(
    (po) =>
      (sku === undefined || po.line_items.some((line) => line.sku === sku)) &&
      (warehouse === undefined || po.warehouse_id === warehouse) &&
      (status === undefined || po.fulfillment_status === status) &&
      (customer === undefined || po.account_id === customer) &&
      created(po.created_at) &&
      poDate(po.po_date) &&
      closed(po.date_closed),
  );
}

/** Ids are opaque, but a malformed one is a bad argument (code 3), an unknown one not found (5). */
function checkPurchaseOrderId(id: string): void {
  const decoded = Buffer.from(id, 'base64').toString('utf8');
  if (!/^PurchaseOrder:\d+$/.test(decoded)) throw badArgument(`Invalid PurchaseOrder id "${id}"`);
}

/** The PO an `id` or `po_number` names, for the query and the mutations alike. */
export function findPurchaseOrder(
  context: RequestContext,
  by: { id?: string; po_number?: string },
): PurchaseOrder {
  const { id, po_number: number } = by;
  if (id !== undefined) checkPurchaseOrderId(id);
  const found = context.account.purchaseOrders.find((po) =>
    id !== undefined ? po.id === id : po.po_number === number,
  );
  if (!found) throw notFound('Purchase order not found');
  return found;
}

export const purchasingQueryResolvers: Readonly<Record<string, RootResolver>> = {
  vendors: connectionRoot(
    'vendors',
    [],
    (context) => context.account.vendors,
    (vendors) => vendors,
    VENDOR_SORT,
  ),

  purchase_orders: connectionRoot(
    'purchase_orders',
    PURCHASE_ORDER_FILTERS,
    (context) => context.account.purchaseOrders,
    filterPurchaseOrders,
    PURCHASE_ORDER_SORT,
  ),

  purchase_order: (args, context, info) => {
    const id = optionalString(args, 'id');
    const number = optionalString(args, 'po_number');
    if (id === undefined && number === undefined) throw badArgument('Give "id" or "po_number"');
    const po = findPurchaseOrder(context, id !== undefined ? { id } : { po_number: number });
    return wrapper(context, info, po);
  },
};
