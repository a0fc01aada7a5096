/**
 * Counting orders for the overview. The service has no counts, so the overview pages through
 * the orders (`OverviewOrders`: status and holds only) and tallies them. Each page of up to 100
 * is estimated at 1 + 100 credits and charged 1 + the orders it held; counting stops at
 * `COUNT_LIMIT` orders, so a busy day costs at most about 505 credits and reads "500+".
 */
import type { OperationData } from '../../shared/operations/catalogue.ts';
import type { OperationResult } from '../data/run-operation.ts';
import { activeHolds, PLACEABLE_HOLDS, type HoldKey, type PlaceableHold } from '../orders/holds.ts';

export const COUNT_PAGE_SIZE = 100;
export const COUNT_LIMIT = 500;
/** The most a count can be estimated at: one page's 1 + 100 per page. */
export const COUNT_MAX_CREDITS = (COUNT_LIMIT / COUNT_PAGE_SIZE) * (1 + COUNT_PAGE_SIZE);

export interface StatusCount {
  readonly status: string;
  readonly count: number;
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
}

const isPlaceable = (key: HoldKey): key is PlaceableHold =>
  (PLACEABLE_HOLDS as readonly HoldKey[]).includes(key);

type Page = OperationResult<'OverviewOrders'>;
type Edges = NonNullable<NonNullable<OperationData<'OverviewOrders'>['orders']>['data']>['edges'];

/** Runs one page: `first` orders after `after`. */
export type RunPage = (after: string | null, first: number) => Promise<Page>;

export async function countOrders(run: RunPage, limit = COUNT_LIMIT): Promise<OrderCounts> {
  const statuses = new Map<string, number>();
  const holds: Record<PlaceableHold, number> = {
    operator_hold: 0,
    payment_hold: 0,
    address_hold: 0,
    fraud_hold: 0,
    client_hold: 0,
  };
  let total = 0;
  let credits = 0;
  let after: string | null = null;
  let more = false;
  for (;;) {
    const page: Page = await run(after, Math.min(COUNT_PAGE_SIZE, limit - total));
    credits += page.cost.actual ?? page.cost.estimated;
    const connection = page.data.orders?.data;
    const edges: Edges = connection?.edges ?? [];
    for (const edge of edges) {
      const node = edge?.node;
      if (!node) continue;
      total++;
      const status = node.fulfillment_status?.trim() ?? '';
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      for (const key of activeHolds(node.holds)) if (isPlaceable(key)) holds[key]++;
    }
    const next = connection?.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null;
    // An empty page with a cursor would loop forever: stop, as when nothing follows.
    if (!next || edges.length === 0) break;
    if (total >= limit) {
      more = true;
      break;
    }
    after = next;
  }
  const byStatus = [...statuses.entries()]
    .map(([status, count]) => ({ status, count }))
    .sort((a, b) => b.count - a.count || a.status.localeCompare(b.status));
  return { total, more, byStatus, holds, credits };
}
