/**
 * Order mutations: fulfillment status and cancellation, holds, history notes and tags (added,
 * replaced, cleared). Every change made through them appends an order history entry naming the
 * user and carrying the reason or note text, as the service's own history shows; a call that
 * changes nothing writes nothing.
 */
import { HOLD_LABELS, HOLD_NAMES, historyEntry } from '../../data/history.ts';
import { isoDateTime, type Order } from '../../data/types.ts';
import { isArgs, mutationInput, optionalBoolean, optionalString, requiredString } from '../args.ts';
import type { Args, RequestContext, RootResolver } from '../context.ts';
import { badArgument, notFound } from '../errors.ts';
import { nextLegacyId, result } from './mutation-support.ts';
import { letGoOfStock } from './order-stock.ts';
import { MAX_NOTE_LENGTH, MAX_TAG_LENGTH } from '../../../shared/orders/text-limits.ts';

function orderFor(context: RequestContext, input: Args): Order {
  const order = context.account.ordersById.get(requiredString(input, 'order_id'));
  if (!order) throw notFound('Order not found');
  return order;
}

function checkLength(name: string, text: string, max: number): string {
  if (text.length > max) throw badArgument(`"${name}" is longer than ${max} characters`);
  return text;
}

/** Appends one history entry by the request's user and marks the order changed. */
function record(context: RequestContext, order: Order, information: string): void {
  const { account, principal } = context;
  const now = isoDateTime(context.now);
  order.order_history.push(
    historyEntry(order, nextLegacyId(account, 'OrderHistory'), principal.user, information, now),
  );
  order.updated_at = now;
  account.version++;
}

const CANCELED_STATUSES: readonly string[] = ['canceled', 'cancelled'];

/** The note a status change writes: the change, the reason, and stock taken off the shelf. */
function statusNote(previous: string, status: string, reason: string, removed: number): string {
  const why = reason === '' ? '' : `: ${reason}`;
  const stock = removed > 0 ? `; ${removed} allocated units removed from inventory` : '';
  return `Status changed from ${previous} to ${status}${why}${stock}`;
}

/**
 * Sets the status. A cancellation lets go of the order's stock (order-stock.ts): released to
 * available, or removed from inventory with `remove_inventory`, which means nothing otherwise
 * (the schema's description: "if the order is being cancelled").
 */
function changeStatus(
  context: RequestContext,
  order: Order,
  status: string,
  reason: string,
  removeInventory: boolean,
): Order {
  const previous = order.fulfillment_status;
  if (status === previous) return order;
  order.fulfillment_status = status;
  // An order canceled once already let go of its stock; a second spelling changes nothing more.
  const letGo =
    CANCELED_STATUSES.includes(status) && !CANCELED_STATUSES.includes(previous)
      ? letGoOfStock(context, order, removeInventory)
      : { released: 0, removed: 0 };
  // Terminal statuses carry over to the line items, as the service's own views show them.
  if (status === 'fulfilled' || CANCELED_STATUSES.includes(status)) {
    const now = isoDateTime(context.now);
    for (const item of order.line_items) {
      item.fulfillment_status = status;
      item.quantity_pending_fulfillment = 0;
      if (status === 'fulfilled') item.quantity_shipped = item.quantity;
      item.updated_at = now;
    }
  }
  record(context, order, statusNote(previous, status, reason, letGo.removed));
  return order;
}

function reasonOf(input: Args): string {
  return checkLength('reason', optionalString(input, 'reason')?.trim() ?? '', MAX_NOTE_LENGTH);
}

function updateFulfillmentStatus(context: RequestContext, input: Args): Order {
  const order = orderFor(context, input);
  const status = requiredString(input, 'fulfillment_status').trim();
  if (status === '') throw badArgument('"fulfillment_status" must not be empty');
  const reason = reasonOf(input);
  const removeInventory = optionalBoolean(input, 'remove_inventory') ?? false;
  return changeStatus(context, order, status, reason, removeInventory);
}

/**
 * `order_cancel`: the order becomes `canceled` and its allocated stock is released (its input has
 * no `remove_inventory`). An order with shipments is canceled only with `force` (the schema's
 * description: even if it has labels and completed shipments). The sandbox has no sales platform,
 * so `void_on_platform` has nothing to void.
 */
