/** What the Shipped list says about itself: its count, what it adds up to, and what it read. */
import type { ShippedTotals } from '../../shared/shipments/shipped-totals.ts';
import type { ShippedFilter } from './shipped-filter.ts';

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "today", "yesterday", "from 2026-11-20 to 2026-11-26" (or "on" a single day). */
export function shippedWhen(filter: ShippedFilter): string {
  if ('day' in filter) return filter.day;
  return filter.from === filter.to ? `on ${filter.from}` : `from ${filter.from} to ${filter.to}`;
}

/** The plain count first: "5 labels on 4 shipments today." or, with pages to come, "So far". */
export function shippedCountText(
  totals: Pick<ShippedTotals, 'labels' | 'shipments'>,
  filter: ShippedFilter,
  more: boolean,
): string {
  const what = `${plural(totals.labels, 'label')} on ${plural(totals.shipments, 'shipment')}`;
  return more
    ? `So far ${what} ${shippedWhen(filter)}; more load as you scroll (totals count only what is loaded).`
    : `${what[0]?.toUpperCase() ?? ''}${what.slice(1)} ${shippedWhen(filter)}.`;
}

/**
 * The service's labels carry a cost but no currency, so none is made up: every amount of postage
 * on screen says so, the totals in words and each cost on hover, in these words.
 */
export const NO_CURRENCY = 'labels name no currency';

/** What a label's cost is, on hover: "Label cost (labels name no currency)". */
export function costNote(voided: boolean): string {
  return `${voided ? 'Voided label, not counted in postage' : 'Label cost'} (${NO_CURRENCY})`;
}

/** "Postage 123.45 (labels name no currency) · 1 voided label not counted". */
export function postageText(totals: ShippedTotals, formatCents: (cents: number) => string): string {
  const parts = [`Postage ${formatCents(totals.costCents)} (${NO_CURRENCY})`];
  if (totals.voided > 0) parts.push(`${plural(totals.voided, 'voided label')} not counted`);
  if (totals.unreadableCosts > 0) {
    parts.push(`${plural(totals.unreadableCosts, 'cost')} the service sent as no amount, left out`);
  }
  return parts.join(' · ');
}

/** Where Floorboard picks rows the service cannot: "Picked from 40 labels read: …". */
export function pickedText(read: number): string {
  return `Picked from ${plural(read, 'label')} read: the service cannot filter shipments by carrier or method, so Floorboard does.`;
}
