/**
 * What the quick finder offers for some text: products from the catalogue copy (already ranked by
 * main: whole SKU or barcode, SKU prefix, name words, barcode prefix) and, when the text can be an
 * order number, that order. A product whose whole SKU or barcode is the text comes first, so a
 * scanned label opens its product; otherwise a typed order number comes before prefix matches.
 */
import type { ReplicaRow } from '../../shared/replica/types.ts';
import { normalizeOrderNumber } from '../orders/order-filters.ts';

export type FinderOption =
  | { readonly kind: 'product'; readonly key: string; readonly row: ReplicaRow }
  | { readonly kind: 'order'; readonly key: string; readonly orderNumber: string };

/** Digits, with or without the leading #: what an order number looks like at the service. */
export function asOrderNumber(text: string): string | null {
  const trimmed = text.trim();
  return /^#?\d{1,18}$/.test(trimmed) ? normalizeOrderNumber(trimmed.replace(/^#/, '')) : null;
}

/** The whole SKU (any case) or the whole barcode is the text. */
export function isExactMatch(row: ReplicaRow, text: string): boolean {
  const wanted = text.trim().toLowerCase();
  return wanted !== '' && (row.sku.toLowerCase() === wanted || row.barcode === text.trim());
}

export function finderOptions(
  text: string,
  rows: readonly ReplicaRow[],
  ordersAllowed: boolean,
): FinderOption[] {
  const products = rows.map((row): FinderOption => ({
    kind: 'product',
    key: `product:${row.id}`,
    row,
  }));
  const orderNumber = ordersAllowed ? asOrderNumber(text) : null;
  if (orderNumber === null) return products;
  const order: FinderOption = { kind: 'order', key: `order:${orderNumber}`, orderNumber };
  // Main ranks exact matches first: count the leading ones.
  const inexact = rows.findIndex((row) => !isExactMatch(row, text));
  const exact = inexact === -1 ? rows.length : inexact;
  return [...products.slice(0, exact), order, ...products.slice(exact)];
}
