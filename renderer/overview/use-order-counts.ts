/**
 * The overview's order counts as a query: counted again when older than a minute and the
 * overview is shown, and every five minutes while it stays open (never while the window is
 * hidden). Changing an order's status or holds marks them stale.
 */
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { OrderFilters } from '../../shared/orders/filters.ts';
import { runOperation } from '../data/run-operation.ts';
import { ordersVariables } from '../orders/order-filters.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { useSignedIn } from '../session/session-context.tsx';
import { useCanRun } from '../session/use-can-run.ts';
import { countOrders, type OrderCounts } from './order-counts.ts';

export const COUNTS_STALE_MS = 60_000;
export const COUNTS_REFRESH_MS = 5 * 60_000;

/** Counts the orders these filters (a day, or holds) list, with the orders list's own variables. */
export function useOrderCounts(
  filters: Pick<OrderFilters, 'dateFrom' | 'hasHold'>,
): UseQueryResult<OrderCounts> {
  const bridge = useBridge();
  const gate = useCanRun('OverviewOrders');
  const signedIn = useSignedIn() !== null;
  // No e-mail filter here, so what the token may see of PII changes nothing.
  const { orderDateFrom, hasHold } = ordersVariables(filters, false);
  const queryClient = useQueryClient();
  const queryKey = ['OverviewOrders', { orderDateFrom, hasHold }];
  return useQuery({
    queryKey,
    queryFn: () => {
      // The first count is what the person opened the overview for; a recount of figures already
      // shown is background work, paced behind what they do next.
      const priority =
        queryClient.getQueryData(queryKey) === undefined ? 'foreground' : 'background';
      return countOrders((after, first) =>
        runOperation(
          bridge,
          'OverviewOrders',
          { first, after, orderDateFrom, hasHold },
          priority,
          gate,
        ),
      );
    },
    enabled: signedIn && gate.allowed,
    staleTime: COUNTS_STALE_MS,
    refetchInterval: COUNTS_REFRESH_MS,
  });
}
