import type { ReplicaRow } from '../../shared/replica/types.ts';
import { formatDate } from '../format/date.ts';
import { formatInteger } from '../format/number.ts';
import { poName } from './po-name.ts';
import { useOnOrderBySku } from './use-on-order-by-sku.ts';

/**
 * The Low stock list's On order cell: units still to come on open POs and the earliest day
 * expected ("190 · Dec 11, 2026"), the POs in its title, so nobody orders twice.
 */
export function OnOrderCell({ row }: { readonly row: ReplicaRow }) {
  const { allowed, onOrder } = useOnOrderBySku();
  if (!allowed)
    return (
      <span className="muted" title="Needs view:purchase_orders">
        —
      </span>
    );
  if (onOrder === null) return <span className="muted">…</span>;
  const found = onOrder.bySku.get(row.sku);
  if (!found) {
    const title = onOrder.partial
      ? 'None on the latest purchase orders read'
      : 'None on any open purchase order';
    return (
      <span className="muted" title={title}>
        —
      </span>
    );
  }
  const day = formatDate(found.expected);
  return (
    <span title={`On ${found.poNumbers.map(poName).join(', ')}`}>
      {formatInteger(found.outstanding)}
      {day ? ` · ${day}` : ''}
    </span>
  );
}
