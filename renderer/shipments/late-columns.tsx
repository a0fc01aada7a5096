import type { Column } from '../components/table/DataTable.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import { formatDate, formatDateTime } from '../format/date.ts';
import { HoldBadge } from '../orders/HoldBadge.tsx';
import { statusWords } from '../../shared/orders/status-words.ts';
import { lateWords, type LateRow } from './late-rows.ts';

/**
 * Text a narrow cell may cut short ("Sandbox Outfitt…"): the whole of it on hover. Empty or
 * withheld values say so themselves.
 */
function Clipped({ text }: { readonly text: string | null }) {
  return (
    <span title={text ?? undefined}>
      <FieldValue value={text} />
    </span>
  );
}

/**
 * The Late & at risk grid: the order, when it was due and how late, its holds and status, then
 * when it was ordered and its shop. The minimum widths fit what a person acts on (the ship date
 * written out, how late, a hold's name, the status) whole at 1024×640; only the order date and
 * the shop give way first, and a cut shop name shows whole on hover.
 */
export function lateColumns(now: number): readonly Column<LateRow>[] {
  return [
    {
      id: 'order',
      header: 'Order',
      width: 'minmax(5.25rem, 0.5fr)',
      pinned: true,
      cell: (row) => <span className="mono">{row.orderNumber ?? '—'}</span>,
    },
    {
      id: 'due',
      header: 'Ship by',
      width: 'minmax(12rem, 1fr)',
      cell: (row) => <FieldValue value={formatDateTime(row.requiredShipDate)} />,
    },
    {
      id: 'lateness',
      header: 'Late',
      width: 'minmax(10rem, 0.9fr)',
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
      width: 'minmax(8.75rem, 0.9fr)',
      cell: (row) => <HoldBadge holds={row.holds} />,
    },
    {
      id: 'status',
      header: 'Status',
      width: 'minmax(8.25rem, 0.8fr)',
      cell: (row) => <Clipped text={row.status ? statusWords(row.status) : null} />,
    },
    {
      id: 'ordered',
      header: 'Ordered',
      width: 'minmax(7rem, 0.7fr)',
      cell: (row) => <Clipped text={formatDate(row.orderDate)} />,
    },
    {
      id: 'shop',
      header: 'Shop',
      width: 'minmax(6rem, 1.2fr)',
      cell: (row) => <Clipped text={row.shop} />,
    },
  ];
}
