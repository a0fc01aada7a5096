/**
 * Rows of the replica for a list, for 0 credits, in windows of `WINDOW_ROWS` as the list scrolls:
 * searched in the page's catalogue image in the render that asks, once the page holds it
 * (page-image.ts), else asked of main (an infinite query over offsets, the previous rows staying
 * on screen while the next answer comes, and a completed refresh, main's `refreshedAt`, asking
 * again). A newer image answers at once.
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import type { ReplicaQuery, ReplicaQueryResult } from '../../shared/replica/query.ts';
import { MAX_SEARCH_CHARS } from '../../shared/replica/query.ts';
import type { ReplicaRow } from '../../shared/replica/types.ts';
import { OperationError } from '../data/operation-error.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { imageWindows } from './image-rows.ts';
import type { PageImage } from './held-image.ts';
import { usePageImage } from './page-image.ts';
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
 * The query of a filter's rows in main: one definition for the list that shows them and for
 * whoever fetches them ahead of showing (the products search, products/use-search-ahead.ts).
 */
export function replicaRowsOptions(
  bridge: FloorboardBridge,
  filter: ReplicaFilter,
  refreshedAt: number | null,
) {
  // Longer text cannot match more (main cuts it too); this keeps the payload small.
  const bounded = { ...filter, text: filter.text.slice(0, MAX_SEARCH_CHARS) };
  return infiniteQueryOptions({
    queryKey: ['replica', bounded, 'main', refreshedAt],
    queryFn: (context): Promise<ReplicaQueryResult> =>
      askMain(bridge, { ...bounded, offset: context.pageParam, limit: WINDOW_ROWS }),
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
  /** Searched in the page's image, or asked of main. */
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

/**
 * A filter's rows from the page's image, window after window as the list scrolls; null without
 * an image, or when the image failed to answer (main is asked then). The image held is always a
 * complete copy, so it answers whether or not the list would ask main yet.
 */
function useImageRows(image: PageImage | null, filter: ReplicaFilter): ReplicaRows | null {
  // How many windows the list has scrolled through for the filter shown: another filter, even
  // one shown before, starts again at one.
  const key = JSON.stringify(filter);
  const [scrolled, setScrolled] = useState({ key, windows: 1 });
  if (scrolled.key !== key) setScrolled({ key, windows: 1 });
  const windows = scrolled.key === key ? scrolled.windows : 1;
  const pages = useMemo(
    () => image && imageWindows(image.image, filter, windows, WINDOW_ROWS),
    [image, filter, windows],
  );
  const last = pages?.at(-1);
  const hasMore = last !== undefined && last.offset + last.rows.length < last.total;
  const loadMore = useCallback(() => {
    if (hasMore) setScrolled({ key, windows: windows + 1 });
  }, [hasMore, key, windows]);
  return useMemo(
    () =>
      pages && {
        first: pages[0],
        rows: pages.flatMap((page) => page.rows),
        from: 'page',
        isPending: false,
        error: null,
        stale: false,
        hasMore,
        loadingMore: false,
        loadMore,
        retry: () => undefined,
      },
    [pages, hasMore, loadMore],
  );
}

/**
 * `enabled`: whether main may be asked yet (its copy is ready). The page's image, when held, is a
 * complete copy and answers either way.
 */
export function useReplicaRows(
  filter: ReplicaFilter,
  refreshedAt: number | null,
  enabled: boolean,
): ReplicaRows {
  const bridge = useBridge();
  const image = usePageImage(useReplicaStatus().contents);
  const fromImage = useImageRows(image, filter);
  const query = useInfiniteQuery({
    ...replicaRowsOptions(bridge, filter, refreshedAt),
    placeholderData: keepPreviousData,
    enabled: enabled && fromImage === null,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (fromImage) return fromImage;
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
    loadMore,
    retry: () => void refetch(),
  };
}
