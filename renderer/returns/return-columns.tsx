import type { Column } from '../components/table/DataTable.tsx';
import { formatDate } from '../format/date.ts';
import { formatInteger } from '../format/number.ts';
import { serviceMs } from '../../shared/returns/overdue.ts';
import { ReturnStatusBadge } from './ReturnStatusBadge.tsx';
import { queueAgeText } from './return-words.ts';
import type { ReturnRow } from './returns-queue.ts';

/**
 * Below this width the full queue cannot sit beside the open pane (returns.css says the same).
 */
export const NARROW_QUEUE_MEDIA = '(max-width: 1236px)';

/** The columns left out when the queue is `compact`: the pane's Summary says both. */
const PANE_ONLY = new Set(['restocked', 'created']);

/**
 * The queue's columns; their least widths add up to 48.5rem (returns.css uses it). `compact`
 * (the pane open on a narrow window): Restocked and Created are left out and the rest take
 * 31rem, so every column stays readable beside the pane.
 */
export function returnColumns(nowMs: number, compact = false): Column<ReturnRow>[] {
  const columns = allColumns(nowMs);
  return compact
    ? columns
        .filter((column) => !PANE_ONLY.has(column.id))
        .map((column) => ({ ...column, width: COMPACT_WIDTHS[column.id] ?? column.width }))
    : columns;
}

const COMPACT_WIDTHS: Readonly<Record<string, string>> = {
  number: '5.75rem',
  status: 'minmax(9.5rem, 1fr)',
  age: 'minmax(10.25rem, 1fr)',
  items: '5.5rem',
};

function allColumns(nowMs: number): Column<ReturnRow>[] {
  return [
    {
      id: 'number',
      header: 'Return',
      width: '6rem',
      pinned: true,
      cell: (row) => `#${row.number}`,
    },
    {
      id: 'status',
      header: 'Status',
      width: 'minmax(12rem, 1.2fr)',
      cell: (row) => <ReturnStatusBadge status={row.status} overdue={row.group === 'overdue'} />,
    },
    {
      id: 'age',
      header: 'Age',
      width: 'minmax(11rem, 1fr)',
      cell: (row) => queueAgeText(row.group, row.arrivedMs, serviceMs(row.createdAt), nowMs),
    },
    {
      id: 'items',
      header: 'Received',
      width: '6.5rem',
      align: 'end',
      cell: (row) => `${formatInteger(row.received)} / ${formatInteger(row.expected)}`,
    },
    {
      id: 'restocked',
      header: 'Restocked',
      width: '6rem',
      align: 'end',
      cell: (row) => formatInteger(row.restocked),
    },
    {
      id: 'created',
      header: 'Created',
      width: 'minmax(7rem, 0.8fr)',
      cell: (row) => formatDate(row.createdAt) ?? '',
    },
  ];
}
