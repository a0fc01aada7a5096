/**
 * The orders list's filters in the renderer's terms: what goes to the service (`OrdersPage`
 * variables), what the chips say, and how the one search field reads what was typed.
 */
import { formatDateTime } from '../format/date.ts';
import { statusWords } from '../../shared/orders/status-words.ts';
import { asEmail } from './email-address.ts';
import {
  activeOrderFilters,
  ORDER_FILTER_KEYS,
  type OrderFilterKey,
  type OrderFilters,
} from '../../shared/orders/filters.ts';
export { ordersVariables } from '../../shared/orders/order-variables.ts';

export const FILTER_LABELS: Readonly<Record<OrderFilterKey, string>> = {
  orderNumber: 'Order',
  email: 'E-mail',
  sku: 'SKU',
  dateFrom: 'From',
  dateTo: 'To',
  updatedFrom: 'Changed since',
  status: 'Status',
  hasHold: 'Holds',
  hasBackorder: 'Backorder',
  shop: 'Shop',
  warehouseId: 'Warehouse',
  tag: 'Tag',
};

export interface FilterChip {
  readonly key: OrderFilterKey;
  readonly text: string;
}

function chipValue(
  key: OrderFilterKey,
  value: string | boolean,
  warehouseName: (id: string) => string,
): string {
  if (key === 'hasHold') return value === true ? 'on hold' : 'no holds';
  // An instant in service time, shown on the person's clock ("26 Nov 2026, 00:00").
  if (key === 'updatedFrom' && typeof value === 'string') return formatDateTime(value) ?? value;
  if (key === 'hasBackorder') return value === true ? 'backordered' : 'none backordered';
  if (key === 'warehouseId' && typeof value === 'string') return warehouseName(value);
  // The status as people read it ("Awaiting pickup"), as the list and the filter show it.
  if (key === 'status' && typeof value === 'string') return statusWords(value);
  return String(value);
}

/** One removable chip per active filter, in a fixed order. */
export function filterChips(
  filters: OrderFilters,
  warehouseName: (id: string) => string = (id) => id,
): FilterChip[] {
  const active = activeOrderFilters(filters);
  return ORDER_FILTER_KEYS.flatMap((key) => {
    const value = active[key];
    if (value === undefined) return [];
    return [{ key, text: `${FILTER_LABELS[key]}: ${chipValue(key, value, warehouseName)}` }];
  });
}

export function withoutFilter(filters: OrderFilters, key: OrderFilterKey): OrderFilters {
  return activeOrderFilters({ ...filters, [key]: undefined });
}

/**
 * Order numbers are stored as the shop shows them (`#100500`); people type `100500` as often.
 * Digits alone get the `#` the account's numbers carry.
 */
export function normalizeOrderNumber(text: string): string {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? `#${trimmed}` : trimmed;
}

export type SearchTarget = 'orderNumber' | 'email' | 'sku';

export type OrderSearchReading =
  | { readonly target: SearchTarget; readonly value: string }
  /** A person's name: the service's `orders` has no argument for one, so nothing is sent. */
  | { readonly target: 'name'; readonly value: string };

// A word of a name: letters, with the apostrophes, dots and hyphens names carry (O'Neil, J.,
// Smith-Jones). Checked one word at a time, so it cannot backtrack over the whole text.
const NAME_WORD = /^\p{L}[\p{L}\p{M}'’.-]*$/u;

/** Two or more words of letters only: a customer's name ("Isaac Thomas"), not a SKU. */
function isPersonName(text: string): boolean {
  const words = text.split(/\s+/);
  return words.length > 1 && words.every((word) => NAME_WORD.test(word));
}

/**
 * What the search field's text is: an e-mail address (as the quick finder reads one), an order number (digits, with
 * or without #), a person's name (words of letters), otherwise a SKU. The service matches each
 * exactly, so this picks the argument; a name has none, and the field says so.
 */
export function readOrderSearch(text: string): OrderSearchReading | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const email = asEmail(trimmed);
  if (email !== null) return { target: 'email', value: email };
  if (/^#?\d+$/.test(trimmed))
    return { target: 'orderNumber', value: normalizeOrderNumber(trimmed) };
  if (isPersonName(trimmed)) return { target: 'name', value: trimmed };
  return { target: 'sku', value: trimmed };
}
