/**
 * Did an order change whose reply was lost happen? Read the order back before anything is sent
 * again.
 *
 * - A status, a hold or a tag is a "set" or "add": the order either is in the state the row asks
 *   for or is not. Reading the order (one slot of `OrdersByNumbers`, 2 credits) answers applied
 *   or not found; sending such a change again cannot apply it twice, since setting a status the
 *   order has, placing a hold it is on or adding a tag it carries changes nothing.
 * - A note is added every time it is sent, so it is looked for in the order's timeline by the tag
 *   its text carries (run/import-tag.ts), newest first (run/search-pages.ts). A timeline that
 *   cannot be read to the end means unknown, and the note is never sent blindly.
 *
 * Whether "not found" may count as "not applied" yet is the run's settle rule (run/import-run.ts).
 */
import type { Execute } from '../execute.ts';
import type { Verified } from '../run/import-run.ts';
import { carriesTag, importTag } from '../run/import-tag.ts';
import { historyPages, searchHistory } from '../run/search-pages.ts';
import { lookUpOrders, type OrderFact } from './order-facts.ts';
import type { PlannedOrderChange } from './order-plan.ts';

function isApplied(row: PlannedOrderChange, order: OrderFact): boolean {
  switch (row.change) {
    case 'status':
      return order.status === row.status;
    case 'place-hold':
      return order.holds[row.hold] === true;
    case 'clear-hold':
      return order.holds[row.hold] !== true;
    case 'tag':
      return order.tags.includes(row.tag);
    case 'note':
      return false;
  }
}

async function verifyState(execute: Execute, row: PlannedOrderChange): Promise<Verified> {
  const lookup = await lookUpOrders(execute, [row.orderNumber]);
  if (!lookup.ok) return 'unknown';
  const fact = lookup.found.get(row.orderNumber);
  // The order is named by id in the plan: a number now on another order proves nothing.
  if (fact?.kind !== 'one' || fact.order.id !== row.orderId) return 'unknown';
  return isApplied(row, fact.order) ? 'yes' : 'no';
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

export function verifyOrderChange(
  execute: Execute,
  row: PlannedOrderChange,
  runId: string,
): Promise<Verified> {
  return row.change === 'note' ? verifyNote(execute, row, runId) : verifyState(execute, row);
}
