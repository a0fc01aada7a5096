/**
 * An import's order changes, read back from the order (one slot of `OrdersByNumbers`, 2 credits,
 * by the number the import named it by; the plan names it by id too, and a number now on another
 * order proves nothing):
 *
 * - A status, a hold or a tag is a "set" or "add": the order either is in the state the change
 *   asks for or is not; sending it again cannot apply it twice.
 * - A hold placed goes with a note carrying the import's tag (PlaceOrderHold): an order not on
 *   that hold is looked for in its timeline too, since a note found means the request ran.
 * - A note is added every time it is sent, so it is looked for in the order's timeline by the tag
 *   its text carries (the sender's `carries`: an import's tag), newest first. A timeline that
 *   cannot be read to the end means unknown, and the note is never sent blindly.
 *
 * A read may come before the change is committed, so "not found" waits out the settle time.
 */
import type { OperationName } from '../../../shared/operations/catalogue.ts';
import { HOLD_NAMES, type HoldKey } from '../../../shared/orders/holds.ts';
import type { Applied, AppliedCheck, CheckRead, SentChange } from './applied.ts';
import { fieldsAt, stringField, type Fields } from './fields.ts';
import { historyPages, searchHistory } from './history-search.ts';
import { typedExecute } from '../execute.ts';
import { lookUpOrders, type OrderFact } from './orders-by-number.ts';

const isHoldKey = (key: string): key is HoldKey => key in HOLD_NAMES;

/** Each hold the change sets reads back as set; unknown when the reply says nothing of one. */
function holdsAre(order: OrderFact, wanted: Fields): Applied {
  const keys = Object.keys(wanted).filter((key) => key !== 'order_id');
  if (keys.length === 0) return 'unknown';
  let all = true;
  for (const key of keys) {
    const value = isHoldKey(key) ? order.holds?.[key] : undefined;
    if (typeof value !== 'boolean') return 'unknown';
    if (value !== wanted[key]) all = false;
  }
  return all ? 'yes' : 'no';
}

/** The order as the service has it now, or unknown. */
async function orderState(
  change: SentChange,
  orderId: string | null,
  read: CheckRead,
  isApplied: (order: OrderFact) => Applied,
): Promise<Applied> {
  if (change.orderNumber === undefined || orderId === null) return 'unknown';
  const lookup = await lookUpOrders(typedExecute(read), [change.orderNumber]);
  if (!lookup.ok) return 'unknown';
  const fact = lookup.value.get(change.orderNumber);
  if (fact?.kind !== 'one' || fact.order.id !== orderId) return 'unknown';
  return isApplied(fact.order);
}

/** The note sent, recognised in the order's timeline by the sender's tag (`change.carries`). */
function noteFound(change: SentChange, note: Fields | null, read: CheckRead): Promise<Applied> {
  const orderId = stringField(note, 'order_id');
  const carries = change.carries;
  if (orderId === null || carries === undefined) return Promise.resolve('unknown');
  const execute = typedExecute(read);
  return searchHistory(
    historyPages(
      (paging) => execute('OrderTimeline', { orderId, ...paging }),
      (data) => data.order_history?.data,
    ),
    (node) => carries(node.information),
  );
}

const afterSettle = (check: AppliedCheck['check']): AppliedCheck => ({
  proves: 'after-settle',
  check,
});

const STATUS_CHECK = afterSettle((change, read) => {
  const input = fieldsAt(change.variables, 'data');
  const status = stringField(input, 'fulfillment_status');
  // Without the status sent there is nothing to compare the order with.
  if (status === null) return Promise.resolve('unknown');
  return orderState(change, stringField(input, 'order_id'), read, (order) =>
    order.status === status ? 'yes' : 'no',
  );
});

const PLACE_HOLD_CHECK = afterSettle(async (change, read) => {
  const hold = fieldsAt(change.variables, 'hold');
  const state = hold
    ? await orderState(change, stringField(hold, 'order_id'), read, (order) =>
        holdsAre(order, hold),
      )
    : 'unknown';
  // The note goes in the same request: an order off hold whose timeline holds the note was sent
  // to (the hold refused, or cleared since), and is not sent again.
  return state === 'no' ? noteFound(change, fieldsAt(change.variables, 'note'), read) : state;
});

const CLEAR_HOLDS_CHECK = afterSettle((change, read) => {
  const input = fieldsAt(change.variables, 'data');
  return input
    ? orderState(change, stringField(input, 'order_id'), read, (order) => holdsAre(order, input))
    : Promise.resolve('unknown');
});

const ADD_TAGS_CHECK = afterSettle((change, read) => {
  const input = fieldsAt(change.variables, 'data');
  const tags = input?.['tags'];
  if (!Array.isArray(tags) || tags.length === 0) return Promise.resolve('unknown');
  return orderState(change, stringField(input, 'order_id'), read, (order) =>
    tags.every((tag) => typeof tag === 'string' && order.tags.includes(tag)) ? 'yes' : 'no',
  );
});

const ADD_NOTE_CHECK = afterSettle((change, read) =>
  noteFound(change, fieldsAt(change.variables, 'data'), read),
);

export const ORDER_CHANGE_CHECKS = {
  UpdateOrderFulfillmentStatus: STATUS_CHECK,
  PlaceOrderHold: PLACE_HOLD_CHECK,
  UpdateOrderHolds: CLEAR_HOLDS_CHECK,
  AddOrderTags: ADD_TAGS_CHECK,
  AddOrderNote: ADD_NOTE_CHECK,
} as const satisfies Partial<Record<OperationName, AppliedCheck>>;
