/**
 * After a return's status changes: the reply's fields are patched into the cached queue pages and
 * the open pane at once (so the person's own change shows as the reply arrives, and an overdue
 * return that was processed leaves the top of the queue), then both are read again to confirm.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { OperationData } from '../../shared/operations/catalogue.ts';
import { patchListedNode, type ListField } from '../data/patch-listed-node.ts';
import type { OperationResult } from '../data/use-operation.ts';

type QueuePage = OperationResult<'ReturnsQueue'>;
export type QueuePages = InfiniteData<QueuePage, string | null>;
type DetailResult = OperationResult<'ReturnsDetail'>;

const QUEUE_LIST: ListField<QueuePage, NonNullable<QueuePage['data']['returns']>> = {
  read: (page) => page.data.returns,
  write: (page, returns) => ({ ...page, data: { ...page.data, returns } }),
};

export type ChangedReturn = NonNullable<
  NonNullable<OperationData<'UpdateReturnStatus'>['return_update_status']>['return']
>;

export function patchQueuePages(
  pages: QueuePages | undefined,
  changed: ChangedReturn,
): QueuePages | undefined {
  if (changed.id === null) return pages;
  return patchListedNode(pages, QUEUE_LIST, changed.id, (node) => ({
    ...node,
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
      ) ?? node.line_items,
  }));
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
