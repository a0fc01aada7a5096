/**
 * Reads every change of the feed: each service window in turn (newest first), page after page,
 * until the window is done or the feed holds MAX_FEED_CHANGES (a bound on what one look costs:
 * about one credit a change). A failure after the first page keeps what was read and says so;
 * a failure of the very first page is the read's failure.
 */
import type { OperationError } from '../../data/operation-error.ts';
import { toOperationError } from '../../data/operation-error.ts';
import type { OperationResult } from '../../data/use-operation.ts';
import type { ServiceWindow } from './change-range.ts';
import type { StockChange } from './stock-change.ts';

/** The largest page the service serves. */
export const FEED_PAGE_SIZE = 100;
/** The newest this many changes at most; a longer range says it stopped. */
export const MAX_FEED_CHANGES = 2_000;

export interface PageVariables {
  readonly first: number;
  readonly after: string | null;
  readonly from: string;
  readonly to: string;
  readonly sku: string | null;
  readonly reason: string | null;
}

export type RunPage = (variables: PageVariables) => Promise<OperationResult<'StockChanges'>>;

export interface FeedRead {
  /** Newest first, as the service sorted them. */
  readonly changes: readonly StockChange[];
  readonly requests: number;
  /** Credits charged (the service's actual cost where it says, else its estimate). */
  readonly credits: number;
  readonly windows: number;
  /** Stopped at MAX_FEED_CHANGES with more to read. */
  readonly truncated: boolean;
  /** Why the read stopped early, when it did after reading some pages. */
  readonly failure: OperationError | null;
}

export interface FeedQuery {
  readonly windows: readonly ServiceWindow[];
  readonly sku: string | null;
  readonly reason: string | null;
}

export async function readFeed(run: RunPage, query: FeedQuery): Promise<FeedRead> {
  const changes: StockChange[] = [];
  let requests = 0;
  let credits = 0;
  let truncated = false;
  try {
    for (const window of query.windows) {
      let after: string | null = null;
      for (;;) {
        if (changes.length >= MAX_FEED_CHANGES) {
          truncated = true;
          break;
        }
        const first = Math.min(FEED_PAGE_SIZE, MAX_FEED_CHANGES - changes.length);
        const result = await run({ first, after, ...window, sku: query.sku, reason: query.reason });
        requests += 1;
        credits += result.cost.actual ?? result.cost.estimated;
        const page = result.data.inventory_changes?.data;
        for (const edge of page?.edges ?? []) if (edge?.node) changes.push(edge.node);
        const cursor = page?.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
        if (!cursor) break;
        after = cursor;
      }
      if (truncated) break;
    }
  } catch (thrown) {
    if (requests === 0) throw thrown;
    const failure = toOperationError(thrown, 'StockChanges');
    return { changes, requests, credits, windows: query.windows.length, truncated, failure };
  }
  return { changes, requests, credits, windows: query.windows.length, truncated, failure: null };
}
