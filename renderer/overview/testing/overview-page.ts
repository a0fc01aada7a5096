/** One `OverviewOrders` reply as main delivers it, for the overview's tests. */
import type { OperationResult } from '../../data/run-operation.ts';
import type { HoldKey } from '../../../shared/orders/holds.ts';

export interface OrderNode {
  readonly status: string;
  readonly holds?: Partial<Record<HoldKey, boolean>>;
  /** Absent: a made-up id from its place, so a full count keeps what it read. */
  readonly id?: string | null;
  readonly updatedAt?: string;
}

/**
 * A page of these orders; `next` is the cursor after it (null: the last page); `mark` the
 * service's newest change, when the page asked for it.
 */
export function overviewPage(
  nodes: readonly OrderNode[],
  next: string | null = null,
  actual: number | null = 1 + nodes.length,
  mark: string | null = null,
): OperationResult<'OverviewOrders'> {
  return {
    data: {
      orders: {
        request_id: 'r',
        complexity: 101,
        data: {
          pageInfo: { hasNextPage: next !== null, endCursor: next },
          edges: nodes.map((n, i) => ({
            node: {
              id: n.id === undefined ? `O${next ?? 'last'}-${i}` : n.id,
              updated_at: n.updatedAt ?? '2026-11-01T08:00:00',
              fulfillment_status: n.status,
              holds: {
                operator_hold: false,
                payment_hold: false,
                address_hold: false,
                fraud_hold: false,
                client_hold: false,
                shipping_method_hold: false,
                ...n.holds,
              },
            },
          })),
        },
      },
      mark:
        mark === null
          ? null
          : {
              request_id: 'm',
              complexity: 2,
              data: { edges: [{ node: { updated_at: mark } }] },
            },
    },
    errors: [],
    scopeWarnings: [],
    cost: { estimated: 101, actual, pageSize: null },
  };
}
