/**
 * Counting again for little: a recount reads only the orders changed since the last count's
 * mark (`updated_from`, inclusive, without the holds filter so that an order whose hold was
 * cleared is seen leaving), applies them to the orders that count kept, and tallies again. It
 * costs one credit per changed order plus three (the page and the new mark), where reading
 * every held order again cost one per order held.
 *
 * It falls back to a full count when it cannot be trusted or would not be cheaper: no basis
 * (the last count stopped at the limit, or had no mark), many changes, an order without an id,
 * a withheld list; and every `FULL_EVERY`-th time, to catch what a change mark cannot see (an
 * order the service removed, say).
 */
import { activeHolds, type Holds } from '../../shared/orders/holds.ts';
import { countedOrder, tally, type CountedOrder } from './counted-orders.ts';
import {
  COUNT_LIMIT,
  COUNT_PAGE_SIZE,
  countOrders,
  markOf,
  pageCredits,
  type CountBasis,
  type OrderCounts,
  type RunPage,
} from './order-counts.ts';

/** Small pages: a page's estimate is what the pacer holds back before the reply says less. */
export const RECOUNT_PAGE_SIZE = 25;
/** Past this many changes, reading everything again costs about the same. */
export const RECOUNT_MOST_CHANGES = COUNT_PAGE_SIZE;
/** One count in this many reads everything (every hour at a five-minute interval). */
export const FULL_EVERY = 12;

/** Whether an order belongs to the count: the `has_hold` filter as the service applies it. */
function belongs(hasHold: boolean | null, holds: Holds | null | undefined): boolean {
  if (hasHold === null) return true;
  return activeHolds(holds).length > 0 === hasHold;
}

/** The recounted figures, or the credits spent before finding it must read everything. */
export async function recountChanges(
  run: RunPage,
  basis: CountBasis,
  hasHold: boolean | null,
  limit = COUNT_LIMIT,
): Promise<OrderCounts | { readonly spent: number }> {
  if (basis.recounts + 1 >= FULL_EVERY) return { spent: 0 };
  const orders = new Map<string, CountedOrder>(basis.orders);
  let credits = 0;
  let changes = 0;
  let after: string | null = null;
  let mark: string | null = null;
  for (;;) {
    const page = await run({
      after,
      first: RECOUNT_PAGE_SIZE,
      updatedFrom: basis.mark,
      withMark: after === null,
    });
    credits += pageCredits(page);
    if (after === null) mark = markOf(page);
    const connection = page.data.orders?.data;
    if (!connection) return { spent: credits };
    for (const edge of connection.edges) {
      const node = edge?.node;
      if (!node) continue;
      if (!node.id || ++changes > RECOUNT_MOST_CHANGES) return { spent: credits };
      if (belongs(hasHold, node.holds)) orders.set(node.id, countedOrder(node));
      else orders.delete(node.id);
    }
    const next = connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null;
    if (!next || connection.edges.length === 0) break;
    after = next;
  }
  if (mark === null || orders.size > limit) return { spent: credits };
  return {
    ...tally(orders.values()),
    more: false,
    credits,
    read: 'changes',
    basis: { orders, mark, recounts: basis.recounts + 1 },
  };
}

/** A recount of changes where the last count allows it, else (or after all) a full count. */
export async function countOrRecount(
  run: RunPage,
  basis: CountBasis | null,
  hasHold: boolean | null,
  limit = COUNT_LIMIT,
): Promise<OrderCounts> {
  const recount = basis ? await recountChanges(run, basis, hasHold, limit) : { spent: 0 };
  if ('read' in recount) return recount;
  const full = await countOrders(run, limit);
  return { ...full, credits: full.credits + recount.spent };
}
