/**
 * The feed's read as a cached query: key `['StockChanges', …]`, so anything that makes stock
 * reads stale (an adjustment, an import) refreshes it too. Every window and page is read before
 * the feed shows, because "large first" and the folded totals need the whole range.
 */
import { useQuery } from '@tanstack/react-query';
import { runOperation } from '../../data/run-operation.ts';
import { useBridge } from '../../session/bridge-context.tsx';
import { useSignedIn } from '../../session/session-context.tsx';
import { useCanRun } from '../../session/use-can-run.ts';
import { serviceWindows, type DayRange } from './change-range.ts';
import { readFeed, type FeedQuery } from './read-changes.ts';

export interface FeedRequest {
  readonly range: DayRange;
  readonly sku: string | null;
  /** Reasons containing this text (the service's search); null reads every change. */
  readonly reason: string | null;
}

/** Read again on its own once this old, and said to be "as of" its time. */
export const FEED_FRESH_MS = 5 * 60_000;

export function useStockChanges(request: FeedRequest | null) {
  const bridge = useBridge();
  const gate = useCanRun('StockChanges');
  const signedIn = useSignedIn() !== null;
  const query: FeedQuery | null =
    request === null
      ? null
      : {
          windows: serviceWindows(request.range, request.reason !== null),
          sku: request.sku,
          reason: request.reason,
        };
  return useQuery({
    queryKey: ['StockChanges', query, 'feed'] as const,
    queryFn: () =>
      readFeed(
        (variables) => runOperation(bridge, 'StockChanges', variables, 'foreground', gate),
        query ?? { windows: [], sku: null, reason: null },
      ),
    enabled: signedIn && query !== null,
    staleTime: FEED_FRESH_MS,
  });
}
