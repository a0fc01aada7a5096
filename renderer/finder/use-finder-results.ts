/**
 * The quick finder's products: the best few matches of the catalogue copy for the text, for 0
 * credits, searched in the page's catalogue image once the page holds it (replica/page-image.ts),
 * else asked of main's copy. The previous answer stays while the next one comes, and the answer
 * is asked again when the copy changes (a refresh, or more records during the first sync).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import { MAX_SEARCH_CHARS, type ReplicaQueryResult } from '../../shared/replica/query.ts';
import type { ReplicaStatus } from '../../shared/replica/types.ts';
import { imageWindows } from '../replica/image-rows.ts';
import type { PageImage } from '../replica/held-image.ts';
import { askMain } from '../replica/use-replica-rows.ts';
import { useBridge } from '../session/bridge-context.tsx';

/** As many as fit a small laptop's screen without scrolling. */
export const FINDER_ROWS = 8;

/** The text main is asked about: trimmed and cut as main would cut it. */
export function finderText(text: string): string {
  return text.trim().slice(0, MAX_SEARCH_CHARS);
}

/** The query for `wanted` (already `finderText`), shared by the hook and an early Enter. */
export function finderQuery(
  bridge: FloorboardBridge,
  wanted: string,
  status: ReplicaStatus,
  image: PageImage | null,
) {
  const version = image
    ? `page:${image.contents.copy}:${image.contents.version}`
    : status.phase === 'ready'
      ? status.lastRefreshedAt
      : `${status.phase}:${status.records}`;
  return queryOptions({
    queryKey: ['finder', wanted, version],
    queryFn: (): Promise<ReplicaQueryResult> => {
      const filter = { text: wanted, sort: 'relevance' } as const;
      const found = image && imageWindows(image.image, filter, 1, FINDER_ROWS)?.[0];
      return found
        ? Promise.resolve(found)
        : askMain(bridge, { ...filter, offset: 0, limit: FINDER_ROWS });
    },
    staleTime: Infinity,
    gcTime: 30_000,
  });
}

export function useFinderResults(wanted: string, status: ReplicaStatus, image: PageImage | null) {
  const bridge = useBridge();
  return useQuery({
    ...finderQuery(bridge, wanted, status, image),
    enabled: wanted !== '' && status.phase !== 'off',
    placeholderData: keepPreviousData,
  });
}
