/**
 * The overview's order counts as a query: counted again when older than a minute and the
 * overview is shown, and every five minutes while it stays open (never while the window is
 * hidden). Changing an order's status or holds marks them stale. A recount reads only the
 * orders changed since the last count where it can (order-recount.ts).
 */
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { OrderFilters } from '../../shared/orders/filters.ts';
import { runOperation } from '../data/run-operation.ts';
import { ordersVariables } from '../orders/order-filters.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { useSignedIn } from '../session/session-context.tsx';
import { useCanRun } from '../session/use-can-run.ts';
import type { OrderCounts, RunPage } from './order-counts.ts';
import { countOrRecount } from './order-recount.ts';

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
      const previous = queryClient.getQueryData<OrderCounts>(queryKey);
      // The first count is what the person opened the overview for; a recount of figures already
      // shown is background work, paced behind what they do next.
      const priority = previous === undefined ? 'foreground' : 'background';
      const run: RunPage = ({ after, first, updatedFrom, withMark }) =>
        runOperation(
          bridge,
          'OverviewOrders',
          {
            first,
            after,
            orderDateFrom,
            // Reading changes, an order whose hold was cleared must be seen too.
            hasHold: updatedFrom === null ? hasHold : null,
            updatedFrom,
            withMark,
          },
          priority,
          gate,
        );
      return countOrRecount(run, previous?.basis ?? null, hasHold ?? null);
    },
    enabled: signedIn && gate.allowed,
    staleTime: COUNTS_STALE_MS,
    refetchInterval: COUNTS_REFRESH_MS,
  });
}
