/**
 * The order pane's own queries beyond OrderDetail: the timeline (order history), shipments and
 * returns. Each runs only when the token holds its scope; the section says what is missing
 * otherwise. Types are read from the operation documents.
 */
import type { OperationData } from '../../shared/operations/catalogue.ts';
import { flattenPages } from '../data/pages.ts';
import { useInfiniteOperation, useOperation } from '../data/use-operation.ts';
import { useCanRun } from '../session/use-can-run.ts';

type Nodes<T> =
  { readonly edges: readonly ({ readonly node: T | null } | null)[] } | null | undefined;

function nodesOf<T>(connection: Nodes<T>): T[] {
  return (connection?.edges ?? []).flatMap((edge) => (edge?.node ? [edge.node] : []));
}

export type TimelineEntry = NonNullable<
  NonNullable<NonNullable<OperationData<'OrderTimeline'>['order_history']>['data']>['edges'][number]
>['node'] & {};
export type Shipment = NonNullable<
  NonNullable<NonNullable<OperationData<'OrderShipments'>['shipments']>['data']>['edges'][number]
>['node'] & {};
export type OrderReturn = NonNullable<
  NonNullable<NonNullable<OperationData<'OrderReturns'>['returns']>['data']>['edges'][number]
>['node'] & {};

/** History entries per page: the newest first, then "Show older" a page at a time. */
export const TIMELINE_SIZE = 50;
export const SHIPMENTS_SIZE = 10;
export const RETURNS_SIZE = 10;

/**
 * The timeline, page by page. Older pages come on demand only, through the broker like any
 * request: it waits for the credits a page costs, or sends a smaller page when the budget is
 * short (the cursor carries on from wherever the last page ended).
 */
export function useOrderTimeline(orderId: string) {
  const gate = useCanRun('OrderTimeline');
  const query = useInfiniteOperation(
    'OrderTimeline',
    { orderId, first: TIMELINE_SIZE },
    (data) => data.order_history?.data?.pageInfo,
    { enabled: gate.allowed },
  );
  const entries: TimelineEntry[] = flattenPages(
    query.data,
    (page) => page.data.order_history?.data?.edges,
  ).flatMap((edge) => (edge.node ? [edge.node] : []));
  return { gate, query, entries };
}

export function useOrderShipments(orderId: string) {
  const gate = useCanRun('OrderShipments');
  const query = useOperation(
    'OrderShipments',
    { orderId, first: SHIPMENTS_SIZE },
    { enabled: gate.allowed },
  );
  const shipments: Shipment[] = nodesOf(query.data?.data.shipments?.data);
  return { gate, query, shipments, scopeWarnings: query.data?.scopeWarnings ?? [] };
}

export function useOrderReturns(orderId: string) {
  const gate = useCanRun('OrderReturns');
  const query = useOperation(
    'OrderReturns',
    { orderId, first: RETURNS_SIZE },
    { enabled: gate.allowed },
  );
  const returns: OrderReturn[] = nodesOf(query.data?.data.returns?.data);
  return { gate, query, returns };
}
