import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorView } from './ErrorView.tsx';
import { SkeletonRows } from './SkeletonRows.tsx';

/**
 * The loading / error / empty / data switch every view needs, in one place. `isEmpty` decides
 * when the data counts as "nothing here"; the loading state defaults to skeleton rows.
 */
export function QueryView<T>({
  query,
  children,
  isEmpty,
  empty,
  loading,
}: {
  readonly query: UseQueryResult<T>;
  readonly children: (data: T) => ReactNode;
  readonly isEmpty?: (data: T) => boolean;
  readonly empty?: ReactNode;
  readonly loading?: ReactNode;
}) {
  if (query.isPending) return <>{loading ?? <SkeletonRows />}</>;
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <>{empty ?? null}</>;
  return <>{children(query.data)}</>;
}
