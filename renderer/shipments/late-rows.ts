/**
 * The Late & at risk list's rows from the orders read by required ship date: the open orders
 * past it or due within a day (the shared rule), oldest first, and whether the pages read so far
 * already reach past the window, so no later page can add to the list.
 */
import type { Holds } from '../../shared/orders/holds.ts';
import {
  AT_RISK_WINDOW_MS,
  lateness,
  serviceDateMs,
  type Lateness,
} from '../../shared/orders/lateness.ts';

export interface LateOrderInput {
  readonly id?: string | null;
  readonly order_number?: string | null;
  readonly order_date?: string | null;
  readonly required_ship_date?: string | null;
  readonly fulfillment_status?: string | null;
  readonly shop_name?: string | null;
  readonly holds?: Holds | null;
}

export interface LateRow {
  readonly id: string;
  readonly orderNumber: string | null;
  readonly orderDate: string | null;
  readonly requiredShipDate: string;
  readonly status: string | null;
  readonly shop: string | null;
  readonly holds: Holds | null;
  readonly lateness: Exclude<Lateness, 'on-time'>;
}

export interface LateList {
  readonly rows: readonly LateRow[];
  /** The orders read reach a ship date a day or more ahead: reading on would add nothing. */
  readonly pastWindow: boolean;
  /** Orders read to find these (the service cannot filter by ship date or open status). */
  readonly read: number;
}

export function lateList(orders: readonly (LateOrderInput | null)[], now: number): LateList {
  const read = orders.filter((o): o is LateOrderInput => o !== null);
  const rows: LateRow[] = [];
  for (const order of read) {
    const which = lateness(order, now);
    if (which === 'on-time' || !order.required_ship_date) continue;
    rows.push({
      id: order.id ?? order.order_number ?? '',
      orderNumber: order.order_number ?? null,
      orderDate: order.order_date ?? null,
      requiredShipDate: order.required_ship_date,
      status: order.fulfillment_status ?? null,
      shop: order.shop_name ?? null,
      holds: order.holds ?? null,
      lateness: which,
    });
  }
  const due = (row: LateRow) => serviceDateMs(row.requiredShipDate) ?? 0;
  // The service sorts by ship date already; sorting again keeps "oldest first" whatever it sends.
  rows.sort((a, b) => due(a) - due(b));
  const pastWindow = read.some((order) => {
    const ms = serviceDateMs(order.required_ship_date);
    return ms !== null && ms >= now + AT_RISK_WINDOW_MS;
  });
  return { rows, pastWindow, read: read.length };
}

/** How late, or how soon due, in whole hours or days ("3 days late", "due in 5 h"). */
export function lateWords(row: Pick<LateRow, 'requiredShipDate'>, now: number): string {
  const due = serviceDateMs(row.requiredShipDate);
  if (due === null) return '';
  const hours = Math.abs(due - now) / 3_600_000;
  const amount =
    hours >= 48
      ? `${Math.floor(hours / 24)} days`
      : hours >= 24
        ? '1 day'
        : `${Math.max(1, Math.floor(hours))} h`;
  return due < now ? `${amount} late` : `due in ${amount}`;
}

/**
 * The list under a "due since" scope (the morning brief's "became late" line): only orders whose
 * ship date is at or after `dueFromMs`, newest due first, so the orders at risk and those just
 * turned late lead instead of sitting behind every older late order. Read newest first, the pages
 * stop as soon as one reaches a ship date before the scope: no later page can add to it.
 */
export function scopedLateList(
  orders: readonly (LateOrderInput | null)[],
  now: number,
  dueFromMs: number,
): LateList {
  const whole = lateList(orders, now);
  const due = (row: LateRow) => serviceDateMs(row.requiredShipDate) ?? 0;
  const rows = whole.rows.filter((row) => due(row) >= dueFromMs).sort((a, b) => due(b) - due(a));
  const pastWindow = orders.some((order) => {
    const ms = serviceDateMs(order?.required_ship_date);
    return ms !== null && ms < dueFromMs;
  });
  return { rows, pastWindow, read: whole.read };
}
