/**
 * The orders a count has seen, by id, and the figures the cards show, tallied from them. A
 * recount changes only the orders that changed, then tallies again.
 */
import type { OperationData } from '../../shared/operations/catalogue.ts';
import {
  activeHolds,
  PLACEABLE_HOLDS,
  type HoldKey,
  type PlaceableHold,
} from '../../shared/orders/holds.ts';

type Connection = NonNullable<NonNullable<OperationData<'OverviewOrders'>['orders']>['data']>;
export type OrderNode = NonNullable<NonNullable<Connection['edges'][number]>['node']>;

export interface CountedOrder {
  readonly status: string;
  readonly holds: readonly HoldKey[];
}

export interface StatusCount {
  readonly status: string;
  readonly count: number;
}

export interface Tally {
  readonly total: number;
  /** Most frequent first; ties by status, so the list does not reorder between refreshes. */
  readonly byStatus: readonly StatusCount[];
  /** Orders carrying each kind of hold (an order may carry several). */
  readonly holds: Readonly<Record<PlaceableHold, number>>;
}

const isPlaceable = (key: HoldKey): key is PlaceableHold =>
  (PLACEABLE_HOLDS as readonly HoldKey[]).includes(key);

export function countedOrder(node: OrderNode): CountedOrder {
  return { status: node.fulfillment_status?.trim() ?? '', holds: activeHolds(node.holds) };
}

export function tally(orders: Iterable<CountedOrder>): Tally {
  const statuses = new Map<string, number>();
  const holds: Record<PlaceableHold, number> = {
    operator_hold: 0,
    payment_hold: 0,
    address_hold: 0,
    fraud_hold: 0,
    client_hold: 0,
  };
  let total = 0;
  for (const order of orders) {
    total++;
    statuses.set(order.status, (statuses.get(order.status) ?? 0) + 1);
    for (const key of order.holds) if (isPlaceable(key)) holds[key]++;
  }
  const byStatus = [...statuses.entries()]
    .map(([status, count]) => ({ status, count }))
    .sort((a, b) => b.count - a.count || a.status.localeCompare(b.status));
  return { total, byStatus, holds };
}
