/**
 * How an open PO's quantity is said, always with its warehouse: a PO delivers to one warehouse,
 * so "105 to come" alone let a product low in three warehouses look covered in all of them.
 */
import { formatDate } from '../format/date.ts';
import { formatInteger } from '../format/number.ts';
import { poName } from './po-name.ts';

export interface Delivery {
  readonly outstanding: number;
  readonly warehouse: string;
  readonly expected: string | null;
  readonly poNumbers: readonly string[];
}

/** "105 to Reno West" */
export function toWarehouse(outstanding: number, warehouse: string): string {
  return `${formatInteger(outstanding)} to ${warehouse}`;
}

const poNames = (delivery: Delivery): string => delivery.poNumbers.map(poName).join(', ');

/** "105 to Reno West, Dec 3, 2026 (PO-1455)" */
export function deliveryWords(delivery: Delivery): string {
  const day = formatDate(delivery.expected);
  return `${toWarehouse(delivery.outstanding, delivery.warehouse)}${day ? `, ${day}` : ''} (${poNames(delivery)})`;
}

/**
 * The Low stock list's On order cell: each warehouse's figure and the earliest day ("105 to Reno
 * West · Dec 3, 2026"); its title says each warehouse's POs and names the low warehouses nothing
 * is on order for, so nobody takes them for covered.
 */
export function onOrderCellWords(
  deliveries: readonly Delivery[],
  lowWarehouses: readonly string[],
): { readonly text: string; readonly title: string } {
  const dates = deliveries.flatMap((d) => (d.expected === null ? [] : [d.expected])).sort();
  const day = formatDate(dates[0] ?? null);
  const figures = deliveries.map((d) => toWarehouse(d.outstanding, d.warehouse)).join(' · ');
  const covered = new Set(deliveries.map((d) => d.warehouse));
  const uncovered = lowWarehouses.filter((w) => !covered.has(w));
  const none = uncovered.length === 0 ? '' : ` Nothing on order for ${uncovered.join(', ')}.`;
  return {
    text: `${figures}${day ? ` · ${day}` : ''}`,
    title: `On order: ${deliveries.map(deliveryWords).join('; ')}.${none}`,
  };
}

/** "Next delivery: 105 to Reno West on Dec 3, 2026 (PO-1455)" */
export function nextDeliveryWords(delivery: Delivery): string {
  const day = formatDate(delivery.expected);
  return `Next delivery: ${toWarehouse(delivery.outstanding, delivery.warehouse)}${day ? ` on ${day}` : ''} (${poNames(delivery)})`;
}
