/**
 * Order mutations: fulfillment status, holds, history notes and tags (added, replaced, cleared). Every change made through
 * them appends an order history entry naming the user and carrying the reason or note text, as
 * the service's own history shows; a call that changes nothing writes nothing.
 */
import { HOLD_LABELS, HOLD_NAMES, historyEntry } from '../../data/history.ts';
import { isoDateTime, type Order } from '../../data/types.ts';
import { isArgs, mutationInput, optionalBoolean, optionalString, requiredString } from '../args.ts';
import type { Args, RequestContext, RootResolver } from '../context.ts';
import { badArgument, notFound } from '../errors.ts';
import { nextLegacyId, result } from './mutation-support.ts';
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

function updateFulfillmentStatus(context: RequestContext, input: Args): Order {
  const order = orderFor(context, input);
  const status = requiredString(input, 'fulfillment_status').trim();
  if (status === '') throw badArgument('"fulfillment_status" must not be empty');
  const reason = checkLength(
    'reason',
    optionalString(input, 'reason')?.trim() ?? '',
    MAX_NOTE_LENGTH,
  );
  const previous = order.fulfillment_status;
  if (status === previous) return order;
  order.fulfillment_status = status;
  // Terminal statuses carry over to the line items, as the service's own views show them.
  if (status === 'fulfilled' || status === 'canceled' || status === 'cancelled') {
    const now = isoDateTime(context.now);
    for (const item of order.line_items) {
      item.fulfillment_status = status;
      item.quantity_pending_fulfillment = 0;
      if (status === 'fulfilled') item.quantity_shipped = item.quantity;
      item.updated_at = now;
    }
  }
  record(
    context,
    order,
    `Status changed from ${previous} to ${status}${reason === '' ? '' : `: ${reason}`}`,
  );
  return order;
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
  order_update_holds: orderMutation(updateHolds),
  order_add_history_entry: orderMutation(addHistoryEntry),
  order_update_tags: orderMutation(replaceTags),
  order_add_tags: orderMutation(addTags),
  order_clear_tags: orderMutation(clearTags),
};
