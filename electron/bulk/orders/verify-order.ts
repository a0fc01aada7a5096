/**
 * Did an order change whose reply was lost happen? Read the order back before anything is sent
 * again.
 *
 * - A status, a hold or a tag is a "set" or "add": the order either is in the state the row asks
 *   for or is not. Reading the order (one slot of `OrdersByNumbers`, 2 credits) answers applied
 *   or not found; sending such a change again cannot apply it twice, since setting a status the
 *   order has, placing a hold it is on or adding a tag it carries changes nothing.
 * - A hold placed goes with a note carrying the tag: an order not on that hold is looked for in
 *   its timeline too, since a note found means the request ran (the note is not added twice).
 * - A note is added every time it is sent, so it is looked for in the order's timeline by the tag
 *   its text carries (run/import-tag.ts), newest first (run/search-pages.ts). A timeline that
 *   cannot be read to the end means unknown, and the note is never sent blindly.
 *
 * Whether "not found" may count as "not applied" yet is the run's settle rule (run/import-run.ts).
 */
import type { HoldKey } from '../../../shared/orders/holds.ts';
import type { Execute } from '../execute.ts';
import type { Verified } from '../run/import-run.ts';
import { carriesTag, importTag } from '../run/import-tag.ts';
import { historyPages, searchHistory } from '../run/search-pages.ts';
import { lookUpOrders, type OrderFact } from './order-facts.ts';
import type { PlannedOrderChange } from './order-plan.ts';

/**
 * A hold reads as applied only from a reply that says it: no `holds` in the reply (or no value
 * for that hold) is unknown, never "not on hold".
 */
function holdIs(order: OrderFact, hold: HoldKey, on: boolean): Verified {
  const value = order.holds?.[hold];
  if (typeof value !== 'boolean') return 'unknown';
  return value === on ? 'yes' : 'no';
}

function isApplied(row: PlannedOrderChange, order: OrderFact): Verified {
  switch (row.change) {
    case 'status':
      return order.status === row.status ? 'yes' : 'no';
    case 'place-hold':
      return holdIs(order, row.hold, true);
    case 'clear-hold':
      return holdIs(order, row.hold, false);
    case 'tag':
      return order.tags.includes(row.tag) ? 'yes' : 'no';
    case 'note':
      return 'no';
  }
}

async function verifyState(execute: Execute, row: PlannedOrderChange): Promise<Verified> {
  const lookup = await lookUpOrders(execute, [row.orderNumber]);
  if (!lookup.ok) return 'unknown';
  const fact = lookup.found.get(row.orderNumber);
  // The order is named by id in the plan: a number now on another order proves nothing.
  if (fact?.kind !== 'one' || fact.order.id !== row.orderId) return 'unknown';
  return isApplied(row, fact.order);
}

async function verifyNote(execute: Execute, row: PlannedOrderChange, runId: string) {
  const tag = importTag(runId, row.line);
  return searchHistory(
    historyPages<{ readonly information?: unknown } | undefined>(
      execute,
      'OrderTimeline',
      { orderId: row.orderId },
      'order_history',
    ),
    (node) => carriesTag(node?.information, tag),
  );
}

export async function verifyOrderChange(
  execute: Execute,
  row: PlannedOrderChange,
  runId: string,
): Promise<Verified> {
  if (row.change === 'note') return verifyNote(execute, row, runId);
  const state = await verifyState(execute, row);
  // A hold goes with a tagged note in the same request: an order off hold whose timeline holds
  // the note was sent to (the hold refused, or cleared since), and is not sent again.
  if (state === 'no' && row.change === 'place-hold') return verifyNote(execute, row, runId);
  return state;
}
