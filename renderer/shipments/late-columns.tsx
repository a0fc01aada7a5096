import type { Column } from '../components/table/DataTable.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import { formatDate, formatDateTime } from '../format/date.ts';
import { HoldBadge } from '../orders/HoldBadge.tsx';
import { statusWords } from '../../shared/orders/status-words.ts';
import { lateWords, type LateRow } from './late-rows.ts';

/** The Late & at risk grid: the order, when it was due and how late, its status and holds. */
export function lateColumns(now: number): readonly Column<LateRow>[] {
  return [
    {
      id: 'order',
      header: 'Order',
      width: 'minmax(6rem, 0.6fr)',
      pinned: true,
      cell: (row) => <span className="mono">{row.orderNumber ?? '—'}</span>,
    },
    {
      id: 'due',
      header: 'Ship by',
      width: 'minmax(11rem, 1fr)',
      cell: (row) => <FieldValue value={formatDateTime(row.requiredShipDate)} />,
    },
    {
      id: 'lateness',
      header: 'Late',
      width: 'minmax(10.5rem, 1fr)',
      cell: (row) => (
        <span className="late-cell">
          <span className={row.lateness === 'late' ? 'late-badge' : 'at-risk-badge'}>
            {row.lateness === 'late' ? 'Late' : 'At risk'}
          </span>{' '}
          <span className="muted">{lateWords(row, now)}</span>
        </span>
      ),
    },
    {
      id: 'holds',
      header: 'Holds',
      width: 'minmax(7rem, 0.9fr)',
      cell: (row) => <HoldBadge holds={row.holds} />,
    },
    {
      id: 'status',
      header: 'Status',
      width: 'minmax(7.5rem, 0.8fr)',
      cell: (row) => <FieldValue value={row.status ? statusWords(row.status) : null} />,
    },
    {
      id: 'ordered',
      header: 'Ordered',
      width: 'minmax(7rem, 0.8fr)',
      cell: (row) => <FieldValue value={formatDate(row.orderDate)} />,
    },
    {
      id: 'shop',
      header: 'Shop',
      width: 'minmax(6rem, 1fr)',
      cell: (row) => <FieldValue value={row.shop} />,
    },
  ];
}
