import { formatInteger } from '../format/number.ts';
import { isEnded, type PoFacts } from '../../shared/purchase-orders/filters.ts';

/** A line's ordered, received and rejected quantities as the service gives them. */
export interface LineQuantities {
  readonly quantity: number | null;
  readonly quantity_received: number | null;
  readonly quantity_rejected: number | null;
}

/** Units ordered but neither received nor rejected. */
export function outstandingUnits(line: LineQuantities): number {
  return (line.quantity ?? 0) - (line.quantity_received ?? 0) - (line.quantity_rejected ?? 0);
}

/**
 * What a line says of the units not yet in: "still to come" while the PO is open; once it is
 * closed or cancelled nothing more is expected, so they are "not delivered" and say why.
 */
export function lineRemainderText(
  line: LineQuantities,
  po: Pick<PoFacts, 'date_closed' | 'fulfillment_status'>,
): string | null {
  const outstanding = outstandingUnits(line);
  if (outstanding <= 0) return null;
  const units = formatInteger(outstanding);
  if (!isEnded(po)) return `${units} still to come`;
  const cancelled = /^cancel/i.test(po.fulfillment_status ?? '');
  return `${units} not delivered (${cancelled ? 'cancelled' : 'closed'})`;
}
