/**
 * Follows a connection's cursors through the broker at background priority: the broker sizes
 * each page to the credit budget and paces it, so a long export shares the pool with what the
 * person is looking at instead of draining it.
 */
import type { BridgeError } from '../../../shared/bridge/errors.ts';
import type {
  OperationData,
  OperationName,
  OperationVariables,
} from '../../../shared/operations/catalogue.ts';
import type { ConnectionPage } from '../../broker/applied-checks/history-search.ts';
import type { Execute } from '../execute.ts';

/** Asked for per page; the broker may send fewer when credits are short. */
export const EXPORT_PAGE_SIZE = 100;

export type PageResult<T> =
  | { readonly ok: true; readonly nodes: readonly T[] }
  | { readonly ok: false; readonly error: BridgeError };

export async function* pagesOf<N extends OperationName, T>(
  execute: Execute,
  operationName: N,
  variables: Omit<OperationVariables<N>, 'first' | 'after'>,
  read: (data: OperationData<N>) => ConnectionPage<T>,
): AsyncGenerator<PageResult<T>> {
  let after: string | null = null;
  for (;;) {
    const result = await execute({
      operationName,
      variables: { ...variables, first: EXPORT_PAGE_SIZE, after },
      priority: 'background',
    });
    if (!result.ok) {
      yield result;
      return;
    }
    // The broker ran the document registered under this name, so the data has its type.
    const page = read(result.value.data as OperationData<N>);
    yield { ok: true, nodes: page.nodes };
    if (!page.hasNextPage || page.endCursor === null) return;
    after = page.endCursor;
  }
}

/** Nodes of a relay connection, the nulls the schema allows dropped. */
export function connectionPage<T>(
  connection:
    | {
        readonly pageInfo: { readonly hasNextPage: boolean; readonly endCursor?: string | null };
        readonly edges: readonly ({ readonly node?: T | null } | null)[];
      }
    | null
    | undefined,
): ConnectionPage<T> {
  if (!connection) return { nodes: [], hasNextPage: false, endCursor: null };
  return {
    nodes: connection.edges.flatMap((edge) => (edge?.node ? [edge.node] : [])),
    hasNextPage: connection.pageInfo.hasNextPage,
    endCursor: connection.pageInfo.endCursor ?? null,
  };
}
