import type { Column } from '../components/table/DataTable.tsx';
import { formatDate } from '../format/date.ts';
import { formatInteger } from '../format/number.ts';
import { serviceMs } from '../../shared/returns/overdue.ts';
import { ReturnStatusBadge } from './ReturnStatusBadge.tsx';
import { queueAgeText } from './return-words.ts';
import type { ReturnRow } from './returns-queue.ts';

/** The queue's columns; their least widths add up to 48.5rem (returns.css uses it). */
export function returnColumns(nowMs: number): Column<ReturnRow>[] {
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
