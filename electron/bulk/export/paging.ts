/**
 * Follows a connection's cursors through the broker at background priority: the broker sizes
 * each page to the credit budget and paces it, so a long export shares the pool with what the
 * person is looking at instead of draining it.
 */
import type { BridgeError, BridgeResult } from '../../../shared/bridge/errors.ts';
import type { GraphqlPayload } from '../../../shared/bridge/graphql.ts';
import type { Result } from '../../../shared/result.ts';
import type { ConnectionPage } from '../../broker/applied-checks/history-search.ts';
import type { Execute } from '../../broker/execute.ts';

/** Asked for per page; the broker may send fewer when credits are short. */
export const EXPORT_PAGE_SIZE = 100;

/**
 * A page's nodes, and whether the service answered it whole: `complete` is false when it sent
 * errors beside the data, withheld fields for a missing scope, or said there is more without a
 * cursor to it. An export can still write what came; a reader that decides something from what
 * is absent (the resume's witness) must not.
 */
export interface Page<T> {
  readonly nodes: readonly T[];
  readonly complete: boolean;
}

export type PageResult<T> = Result<Page<T>, BridgeError>;

/** Where a page starts: spread into the paged operation's variables. */
export interface PageCursor {
  readonly first: number;
  readonly after: string | null;
}

/**
 * One page of the caller's operation, run with the `execute` given (background priority), the
 * cursor spread into its variables: the operation is named where its variables are written, so
 * the compiler checks both and types the page's data.
 */
export type PageQuery<D> = (
  execute: Execute,
  cursor: PageCursor,
) => Promise<BridgeResult<GraphqlPayload<D>>>;

export async function* pagesOf<D, T>(
  execute: Execute,
  query: PageQuery<D>,
  read: (data: D) => ConnectionPage<T>,
): AsyncGenerator<PageResult<T>> {
  const background: Execute = (operation, variables, options) =>
    execute(operation, variables, { ...options, priority: 'background' });
  let after: string | null = null;
  for (;;) {
    const result = await query(background, { first: EXPORT_PAGE_SIZE, after });
    if (!result.ok) {
      yield result;
      return;
    }
    const { data, errors, scopeWarnings } = result.value;
    const page = read(data);
    const cut = page.hasNextPage && page.endCursor === null;
    const complete = errors.length === 0 && scopeWarnings.length === 0 && !cut;
    yield { ok: true, value: { nodes: page.nodes, complete } };
    if (!page.hasNextPage || page.endCursor === null) return;
    after = page.endCursor;
  }
}
