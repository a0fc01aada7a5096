import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { SkeletonRows } from '../components/status/SkeletonRows.tsx';
import { useCanRun } from '../session/use-can-run.ts';
import type { OrderCounts } from './order-counts.ts';
import { ScopeNote } from '../components/gating/ScopeNote.tsx';

/** Loading, failed, or no permission to see orders; otherwise the counts. */
export function OrderCountsState({
  query,
  label,
  children,
}: {
  readonly query: UseQueryResult<OrderCounts>;
  /** For the loading placeholder: "Counting today’s orders". */
  readonly label: string;
  readonly children: (counts: OrderCounts) => ReactNode;
}) {
  const gate = useCanRun('OverviewOrders');
  if (!gate.allowed) {
    // No scopes missing: nobody is signed in (yet), so there is nothing to explain.
    return gate.missing.length > 0 ? (
      <ScopeNote what="orders" missing={gate.missing} className="overview-scope-note" />
    ) : null;
  }
  if (query.isPending) return <SkeletonRows rows={3} columns={2} label={label} />;
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
