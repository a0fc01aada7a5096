import type { ScopeWarningSummary } from '../../shared/bridge/graphql.ts';
import { SHIPPED_GRID_COLUMNS } from '../../shared/bulk/export-columns.ts';
import type { ShippedRow } from '../../shared/shipments/shipped-rows.ts';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import type { Column } from '../components/table/DataTable.tsx';
import { formatDecimal } from '../format/decimal.ts';
import { formatShippedAt } from './shipped-time.ts';
import { costNote } from './shipped-words.ts';
import { TrackingLink } from './TrackingLink.tsx';

/** The grid's headers: the export's first columns, in this order. */
export const SHIPPED_HEADERS = SHIPPED_GRID_COLUMNS;

const cost = (value: string | null) => formatDecimal(value, { minFractionDigits: 2 });

/**
 * The Shipped grid, one row per label; its least widths (58rem) fit beside the sidebar at
 * 1024 wide. A voided label says so beside its cost, struck through:
 * it shipped nothing and is not in the totals. The tracking number opens the carrier's page,
 * without opening the order the row stands for.
 */
export function shippedColumns(
  scopeWarnings: readonly ScopeWarningSummary[],
): readonly Column<ShippedRow>[] {
  const [order, shipped, carrier, method, tracking, price, shipTo] = SHIPPED_HEADERS;
  return [
    {
      id: 'order',
      header: order,
      width: 'minmax(5.5rem, 0.5fr)',
      pinned: true,
      cell: (row) => <span className="mono">{row.orderNumber ?? '—'}</span>,
    },
    {
      id: 'shipped',
      header: shipped,
      width: 'minmax(9rem, 0.8fr)',
      cell: (row) => <FieldValue value={formatShippedAt(row.shippedAt)} />,
    },
    {
      id: 'carrier',
      header: carrier,
      width: 'minmax(4.5rem, 0.5fr)',
      cell: (row) => <FieldValue value={row.carrier} />,
    },
    {
      id: 'method',
      header: method,
      // "Ground Advantage" whole at 1024 wide; a longer name keeps its whole text as a tooltip.
      width: 'minmax(9.5rem, 1fr)',
      cell: (row) => (
        <span title={row.method ?? undefined}>
          <FieldValue value={row.method} />
        </span>
      ),
    },
    {
      id: 'tracking',
      header: tracking,
      width: 'minmax(13rem, 1.4fr)',
      cell: (row) => <TrackingLink number={row.trackingNumber} url={row.trackingUrl} />,
    },
    {
      id: 'cost',
      header: price,
      // The voided badge beside its struck cost, whole at 1366 wide; the note on hover.
      width: 'minmax(8rem, 0.6fr)',
      align: 'end',
      cell: (row) =>
        row.voided ? (
          <span className="shipped-cost" title={costNote(true)}>
            <span className="voided-badge">Voided</span>
            <s aria-label={`${cost(row.cost) ?? 'no cost'}, not counted`}>
              {cost(row.cost) ?? '—'}
            </s>
          </span>
        ) : (
          <span title={costNote(false)}>
            <FieldValue value={cost(row.cost)} />
          </span>
        ),
    },
    {
      id: 'ship-to',
      header: shipTo,
      width: 'minmax(8rem, 1fr)',
      cell: (row) => (
        <span className="shipped-to">
          <FieldValue
            value={row.shipTo.name}
            fieldId="Address.name"
            scopeWarnings={scopeWarnings}
            compact
          />
          {row.shipTo.state ? <span className="muted"> {row.shipTo.state}</span> : null}
        </span>
      ),
    },
  ];
}
