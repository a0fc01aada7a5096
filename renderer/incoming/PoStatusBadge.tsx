import { StatusBadge } from '../orders/StatusBadge.tsx';
import type { PoFacts } from '../../shared/purchase-orders/filters.ts';
import { PARTLY_RECEIVED_LABEL, poStatusLabel } from '../../shared/purchase-orders/status-label.ts';

/**
 * A PO's status: the service's word as a badge, except a PO still "pending" once goods have
 * arrived on it, which reads "Partly received" (the service's word in its title).
 */
export function PoStatusBadge({ po }: { readonly po: PoFacts }) {
  if (poStatusLabel(po) !== PARTLY_RECEIVED_LABEL)
    return <StatusBadge status={po.fulfillment_status} />;
  const word = po.fulfillment_status?.trim() ?? '';
  return (
    <span
      className="status-badge is-partial"
      title={word === '' ? 'Goods have arrived on it' : `Service status: ${word}`}
    >
      {PARTLY_RECEIVED_LABEL}
    </span>
  );
}
