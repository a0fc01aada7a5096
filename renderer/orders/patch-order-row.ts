/**
 * One order changed: patch its row in every cached orders page in place (no refetch of possibly
 * hundreds of loaded pages, no scroll jump). Callers mark the pages stale for their next use.
 */
import type { InfiniteData } from '@tanstack/react-query';
import type { OperationResult } from '../data/use-operation.ts';
import type { OrderRow } from './orders-data.ts';

export type OrdersPages = InfiniteData<OperationResult<'OrdersPage'>, string | null>;

export function patchOrderRow(
  pages: OrdersPages | undefined,
  id: string,
  patch: (row: OrderRow) => OrderRow,
): OrdersPages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => {
      const connection = page.data.orders?.data;
      if (!page.data.orders || !connection) return page;
      const edges = connection.edges.map((edge) =>
        edge?.node?.id === id ? { ...edge, node: patch(edge.node) } : edge,
      );
      return {
        ...page,
        data: { ...page.data, orders: { ...page.data.orders, data: { ...connection, edges } } },
      };
    }),
  };
}
