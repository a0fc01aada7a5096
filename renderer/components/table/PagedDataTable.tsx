import { useCallback, type RefObject } from 'react';
import type { OperationError } from '../../data/operation-error.ts';
import { Button } from '../controls/Button.tsx';
import { ErrorView } from '../status/ErrorView.tsx';
import { DataTable, type DataTableProps } from './DataTable.tsx';

/** What a paged list needs from its infinite query. */
export interface PagedQuery {
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly isFetchNextPageError: boolean;
  readonly isPlaceholderData: boolean;
  readonly error: OperationError | null;
  readonly fetchNextPage: () => Promise<unknown>;
}

/**
 * A DataTable over an infinite query: the next page loads as the last rows come into view, and a
 * failed "load more" offers a retry under the rows instead of replacing the list.
 */
export function PagedDataTable<T>({
  query,
  className,
  wrapperRef,
  source,
  ...table
}: Omit<DataTableProps<T>, 'onEndReached' | 'hasMore' | 'loadingMore'> & {
  readonly query: PagedQuery;
  readonly className: string;
  /** The scrolling wrapper, for callers that reset the scroll position. */
  readonly wrapperRef: RefObject<HTMLDivElement | null>;
  /** Where the rows come from, for a list that can change source (`data-source`). */
  readonly source?: string;
}) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  return (
    <div
      className={className}
      ref={wrapperRef}
      aria-busy={query.isPlaceholderData || undefined}
      data-source={source}
    >
      <DataTable
        {...table}
        onEndReached={onEndReached}
        hasMore={hasNextPage}
        loadingMore={isFetchingNextPage}
      />
      {isFetchNextPageError && query.error ? (
        <div className="list-error">
          <ErrorView error={query.error} compact />
          <Button size="sm" icon="refresh" onClick={() => void fetchNextPage()}>
            Load more rows
          </Button>
        </div>
      ) : null}
    </div>
  );
}
