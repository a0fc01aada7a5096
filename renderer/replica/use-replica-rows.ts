/**
 * Rows of the replica for a list: windows of `WINDOW_ROWS` fetched from main as the list scrolls
 * (an infinite query over offsets), for 0 credits. The previous rows stay on screen while the
 * next search answers, and a completed refresh (`refreshedAt`) fetches the windows again.
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import type { ReplicaQuery, ReplicaQueryResult } from '../../shared/replica/query.ts';
import { MAX_SEARCH_CHARS } from '../../shared/replica/query.ts';
import { OperationError } from '../data/operation-error.ts';
import { useBridge } from '../session/bridge-context.tsx';

export const WINDOW_ROWS = 100;

export type ReplicaFilter = Omit<ReplicaQuery, 'offset' | 'limit'>;

/**
 * The query of a filter's rows: one definition for the list that shows them and for whoever
 * fetches them ahead of showing (the products search, products/use-search-ahead.ts).
 */
export function replicaRowsOptions(
  bridge: FloorboardBridge,
  filter: ReplicaFilter,
  refreshedAt: number | null,
) {
  // Longer text cannot match more (main cuts it too); this keeps the payload small.
  const bounded = { ...filter, text: filter.text.slice(0, MAX_SEARCH_CHARS) };
  return infiniteQueryOptions({
    queryKey: ['replica', bounded, refreshedAt],
    queryFn: async ({ pageParam }): Promise<ReplicaQueryResult> => {
      const result = await bridge.queryReplica({
        ...bounded,
        offset: pageParam,
        limit: WINDOW_ROWS,
      });
      if (!result.ok) throw new OperationError(result.error);
      return result.value;
    },
    initialPageParam: 0,
    getNextPageParam: (last: ReplicaQueryResult) => {
      const next = last.offset + last.rows.length;
      return next < last.total ? next : undefined;
    },
    staleTime: Infinity,
    gcTime: 30_000,
  });
}

export function useReplicaRows(
  filter: ReplicaFilter,
  refreshedAt: number | null,
  enabled: boolean,
) {
  const bridge = useBridge();
  return useInfiniteQuery({
    ...replicaRowsOptions(bridge, filter, refreshedAt),
    placeholderData: keepPreviousData,
    enabled,
  });
}
