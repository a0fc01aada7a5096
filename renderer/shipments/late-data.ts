/**
 * The Late & at risk list's data: LateOrdersPage once per open status the account uses (the
 * service filters by one exact status), each stream read by required ship date, merged up to the
 * safe frontier (late-merge.ts) and kept to the orders late or due within a day. Reading stops
 * once the merged rows pass a day from now: a later page could hold no late order.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { OperationVariables } from '../../shared/operations/catalogue.ts';
import { OPEN_ORDERS_STATUS } from '../../shared/orders/open-orders-status.ts';
import { serviceDateMs } from '../../shared/orders/lateness.ts';
import { lateStatuses, NEWEST_DUE_FIRST } from '../../shared/orders/late-reads.ts';
import { runOperation } from '../data/run-operation.ts';
import { useKnownStatuses } from '../orders/use-known-statuses.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { useSignedIn } from '../session/session-context.tsx';
import { useCanRun } from '../session/use-can-run.ts';
import { mergeLateStreams, type LateDirection } from './late-merge.ts';
import { lateList, scopedLateList, type LateList } from './late-rows.ts';
import {
  lateCost,
  lateStreams,
  nextLatePage,
  type LatePage,
  type LatePageParam,
} from './late-streams.ts';

export const LATE_PAGE_SIZE = 50;

/** What the cost formula estimates a page at (shipments-credits.test.ts binds the two). */
export const LATE_PAGE_CREDITS = 51;

/** One status's stream, oldest ship date first: a closed order costs nothing to skip. */
export const LATE_VARIABLES = {
  first: LATE_PAGE_SIZE,
  fulfillmentStatus: OPEN_ORDERS_STATUS,
} as const;

/** Under a "due since" scope: newest ship date first, so the scope is read first and alone. */
export const SCOPED_LATE_VARIABLES = {
  ...LATE_VARIABLES,
  sort: NEWEST_DUE_FIRST,
} as const;

export interface LateOrders {
  readonly list: LateList;
  /** The statuses read, one stream each (`pending` first). */
  readonly statuses: readonly string[];
  /** The account's statuses could not be sampled: only `pending` is read. */
  readonly statusesUnknown: boolean;
  readonly cost: { readonly requests: number; readonly credits: number };
}

export function useLateOrders(now: number, dueFrom: string | null = null, enabled = true) {
  const bridge = useBridge();
  const gate = useCanRun('LateOrdersPage');
  const signedIn = useSignedIn() !== null;
  const known = useKnownStatuses();
  const statuses = lateStatuses(known.statuses);
  const dueFromMs = serviceDateMs(dueFrom);
  const direction: LateDirection = dueFromMs === null ? 'oldest-first' : 'newest-first';
  const variables = dueFromMs === null ? LATE_VARIABLES : SCOPED_LATE_VARIABLES;
  const queryKey = ['LateOrdersPage', { ...variables, statuses }, 'pages'] as const;
  const read = (status: string, after: string | null) => {
    const pageVariables: OperationVariables<'LateOrdersPage'> = {
      ...variables,
      fulfillmentStatus: status,
      after,
    };
    return runOperation(bridge, 'LateOrdersPage', pageVariables, 'foreground', gate).then(
      (result) => ({ status, result }),
    );
  };
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: null as LatePageParam | null,
    // The first page reads every stream's first page; later ones the stream the merge names.
    queryFn: ({ pageParam }): Promise<LatePage> =>
      pageParam === null
        ? Promise.all(statuses.map((status) => read(status, null)))
        : read(pageParam.status, pageParam.after).then((one) => [one]),
    getNextPageParam: (_last, pages) => nextLatePage(statuses, pages, direction),
    // Nothing runs while signed out, nor before the sample says which statuses the account uses.
    enabled: signedIn && enabled && !known.query.isPending,
  });
  const pages = query.data?.pages ?? [];
  const streams = lateStreams(statuses, pages);
  const merged = mergeLateStreams(streams, direction).rows;
  const shown = dueFromMs === null ? lateList(merged, now) : scopedLateList(merged, now, dueFromMs);
  const list: LateList = { ...shown, read: streams.reduce((n, s) => n + s.rows.length, 0) };
  const more = query.hasNextPage && !shown.pastWindow;
  const orders: LateOrders = {
    list,
    statuses,
    statusesUnknown: known.query.isError,
    cost: lateCost(pages),
  };
  return { query: { ...query, hasNextPage: more }, ...orders, queryKey };
}
