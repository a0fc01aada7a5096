import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../components/controls/Button.tsx';
import { MissingScopeNotice } from '../components/gating/MissingScopeNotice.tsx';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { SplitView } from '../components/layout/SplitView.tsx';
import { LoadMoreButton } from '../components/controls/LoadMoreButton.tsx';
import { useNow } from '../state/use-now.ts';
import { useCanRun } from '../session/use-can-run.ts';
import { useSelected, useUiStore } from '../state/ui-store.ts';
import { ReturnPane } from './ReturnPane.tsx';
import { ReturnsFilters } from './ReturnsFilters.tsx';
import { ReturnsQueueTable } from './ReturnsQueueTable.tsx';
import { returnsQueue } from './returns-queue.ts';
import { returnsCostText, returnsCountText } from './returns-status-text.ts';
import { RETURNS_PAGE_CREDITS, useReturnsQueue } from './use-returns-queue.ts';
import { useReturnsViewState } from './view-state.ts';
import '../styles/views-common.css';
import '../orders/orders.css';
import './returns.css';

/** What came back: the returns queue by status and age, overdue first, and one return's pane. */
export function ReturnsView() {
  const gate = useCanRun('ReturnsQueue');
  return (
    <div className="returns-view">
      <PageHeader title="Returns" description="What came back, overdue first." />
      {gate.allowed ? (
        <ReturnsQueueSection />
      ) : (
        <div className="returns-scope-note">
          <h2>This sign-in may not see returns</h2>
          <p>
            Floorboard can show what came back only with the permission the service calls{' '}
            <code>{gate.missing.join(' and ')}</code>. Nothing here is read until it is granted.
          </p>
          <MissingScopeNotice scopes={gate.missing} />
        </div>
      )}
    </div>
  );
}

function ReturnsQueueSection() {
  const { query, nodes, spent } = useReturnsQueue();
  const { filter, held, hold, release } = useReturnsViewState();
  const queryClient = useQueryClient();
  const nowMs = useNow(60_000);
  const selected = useSelected('returns');
  const select = useUiStore((s) => s.select);
  const rows = returnsQueue(nodes, filter, nowMs, held);
  // Reading again puts every row in queue order; the open pane is read again with it.
  const refresh = () => {
    release();
    void query.refetch();
    void queryClient.invalidateQueries({ queryKey: ['ReturnsDetail'] });
  };
  const refreshing = query.isRefetching && !query.isFetchingNextPage;
  const overdue = returnsQueue(nodes, { overdueOnly: true }, nowMs).length;
  const status = query.isPending
    ? 'Loading returns…'
    : query.isError && nodes.length === 0
      ? 'Returns could not be loaded.'
      : returnsCountText(rows.length, nodes.length, overdue, query.hasNextPage);
  return (
    <>
      <div className="returns-controls">
        <ReturnsFilters nodes={nodes} />
        <span className="returns-status">
          <span role="status" className="list-status">
            {status}
          </span>
          <span className="muted returns-status-detail">
            {returnsCostText(RETURNS_PAGE_CREDITS, spent)}
          </span>
        </span>
        <Button
          size="sm"
          icon="refresh"
          busy={refreshing}
          disabled={query.isPending || refreshing}
          onClick={refresh}
        >
          Refresh
        </Button>
        <LoadMoreButton query={query}>Load older returns</LoadMoreButton>
      </div>
      <SplitView
        list={<ReturnsQueueTable rows={rows} query={query} nowMs={nowMs} />}
        onCloseDetail={() => select('returns', null)}
        detailLabel="Return details"
        detail={
          selected === null ? null : (
            <ReturnPane
              key={selected}
              id={selected}
              onClose={() => select('returns', null)}
              onStatusChanged={() => hold(rows.map((row) => row.id))}
            />
          )
        }
      />
    </>
  );
}
