/**
 * Test support: a service that answers every brief query with an empty page costing one credit,
 * and the requests it was sent.
 */
import { ok } from '../../../shared/bridge/errors.ts';
import { typedExecute, type ExecuteRequest } from '../../broker/execute.ts';
import type { GraphqlRequest } from '../../broker/request.ts';

const ROOTS: Record<string, string> = {
  BriefOrders: 'orders',
  LateOrdersPage: 'orders',
  BriefStockChanges: 'inventory_changes',
  BriefShipments: 'shipments',
  BriefReturns: 'returns',
};

export function emptyService() {
  const sent: GraphqlRequest[] = [];
  const execute: ExecuteRequest = (request) => {
    sent.push(request);
    const root = ROOTS[request.operationName] ?? 'none';
    return Promise.resolve(
      ok({
        data: {
          [root]: { data: { pageInfo: { hasNextPage: false, endCursor: null }, edges: [] } },
        },
        errors: [],
        scopeWarnings: [],
        cost: { estimated: 101, actual: 1, pageSize: null },
      }),
    );
  };
  return { execute: typedExecute(execute), requestForm: execute, sent };
}
