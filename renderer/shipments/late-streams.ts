/**
 * The Late & at risk list's pages, one stream per status: the first page reads every status's
 * first page; each later one reads the next page of the stream the merge names (late-merge.ts).
 * These functions turn the pages read into streams, the next page to read and what it cost.
 */
import type { OperationResult } from '../data/run-operation.ts';
import type { LateOrderInput } from './late-rows.ts';
import { mergeLateStreams, type LateDirection, type LateStream } from './late-merge.ts';

/** One status's page as read. */
export interface LateRead {
  readonly status: string;
  readonly result: OperationResult<'LateOrdersPage'>;
}

/** One page of the list: every status's first page at first, then one stream's next page. */
export type LatePage = readonly LateRead[];

/** The next page of one stream. */
export interface LatePageParam {
  readonly status: string;
  readonly after: string;
}

interface StreamState {
  readonly stream: LateStream<LateOrderInput>;
  readonly cursor: string | null;
}

function streamStates(statuses: readonly string[], pages: readonly LatePage[]): StreamState[] {
  return statuses.map((status) => {
    const rows: LateOrderInput[] = [];
    let hasMore = false;
    let cursor: string | null = null;
    for (const read of pages.flat()) {
      if (read.status !== status) continue;
      const connection = read.result.data.orders?.data;
      for (const edge of connection?.edges ?? []) if (edge?.node) rows.push(edge.node);
      cursor = connection?.pageInfo.endCursor ?? null;
      hasMore = (connection?.pageInfo.hasNextPage ?? false) && cursor !== null;
    }
    return { stream: { status, rows, hasMore }, cursor };
  });
}

export function lateStreams(
  statuses: readonly string[],
  pages: readonly LatePage[],
): LateStream<LateOrderInput>[] {
  return streamStates(statuses, pages).map((state) => state.stream);
}

/** The next page to read: the stream whose last loaded row is earliest, or none left. */
export function nextLatePage(
  statuses: readonly string[],
  pages: readonly LatePage[],
  direction: LateDirection,
): LatePageParam | undefined {
  const states = streamStates(statuses, pages);
  const next = mergeLateStreams(
    states.map((state) => state.stream),
    direction,
  ).next;
  const cursor = states.find((state) => state.stream.status === next)?.cursor;
  return next !== null && cursor ? { status: next, after: cursor } : undefined;
}

/** Requests made and credits spent (the service's count, or the estimate when it sent none). */
export function lateCost(pages: readonly LatePage[]): { requests: number; credits: number } {
  const reads = pages.flat();
  const credits = reads.reduce(
    (sum, read) => sum + (read.result.cost.actual ?? read.result.cost.estimated),
    0,
  );
  return { requests: reads.length, credits };
}
