/**
 * Counting orders for the overview. The service has no counts, so the overview pages through
 * the orders (`OverviewOrders`: status and holds) and tallies them. Each page of up to 100 is
 * estimated at 1 + 100 credits and charged 1 + the orders it held; counting stops at
 * `COUNT_LIMIT` orders, so a busy day costs at most about 505 credits and reads "500+".
 *
 * A complete count keeps the orders it saw and the service's newest change (`mark`), so the next
 * count can read only what changed since (order-recount.ts): a credit or two instead of one per
 * order held (87 on the sandbox's default account).
 */
import type { OperationResult } from '../data/run-operation.ts';
import type { PlaceableHold } from '../../shared/orders/holds.ts';
import { countedOrder, tally, type CountedOrder, type StatusCount } from './counted-orders.ts';

export type { StatusCount };

export const COUNT_PAGE_SIZE = 100;
export const COUNT_LIMIT = 500;
/** The most a count can be estimated at: one page's 1 + 100 per page, and the mark's 1 + 1. */
export const COUNT_MAX_CREDITS = (COUNT_LIMIT / COUNT_PAGE_SIZE) * (1 + COUNT_PAGE_SIZE) + 2;

/** What a recount builds on: a complete count's orders and where to read changes from. */
export interface CountBasis {
  readonly orders: ReadonlyMap<string, CountedOrder>;
  /**
   * The newest `updated_at` the service had when the count began (the mark the first page asked
   * for). Not the newest of the orders read: one changed after its page was read could be older.
   */
  readonly mark: string;
  /** Recounts of changes only since the last full count. */
  readonly recounts: number;
}

export interface OrderCounts {
  /** Orders counted (at most COUNT_LIMIT). */
  readonly total: number;
  /** More orders exist than were counted. */
  readonly more: boolean;
  /** Most frequent first; ties by status, so the list does not reorder between refreshes. */
  readonly byStatus: readonly StatusCount[];
  /** Orders carrying each kind of hold (an order may carry several). */
  readonly holds: Readonly<Record<PlaceableHold, number>>;
  /** Credits the counting was charged (the estimate where a reply did not say). */
  readonly credits: number;
  /** Every order read, or only those changed since the previous count. */
  readonly read: 'all' | 'changes';
  /** Null when a recount must read everything again: more than the limit, or no mark. */
  readonly basis: CountBasis | null;
}

type Page = OperationResult<'OverviewOrders'>;

export interface PageRequest {
  readonly after: string | null;
  readonly first: number;
  /** Only orders changed at or after this (a recount, without the holds filter). */
  readonly updatedFrom: string | null;
  /** Ask for the service's newest change as well. */
  readonly withMark: boolean;
}

/** Runs one page. */
export type RunPage = (request: PageRequest) => Promise<Page>;

export const pageCredits = (page: Page): number => page.cost.actual ?? page.cost.estimated;

/** The service's newest change, from a page that asked for it. */
export const markOf = (page: Page): string | null =>
  page.data.mark?.data?.edges[0]?.node?.updated_at ?? null;

export async function countOrders(run: RunPage, limit = COUNT_LIMIT): Promise<OrderCounts> {
  const orders = new Map<string, CountedOrder>();
  const anonymous: CountedOrder[] = [];
  let credits = 0;
  let after: string | null = null;
  let more = false;
  let mark: string | null = null;
  for (;;) {
    const total = orders.size + anonymous.length;
    const page: Page = await run({
      after,
      first: Math.min(COUNT_PAGE_SIZE, limit - total),
      updatedFrom: null,
      withMark: after === null,
    });
    credits += pageCredits(page);
    if (after === null) mark = markOf(page);
    const connection = page.data.orders?.data;
    const edges = connection?.edges ?? [];
    for (const edge of edges) {
      const node = edge?.node;
      if (!node) continue;
      if (node.id) orders.set(node.id, countedOrder(node));
      else anonymous.push(countedOrder(node));
    }
    const next = connection?.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null;
    // An empty page with a cursor would loop forever: stop, as when nothing follows.
    if (!next || edges.length === 0) break;
    if (orders.size + anonymous.length >= limit) {
      more = true;
      break;
    }
    after = next;
  }
  const figures = tally([...orders.values(), ...anonymous]);
  // Changes can be applied only to a complete count of orders known by id.
  const basis =
    !more && mark !== null && anonymous.length === 0 ? { orders, mark, recounts: 0 } : null;
  return { ...figures, more, credits, read: 'all', basis };
}
