/** One `OverviewOrders` reply as main delivers it, for the overview's tests. */
import type { OperationResult } from '../../data/run-operation.ts';
import type { PlaceableHold } from '../../orders/holds.ts';

export interface OrderNode {
  readonly status: string;
  readonly holds?: Partial<Record<PlaceableHold, boolean>>;
}

/** A page of these orders; `next` is the cursor after it (null: the last page). */
export function overviewPage(
  nodes: readonly OrderNode[],
  next: string | null = null,
  actual: number | null = 1 + nodes.length,
): OperationResult<'OverviewOrders'> {
  return {
    data: {
      orders: {
        request_id: 'r',
        complexity: 101,
        data: {
          pageInfo: { hasNextPage: next !== null, endCursor: next },
          edges: nodes.map((n) => ({
            node: {
              fulfillment_status: n.status,
              holds: {
                operator_hold: false,
                payment_hold: false,
                address_hold: false,
                fraud_hold: false,
                client_hold: false,
                ...n.holds,
              },
            },
          })),
        },
      },
    },
    errors: [],
    scopeWarnings: [],
    cost: { estimated: 101, actual, pageSize: null },
  };
}
