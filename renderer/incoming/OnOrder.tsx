import { Section } from '../components/layout/DetailPane.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { SkeletonRows } from '../components/status/SkeletonRows.tsx';
import { formatDate } from '../format/date.ts';
import { formatInteger } from '../format/number.ts';
import { useUiStore } from '../state/ui-store.ts';
import { onOrderOf } from './on-order.ts';
import { useWarehouseName } from './on-order-warehouse.ts';
import { toWarehouse } from './on-order-words.ts';
import { poName } from './po-name.ts';
import { useOnOrderForSku } from './use-on-order-for-sku.ts';
import './incoming.css';

/** Why the total leaves some POs out: their line of the SKU is beyond the lines read. */
function unreadNote(unread: number, counted: boolean): string {
  if (unread === 0) return '';
  const which =
    unread === 1
      ? 'one PO’s lines were not all read, so its quantity is in its pane'
      : `${formatInteger(unread)} POs’ lines were not all read, so their quantities are in their panes`;
  return `: ${which}${counted ? ', not in this total' : ''}`;
}

/**
 * "On order" in a product's pane: the open purchase orders with this SKU, how many are still to
 * come on each and when, so nobody orders twice. Shown only to a sign-in that may see POs.
 */
export function OnOrder({ sku }: { readonly sku: string }) {
  const { allowed, query } = useOnOrderForSku(sku);
  const warehouseName = useWarehouseName();
  const select = useUiStore((s) => s.select);
  const showView = useUiStore((s) => s.showView);
  if (!allowed) return null;
  let body;
  if (query.isPending)
    body = <SkeletonRows rows={1} columns={2} label="Checking what is on order" />;
  else if (query.isError) {
    body = <ErrorView error={query.error} compact onRetry={() => void query.refetch()} />;
  } else {
    const onOrder = onOrderOf(query.data.data, sku);
    const pos =
      onOrder.lines.length === 1
        ? 'one open PO'
        : `${formatInteger(onOrder.lines.length)} open POs`;
    const more = onOrder.more ? ' (the latest read; more POs have it)' : '';
    const where = ` on ${pos}${more}${unreadNote(onOrder.unread, onOrder.total > 0)}.`;
    body =
      onOrder.lines.length === 0 ? (
        <p className="muted">
          No open purchase order has this SKU{onOrder.more ? ' among the latest read' : ''}.
        </p>
      ) : (
        <>
          <p>
            {onOrder.unread > 0 && onOrder.total === 0 ? (
              `On order${where}`
            ) : (
              <>
                {onOrder.unread > 0 ? 'At least ' : null}
                <strong>{formatInteger(onOrder.total)}</strong> on order{where}
              </>
            )}
          </p>
          <ul className="on-order-list">
            {onOrder.lines.map((line) => (
              <li key={line.poId}>
                {/* "105 to Reno West, Dec 3, 2026 (PO-1455)": a PO delivers to one warehouse. */}
                {line.outstanding === null
                  ? `Quantity in its pane, to ${warehouseName(line.warehouseId)}`
                  : toWarehouse(line.outstanding, warehouseName(line.warehouseId))}
                {line.expected ? `, ${formatDate(line.expected) ?? ''}` : ''}
                {' ('}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    select('incoming', line.poId);
                    showView('incoming');
                  }}
                >
                  {poName(line.poNumber)}
                </button>
                {')'}
              </li>
            ))}
          </ul>
        </>
      );
  }
  return <Section title="On order">{body}</Section>;
}
