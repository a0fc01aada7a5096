/**
 * After a return's status changes: the reply's fields are patched into the cached queue pages and
 * the open pane at once (so the person's own change shows as the reply arrives, and an overdue
 * return that was processed leaves the top of the queue), then both are read again to confirm.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { OperationData } from '../../shared/operations/catalogue.ts';
import type { OperationResult } from '../data/use-operation.ts';

export type QueuePages = InfiniteData<OperationResult<'ReturnsQueue'>, string | null>;
type DetailResult = OperationResult<'ReturnsDetail'>;

export type ChangedReturn = NonNullable<
  NonNullable<OperationData<'UpdateReturnStatus'>['return_update_status']>['return']
>;

export function patchQueuePages(
  pages: QueuePages | undefined,
  changed: ChangedReturn,
): QueuePages | undefined {
  if (!pages || changed.id === null) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => {
      const root = page.data.returns;
      const connection = root?.data;
      if (!root || !connection) return page;
      const edges = connection.edges.map((edge) =>
        edge?.node?.id === changed.id
          ? {
              ...edge,
              node: {
                ...edge.node,
                status: changed.status,
                total_items_expected: changed.total_items_expected,
                total_items_received: changed.total_items_received,
                total_items_restocked: changed.total_items_restocked,
                line_items:
                  changed.line_items?.map((line) =>
                    line === null
                      ? null
                      : {
                          id: line.id,
                          quantity_received: line.quantity_received,
                          updated_at: line.updated_at,
                        },
                  ) ?? edge.node.line_items,
              },
            }
          : edge,
      );
      return {
        ...page,
        data: { ...page.data, returns: { ...root, data: { ...connection, edges } } },
      };
    }),
  };
}

export function patchDetail(
  result: DetailResult | undefined,
  changed: ChangedReturn,
): DetailResult | undefined {
  const root = result?.data.return;
  const detail = root?.data;
  if (!result || !root || !detail || detail.id !== changed.id) return result;
  const byId = new Map((changed.line_items ?? []).map((line) => [line?.id, line]));
  return {
    ...result,
    data: {
      ...result.data,
      return: {
        ...root,
        data: {
          ...detail,
          status: changed.status,
          total_items_expected: changed.total_items_expected,
          total_items_received: changed.total_items_received,
          total_items_restocked: changed.total_items_restocked,
          line_items:
            detail.line_items?.map((line) => {
              const update = line === null ? undefined : byId.get(line.id);
              return line === null || !update ? line : { ...line, ...update };
            }) ?? null,
        },
      },
    },
  };
}

/** Patches at once, then reads the queue and the pane again (the refresh confirms the change). */
export async function refreshAfterReturnChange(
  queryClient: QueryClient,
  changed: ChangedReturn | null,
): Promise<void> {
  if (changed) {
    queryClient.setQueriesData<QueuePages>({ queryKey: ['ReturnsQueue'] }, (pages) =>
      patchQueuePages(pages, changed),
    );
    queryClient.setQueriesData<DetailResult>({ queryKey: ['ReturnsDetail'] }, (result) =>
      patchDetail(result, changed),
    );
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['ReturnsQueue'] }),
    queryClient.invalidateQueries({ queryKey: ['ReturnsDetail'] }),
  ]);
}
