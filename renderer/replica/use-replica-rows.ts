/**
 * Rows of the replica for a list: windows of `WINDOW_ROWS` fetched from main as the list scrolls
 * (an infinite query over offsets), for 0 credits. The previous rows stay on screen while the
 * next search answers, and a completed refresh (`refreshedAt`) fetches the windows again.
 */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ReplicaQuery, ReplicaQueryResult } from '../../shared/replica/query.ts';
import { MAX_SEARCH_CHARS } from '../../shared/replica/query.ts';
import { OperationError } from '../data/operation-error.ts';
import { useBridge } from '../session/bridge-context.tsx';

export const WINDOW_ROWS = 100;

export type ReplicaFilter = Omit<ReplicaQuery, 'offset' | 'limit'>;

export function useReplicaRows(
  filter: ReplicaFilter,
  refreshedAt: number | null,
  enabled: boolean,
) {
  const bridge = useBridge();
  // Longer text cannot match more (main cuts it too); this keeps the payload small.
  const bounded = { ...filter, text: filter.text.slice(0, MAX_SEARCH_CHARS) };
  return useInfiniteQuery({
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
    getNextPageParam: (last) => {
      const next = last.offset + last.rows.length;
      return next < last.total ? next : undefined;
    },
    placeholderData: keepPreviousData,
    enabled,
    staleTime: Infinity,
    gcTime: 30_000,
  });
}