function cancelOrder(context: RequestContext, input: Args): Order {
  const order = orderFor(context, input);
  const reason = reasonOf(input);
  if (order.shipments.length > 0 && optionalBoolean(input, 'force') !== true) {
    throw badArgument(
      `Order ${order.order_number} has shipments; send "force": true to cancel it anyway`,
    );
  }
  if (CANCELED_STATUSES.includes(order.fulfillment_status)) return order;
  return changeStatus(context, order, 'canceled', reason, false);
}

function updateHolds(context: RequestContext, input: Args): Order {
  const order = orderFor(context, input);
  const changes: string[] = [];
  for (const hold of HOLD_NAMES) {
    const wanted = optionalBoolean(input, hold);
    if (wanted === undefined || wanted === order.holds[hold]) continue;
    order.holds[hold] = wanted;
    changes.push(`${HOLD_LABELS[hold]} ${wanted ? 'placed' : 'cleared'}`);
  }
  if (changes.length > 0) record(context, order, changes.join('; '));
  return order;
}

function addHistoryEntry(context: RequestContext, input: Args): Order {
  const order = orderFor(context, input);
  const entry = input['history_entry'];
  if (!isArgs(entry)) throw badArgument('"history_entry" is required');
  const message = requiredString(entry, 'message').trim();
  if (message === '') throw badArgument('"history_entry.message" must not be empty');
  record(context, order, checkLength('history_entry.message', message, MAX_NOTE_LENGTH));
  return order;
}

function tagsOf(input: Args): string[] {
  const tags = input['tags'];
  if (!Array.isArray(tags)) throw badArgument('"tags" must be a list of strings');
  return tags.map((tag) => {
    if (typeof tag !== 'string' || tag.trim() === '') {
      throw badArgument('"tags" must not hold empty values');
    }
    return checkLength('tags', tag.trim(), MAX_TAG_LENGTH);
  });
}

function addTags(context: RequestContext, input: Args): Order {
  const order = orderFor(context, input);
  const added = [...new Set(tagsOf(input))].filter((tag) => !order.tags.includes(tag));
  if (added.length === 0) return order;
  order.tags.push(...added);
  record(context, order, `Tags added: ${added.join(', ')}`);
  return order;
}

/**
 * Replaces the order's tags with the list sent, in one step (an empty list clears them). The
 * history names what went and what came, so a replacement reads like the add and clear it stands
 * in for; a list equal to the current one changes nothing and writes nothing.
 */
function replaceTags(context: RequestContext, input: Args): Order {
  const order = orderFor(context, input);
  const wanted = [...new Set(tagsOf(input))];
  const removed = order.tags.filter((tag) => !wanted.includes(tag));
  const added = wanted.filter((tag) => !order.tags.includes(tag));
  const sameOrder =
    wanted.length === order.tags.length && wanted.every((t, i) => order.tags[i] === t);
  if (sameOrder) return order;
  order.tags.splice(0, order.tags.length, ...wanted);
  const changes = [
    ...(removed.length > 0 ? [`Tags removed: ${removed.join(', ')}`] : []),
    ...(added.length > 0 ? [`Tags added: ${added.join(', ')}`] : []),
  ];
  record(
    context,
    order,
    changes.length > 0 ? changes.join('; ') : `Tags reordered: ${wanted.join(', ')}`,
  );
  return order;
}

function clearTags(context: RequestContext, input: Args): Order {
  const order = orderFor(context, input);
  if (order.tags.length === 0) return order;
  const cleared = order.tags.splice(0);
  record(context, order, `Tags cleared: ${cleared.join(', ')}`);
  return order;
}

type OrderMutation = (context: RequestContext, input: Args) => Order;

function orderMutation(run: OrderMutation): RootResolver {
  return (args, context, info) => result(context, info, 'order', run(context, mutationInput(args)));
}

export const orderMutationResolvers: Readonly<Record<string, RootResolver>> = {
  order_update_fulfillment_status: orderMutation(updateFulfillmentStatus),
  order_cancel: orderMutation(cancelOrder),
  order_update_holds: orderMutation(updateHolds),
  order_add_history_entry: orderMutation(addHistoryEntry),
  order_update_tags: orderMutation(replaceTags),
  order_add_tags: orderMutation(addTags),
  order_clear_tags: orderMutation(clearTags),
};
