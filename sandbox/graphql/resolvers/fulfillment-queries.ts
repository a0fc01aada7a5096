/**
 * `shipments`, `returns` and `order_history`: the same records `Order.shipments`, `Order.returns`
 * and `Order.order_history` hold, as filtered connections. With `order_id` the source is that one
 * order (an unknown id matches nothing, as any other filter value would).
 */
import type { Order, OrderHistory, Return, Shipment } from '../../data/types.ts';
import { isVoidedLabel } from '../../data/label-status.ts';
import { optionalBoolean, optionalString } from '../args.ts';
import type { Args, RequestContext, RootResolver } from '../context.ts';
import { connectionRoot } from './connection-root.ts';
import { dateTimeRange, dayRange } from './date-range.ts';
import { ORDER_HISTORY_SORT, RETURN_SORT, SHIPMENT_SORT } from './sort-attributes.ts';

function ordersOf(context: RequestContext, args: Args): readonly Order[] {
  const orderId = optionalString(args, 'order_id');
  if (orderId === undefined) return context.account.orders;
  const order = context.account.ordersById.get(orderId);
  return order ? [order] : [];
}

const SHIPMENT_FILTERS = [
  'order_id',
  'date_from',
  'date_to',
  'order_date_from',
  'order_date_to',
  'tracking_number',
  'alternate_tracking_id',
  'voided',
];

/**
 * `voided: true` keeps shipments with a voided label (one printed again keeps both labels),
 * `voided: false` those without one; left out, both.
 */
function hasVoidedLabel(shipment: Shipment): boolean {
  return shipment.shipping_labels.some(isVoidedLabel);
}

function filterShipments(context: RequestContext, args: Args): readonly Shipment[] {
  const text = (name: string): string | undefined => optionalString(args, name);
  const tracking = text('tracking_number');
  const voided = optionalBoolean(args, 'voided');
  const orderDate = dateTimeRange(args, 'order_date_from', 'order_date_to');
  const created = dateTimeRange(args, 'date_from', 'date_to');
  return ordersOf(context, args).flatMap((order) =>
    orderDate(order.order_date)
      ? order.shipments.filter(
          (s) =>
            created(s.created_date) &&
            (tracking === undefined ||
              s.shipping_labels.some((label) => label.tracking_number === tracking)) &&
            (voided === undefined || hasVoidedLabel(s) === voided) &&
            text('alternate_tracking_id') === undefined,
        )
      : [],
  );
}

const RETURN_FILTERS = ['order_id', 'warehouse_id', 'date_from', 'date_to', 'customer_account_id'];

/**
 * `date_from`/`date_to` bound `created_at`; `warehouse_id` matches a return with any line going
 * back to that warehouse; `customer_account_id` (a 3PL's customer) matches the return's account.
 */
function filterReturns(context: RequestContext, args: Args): readonly Return[] {
  const text = (name: string): string | undefined => optionalString(args, name);
  const warehouse = text('warehouse_id');
  const customer = text('customer_account_id');
  const created = dateTimeRange(args, 'date_from', 'date_to');
  return ordersOf(context, args).flatMap((order) =>
    order.returns.filter(
      (r) =>
        created(r.created_at) &&
        (customer === undefined || r.account_id === customer) &&
        (warehouse === undefined || r.line_items.some((li) => li.warehouse_id === warehouse)),
    ),
  );
}

const HISTORY_FILTERS = ['order_id', 'user_id', 'order_number', 'username', 'date_from', 'date_to'];

/** `date_from` and `date_to` are whole days (`Date`), both inclusive. */
function filterHistory(context: RequestContext, args: Args): readonly OrderHistory[] {
  const text = (name: string): string | undefined => optionalString(args, name);
  const orderNumber = text('order_number');
  const created = dayRange(args, 'date_from', 'date_to');
  const orders =
    orderNumber === undefined
      ? ordersOf(context, args)
      : ordersOf(context, args).filter((o) => o.order_number === orderNumber);
  return orders.flatMap((order) =>
    order.order_history.filter(
      (h) =>
        (text('user_id') === undefined || h.user_id === text('user_id')) &&
        (text('username') === undefined || h.username === text('username')) &&
        created(h.created_at),
    ),
  );
}

/** The filters do the work here: each source is already narrowed by `order_id`. */
const unfiltered = <T>(items: readonly T[]): readonly T[] => items;

export const fulfillmentQueryResolvers: Readonly<Record<string, RootResolver>> = {
  shipments: connectionRoot(
    'shipments',
    SHIPMENT_FILTERS,
    filterShipments,
    unfiltered,
    SHIPMENT_SORT,
  ),
  returns: connectionRoot('returns', RETURN_FILTERS, filterReturns, unfiltered, RETURN_SORT),
  order_history: connectionRoot(
    'order_history',
    HISTORY_FILTERS,
    filterHistory,
    unfiltered,
    ORDER_HISTORY_SORT,
  ),
};
