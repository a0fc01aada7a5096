/**
 * Walks a connection page by page through the broker, at `sync` priority: the broker sizes
 * each page to what the pool can pay (asked for "as many as allowed"), paces it behind what the
 * user is looking at and behind other background work (a kiosk board's lists), and retries code 30
 * by itself. Stops early when `stopped()` says so.
 */
import type {
  OperationData,
  OperationName,
  OperationVariables,
} from '../../shared/operations/catalogue.ts';
import type { Execute, Paging } from '../broker/execute.ts';
import type { PageInfo } from './wire-rows.ts';

/** More than any per-operation maximum: the broker caps `first` at what fits. */
export const ASK_ALL = 1_000_000;
/** The smallest page asked for when the walk expects to be nearly done. */
export const MIN_ASK = 50;

/**
 * How many to ask for next. With nothing known of what is left: as many as the broker allows,
 * which it sizes to the pool. With an estimate: what is probably left, with a quarter to spare,
 * so the walk's last page is small and costs little, instead of waiting for a whole page's worth
 * of credits to fetch a handful of rows. A sized page that came back full means the estimate was
 * short: the next ask doubles, so a poor estimate cannot shrink the walk to crumbs.
 */
export function nextAsk(expectedLeft: number | null, lastFullAsk: number | null): number {
  if (expectedLeft === null) return ASK_ALL;
  const probable = Math.max(MIN_ASK, Math.ceil(expectedLeft * 1.25));
  return Math.min(ASK_ALL, Math.max(probable, lastFullAsk === null ? 0 : lastFullAsk * 2));
}

export class ReplicaSyncError extends Error {
  constructor(
    message: string,
    readonly kind: string,
  ) {
    super(message);
    this.name = 'ReplicaSyncError';
  }
}

export class ReplicaStopped extends Error {
  constructor() {
    super('The replica sync was stopped');
    this.name = 'ReplicaStopped';
  }
}

export interface PageCost {
  /** Credits the page was charged (`extensions.throttling.cost`). */
  readonly credits: number;
  /** The page size the broker chose, when it lowered ours. */
  readonly pageSize: number | null;
}

/** One request; a failed one becomes a ReplicaSyncError with the broker's message. */
export async function runQuery<N extends OperationName>(
  execute: Execute,
  operation: N,
  variables: OperationVariables<N>,
): Promise<{ data: OperationData<N>; cost: PageCost }> {
  const result = await execute(operation, variables, { priority: 'sync' });
  if (!result.ok) throw new ReplicaSyncError(result.error.message, result.error.kind);
  return {
    data: result.value.data,
    cost: { credits: result.value.cost.actual ?? 0, pageSize: result.value.cost.pageSize },
  };
}

export async function walkPages<D, T>(options: {
  /** One page of the caller's operation, `paging` spread into its variables (`runQuery`). */
  readonly query: (paging: Paging) => Promise<{ data: D; cost: PageCost }>;
  readonly parse: (data: D) => { items: T[]; pageInfo: PageInfo };
  readonly onPage: (items: T[], cost: PageCost) => void;
  readonly stopped: () => boolean;
  /** How many items are probably left after the pages so far; null when unknown. */
  readonly expectedLeft?: () => number | null;
  /** The first page's size; absent: as many as the broker allows. */
  readonly firstAsk?: number;
}): Promise<void> {
  let after: string | null = null;
  let lastFullAsk: number | null = null;
  for (;;) {
    if (options.stopped()) throw new ReplicaStopped();
    const first: number =
      after === null
        ? (options.firstAsk ?? ASK_ALL)
        : nextAsk(options.expectedLeft?.() ?? null, lastFullAsk);
    const { data, cost } = await options.query({ first, ...(after === null ? {} : { after }) });
    if (options.stopped()) throw new ReplicaStopped();
    const { items, pageInfo } = options.parse(data);
    options.onPage(items, cost);
    after = pageInfo.endCursor;
    if (!pageInfo.hasNextPage || after === null) return;
    lastFullAsk = first !== ASK_ALL && items.length >= first ? first : null;
  }
}
