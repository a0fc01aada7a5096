/**
 * The Returns queue's data: the newest returns, a page of 100 at a time ("Load older returns"
 * asks for the next). The queue's order and filters are applied to what is read
 * (returns-queue.ts): the service cannot filter returns by status.
 */
import { flattenPages } from '../data/pages.ts';
import { useInfiniteOperation } from '../data/use-operation.ts';
import type { QueueReturn } from './returns-queue.ts';

export const RETURNS_PAGE_SIZE = 100;
export const returnsQueueVariables = { first: RETURNS_PAGE_SIZE } as const;
/** The estimate of one page (1 + 100; lines are a plain list): bound to the formula by a test. */
export const RETURNS_PAGE_CREDITS = 101;

export function useReturnsQueue() {
  const query = useInfiniteOperation(
    'ReturnsQueue',
    returnsQueueVariables,
    (data) => data.returns?.data?.pageInfo,
  );
  const nodes = flattenPages(query.data, (page) => page.data.returns?.data?.edges)
    .map((edge) => edge.node)
    .filter((node): node is QueueReturn => node !== null);
  // What the pages read actually cost (1 + the returns each returned), as the service charged.
  const spent = (query.data?.pages ?? []).reduce(
    (total, page) => total + (page.cost.actual ?? page.cost.estimated),
    0,
  );
  return { query, nodes, spent };
}
