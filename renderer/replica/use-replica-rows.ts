/**
 * Rows of the replica for a list, for 0 credits, in windows of `WINDOW_ROWS` as the list scrolls
 * (an infinite query over offsets): asked of the page's search worker once the page holds the
 * catalogue image (page-image.ts), else of main. The previous rows stay on screen while the next
 * answer comes; a new image version (the worker's) or a completed refresh (main's `refreshedAt`)
 * fetches the windows again.
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import type { ReplicaQuery, ReplicaQueryResult } from '../../shared/replica/query.ts';
import { MAX_SEARCH_CHARS } from '../../shared/replica/query.ts';
import type { ReplicaRow } from '../../shared/replica/types.ts';
import { OperationError } from '../data/operation-error.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { askImage } from './image-answer.ts';
import { usePageImage, type PageImage } from './page-image.ts';
import { useReplicaStatus } from './replica-context.tsx';

export const WINDOW_ROWS = 100;

export type ReplicaFilter = Omit<ReplicaQuery, 'offset' | 'limit'>;

/** Asks main for a window of rows. */
export async function askMain(
  bridge: FloorboardBridge,
  query: ReplicaQuery,
): Promise<ReplicaQueryResult> {
  const result = await bridge.queryReplica(query);
  if (!result.ok) throw new OperationError(result.error);
  return result.value;
}

/**
 * The query of a filter's rows: one definition for the list that shows them and for whoever
 * fetches them ahead of showing (the products search, products/use-search-ahead.ts). With the
 * page's image, its version is part of the key: a change to the copy asks again.
 */
export function replicaRowsOptions(
  bridge: FloorboardBridge,
  filter: ReplicaFilter,
  refreshedAt: number | null,
  image: PageImage | null,
) {
  // Longer text cannot match more (main and the worker cut it too); this keeps the payload small.
  const bounded = { ...filter, text: filter.text.slice(0, MAX_SEARCH_CHARS) };
  const source = image
    ? (['page', image.contents.copy, image.contents.version] as const)
    : (['main', refreshedAt] as const);
  return infiniteQueryOptions({
    queryKey: ['replica', bounded, ...source],
    queryFn: async (context): Promise<ReplicaQueryResult> => {
      const query = { ...bounded, offset: context.pageParam, limit: WINDOW_ROWS };
      const found = image ? await askImage(image, query, context) : null;
      return found ?? askMain(bridge, query);
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
  /** Asked of the page's search worker, or of main. */
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

export function useReplicaRows(
  filter: ReplicaFilter,
  refreshedAt: number | null,
  enabled: boolean,
): ReplicaRows {
  const bridge = useBridge();
  const image = usePageImage(useReplicaStatus().contents);
  const query = useInfiniteQuery({
    ...replicaRowsOptions(bridge, filter, refreshedAt, image),
    placeholderData: keepPreviousData,
    enabled,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const pages = query.data?.pages ?? [];
  return {
    first: pages[0],
    rows: pages.flatMap((page) => page.rows),
    from: image ? 'page' : 'main',
    isPending: query.isPending,
    error: query.error,
    stale: query.isPlaceholderData,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMore,
    retry: () => void refetch(),
  };
}
