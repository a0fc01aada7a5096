import { useMemo } from 'react';
import { Button } from '../components/controls/Button.tsx';
import { DataTable } from '../components/table/DataTable.tsx';
import { EmptyState } from '../components/status/EmptyState.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { SkeletonRows } from '../components/status/SkeletonRows.tsx';
import { useSelected, useUiStore } from '../state/ui-store.ts';
import { NARROW_QUEUE_MEDIA, returnColumns } from './return-columns.tsx';
import type { ReturnRow } from './returns-queue.ts';
import type { useReturnsQueue } from './use-returns-queue.ts';
import { useMediaQuery } from './use-media-query.ts';
import { useReturnsViewState } from './view-state.ts';

/** The queue: overdue first, then by status and age; a row opens its pane. */
export function ReturnsQueueTable({
  rows,
  query,
  nowMs,
}: {
  readonly rows: readonly ReturnRow[];
  readonly query: ReturnType<typeof useReturnsQueue>['query'];
  readonly nowMs: number;
}) {
  const selected = useSelected('returns');
  const select = useUiStore((s) => s.select);
  const setFilter = useReturnsViewState((s) => s.setFilter);
  const compact = useMediaQuery(NARROW_QUEUE_MEDIA) && selected !== null;
  // Re-made once a minute with the clock, so ages and "Overdue" turn over without a reload.
  const columns = useMemo(() => returnColumns(nowMs, compact), [nowMs, compact]);
  const empty = query.isPending ? (
    <SkeletonRows rows={8} columns={5} label="Loading returns" />
  ) : query.isError ? (
    <ErrorView error={query.error} onRetry={() => void query.refetch()} />
  ) : (
    <EmptyState
      title="No returns here"
      action={<Button onClick={() => setFilter({})}>Show every return</Button>}
    >
      Try another status, or clear the filters.
    </EmptyState>
  );
  return (
    <div className="returns-table">
      <DataTable
        label="Returns"
        columns={columns}
        rows={rows}
        rowId={(row) => row.id}
        selectedId={selected}
        onActivate={(row) => select('returns', row.id)}
        empty={empty}
      />
    </div>
  );
}
