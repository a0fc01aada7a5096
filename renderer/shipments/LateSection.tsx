import { useMemo, useRef } from 'react';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { SkeletonRows } from '../components/status/SkeletonRows.tsx';
import { PagedDataTable } from '../components/table/PagedDataTable.tsx';
import { useTrimPagesOnLeave } from '../components/table/use-trim-pages.ts';
import { formatInteger } from '../format/number.ts';
import { useNow } from '../state/use-now.ts';
import { openOrderByNumber } from '../orders/navigation.ts';
import { useCanRun } from '../session/use-can-run.ts';
import { lateColumns } from './late-columns.tsx';
import { LateEmpty } from './LateEmpty.tsx';
import { LATE_PAGE_CREDITS, LATE_PAGE_SIZE, useLateOrders } from './late-data.ts';
import { lateCountText, lateReadText } from './late-words.ts';
import { LateScopeChip, LateScopeEmpty, scopedLateCountText } from './LateScopeChip.tsx';
import { useShipmentsViewState } from './view-state.ts';
import { ScopeNote } from '../components/gating/ScopeNote.tsx';

/** Open orders past, or within a day of, their required ship date, oldest first, with holds. */
export function LateSection() {
  const gate = useCanRun('LateOrdersPage');
  if (!gate.allowed)
    return (
      <ScopeNote
        what="orders"
        missing={gate.missing}
        shows="this list"
        className="shipments-scope-note"
      />
    );
  return <LateList />;
}

function LateList() {
  const now = useNow(60_000);
  const dueFrom = useShipmentsViewState((state) => state.lateDueFrom);
  const { query, list, queryKey, statuses, statusesUnknown, cost } = useLateOrders(now, dueFrom);
  const wrapper = useRef<HTMLDivElement>(null);
  useTrimPagesOnLeave(queryKey);
  const columns = useMemo(() => lateColumns(now), [now]);
  let text: string;
  if (query.isPending) text = 'Loading late orders…';
  else if (query.isError && list.rows.length === 0) text = 'Late orders could not be loaded.';
  else if (dueFrom !== null) text = scopedLateCountText(list.rows, query.hasNextPage);
  else text = lateCountText(list.rows, query.hasNextPage);
  const empty = query.isPending ? (
    <SkeletonRows rows={8} columns={7} label="Loading late orders" />
  ) : query.isError ? (
    <ErrorView error={query.error} onRetry={() => void query.refetch()} />
  ) : dueFrom !== null && !query.hasNextPage ? (
    <LateScopeEmpty />
  ) : (
    <LateEmpty
      more={query.hasNextPage}
      read={list.read}
      loadingMore={query.isFetchingNextPage}
      onReadMore={() => void query.fetchNextPage()}
    />
  );
  return (
    <>
      <LateScopeChip />
      <div className="shipments-controls late-status">
        <span role="status" className="list-status">
          {text}
        </span>
        <span className="muted shipped-detail">
          {query.isPending ? '' : `${lateReadText(list.read, statuses, cost, statusesUnknown)} `}
          About {formatInteger(LATE_PAGE_CREDITS)} credits a page of {formatInteger(LATE_PAGE_SIZE)}{' '}
          orders read, one page per status at first.
        </span>
      </div>
      <PagedDataTable
        className="late-table"
        wrapperRef={wrapper}
        query={query}
        label="Late and at-risk orders"
        columns={columns}
        rows={list.rows}
        rowId={(row) => row.id}
        onActivate={(row) => {
          if (row.orderNumber) openOrderByNumber(row.orderNumber);
        }}
        empty={empty}
      />
    </>
  );
}
