/**
 * Rows of the replica for a list, for 0 credits, in windows of `WINDOW_ROWS` as the list scrolls:
 * searched in the page's own copy of the catalogue (page-copy.ts) once it has one, at once and in
 * the same render; until then fetched from main (an infinite query over offsets), where the
 * previous rows stay on screen while the next search answers, and a completed refresh
 * (`refreshedAt`) fetches the windows again.
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import type { ReplicaQuery, ReplicaQueryResult } from '../../shared/replica/query.ts';
import { MAX_SEARCH_CHARS } from '../../shared/replica/query.ts';
import type { ReplicaRow } from '../../shared/replica/types.ts';
import { OperationError } from '../data/operation-error.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { usePageCopy } from './page-copy.ts';
import { useReplicaStatus } from './replica-context.tsx';

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

/** A filter's rows as a list shows them, wherever they were searched. */
export interface ReplicaRows {
  /** The first window's answer, with the counts and totals; undefined until there is one. */
  readonly first: ReplicaQueryResult | undefined;
  readonly rows: readonly ReplicaRow[];
  /** Searched in this page's copy of the catalogue, or asked of main. */
  readonly from: 'page' | 'main';
  readonly isPending: boolean;
  readonly error: OperationError | null;
  /** The rows still answer an earlier filter while the new answer is on its way. */
  readonly stale: boolean;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly loadMore: () => void;
  readonly retry: () => void;
}

const nothing = (): void => undefined;

export function useReplicaRows(
  filter: ReplicaFilter,
  refreshedAt: number | null,
  enabled: boolean,
): ReplicaRows {
  const bridge = useBridge();
  const copy = usePageCopy(useReplicaStatus().contents);
  const local = enabled && copy !== null;
  const query = useInfiniteQuery({
    ...replicaRowsOptions(bridge, filter, refreshedAt),
    placeholderData: keepPreviousData,
    enabled: enabled && !local,
  });
  // In the page's copy, as many windows as the list has scrolled through for this filter.
  const { text, sort, descending, quick, warehouseId } = filter;
  const key = JSON.stringify([text, sort, descending, quick, warehouseId]);
  const [scrolled, setScrolled] = useState({ key, windows: 1 });
  const windows = scrolled.key === key ? scrolled.windows : 1;
  const answer = useMemo(() => {
    if (!local) return null;
    const bounded = { text: text.slice(0, MAX_SEARCH_CHARS), sort, descending, quick, warehouseId };
    const limit = windows * WINDOW_ROWS;
    return copy.index.query(copy.snapshot, { ...bounded, offset: 0, limit }, true);
  }, [local, copy, text, sort, descending, quick, warehouseId, windows]);
  const shownAll = answer === null || answer.rows.length >= answer.total;
  const loadLocal = useCallback(() => {
    if (!shownAll) setScrolled({ key, windows: windows + 1 });
  }, [shownAll, key, windows]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const loadFromMain = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (answer) {
    return {
      first: answer,
      rows: answer.rows,
      from: 'page',
      isPending: false,
      error: null,
      stale: false,
      hasMore: !shownAll,
      loadingMore: false,
      loadMore: loadLocal,
      retry: nothing,
    };
  }
  const pages = query.data?.pages ?? [];
  return {
    first: pages[0],
    rows: pages.flatMap((page) => page.rows),
    from: 'main',
    isPending: query.isPending,
    error: query.error,
    stale: query.isPlaceholderData,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMore: loadFromMain,
    retry: () => void refetch(),
  };
}
