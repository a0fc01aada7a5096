/**
 * What the quick finder offers for some text: products from the catalogue copy (already ranked by
 * the index: whole SKU or barcode, SKU prefix, name words, barcode prefix, inside a SKU or
 * barcode); when the text is an e-mail address, the orders placed with it; when it is an order
 * number, that order (unless the service said no order has it); vendors whose name matches; and while the copy is incomplete,
 * looking the text up as a SKU at the service. A product whose whole SKU or barcode is the text
 * comes first, so a scanned label opens its product; then the orders, then the service lookup,
 * then prefix matches.
 */
import type { ReplicaRow } from '../../shared/replica/types.ts';
import { asEmail } from '../orders/email-address.ts';
import { normalizeOrderNumber } from '../orders/order-filters.ts';
import type { OrderCheck } from './order-check.ts';
import type { PoCheck } from './po-check.ts';
import type { VendorName } from './vendor-match.ts';

export type FinderOption =
  | { readonly kind: 'product'; readonly key: string; readonly row: ReplicaRow }
  | {
      readonly kind: 'order';
      readonly key: string;
      readonly orderNumber: string;
      readonly check: OrderCheck;
    }
  /** Look the SKU up at the service; once found, opens that product by its SKU. */
  | { readonly kind: 'sku'; readonly key: string; readonly sku: string }
  /** An e-mail address: the orders list, filtered by it. */
  | { readonly kind: 'email'; readonly key: string; readonly email: string }
  /** A purchase order number ("PO-1450"): its pane in Incoming, once the service has it. */
  | {
      readonly kind: 'po';
      readonly key: string;
      readonly poNumber: string;
      readonly check: PoCheck;
    }
  /** A vendor by name: its pane in Incoming's Vendors tab. */
  | { readonly kind: 'vendor'; readonly key: string; readonly vendor: VendorName };

export interface FinderExtras {
  /** The text is an order number the sign-in may look up: what the service said of it so far. */
  readonly order: OrderCheck | null;
  /** The copy is incomplete and the sign-in may ask the service for a SKU. */
  readonly skuLookup: boolean;
  /** The sign-in may filter orders by e-mail (it sees orders and customer details). */
  readonly emailOrders: boolean;
  /** The text is a PO number the sign-in may look up: what the service said of it so far. */
  readonly po?: { readonly poNumber: string; readonly check: PoCheck } | null;
  /** Vendors whose name matches the text (the sign-in may see vendors). */
  readonly vendors?: readonly VendorName[];
}

/** Digits, with or without the leading #: what an order number looks like at the service. */
export function asOrderNumber(text: string): string | null {
  const trimmed = text.trim();
  return /^#?\d{1,18}$/.test(trimmed) ? normalizeOrderNumber(trimmed.replace(/^#/, '')) : null;
}

/** Text that can be a whole SKU: one word, no spaces (the service matches SKUs exactly). */
export function asSku(text: string): string | null {
  const trimmed = text.trim();
  return /^\S{1,100}$/.test(trimmed) ? trimmed : null;
}

/** The whole SKU (any case) or the whole barcode is the text. */
export function isExactMatch(row: ReplicaRow, text: string): boolean {
  const wanted = text.trim().toLowerCase();
  return wanted !== '' && (row.sku.toLowerCase() === wanted || row.barcode === text.trim());
}

export function finderOptions(
  text: string,
  rows: readonly ReplicaRow[],
  extras: FinderExtras,
): FinderOption[] {
  const products = rows.map((row): FinderOption => ({
    kind: 'product',
    key: `product:${row.id}`,
    row,
  }));
  // Main ranks exact matches first: count the leading ones.
  const inexact = rows.findIndex((row) => !isExactMatch(row, text));
  const exact = inexact === -1 ? rows.length : inexact;
  const between: FinderOption[] = [];
  const email = extras.emailOrders ? asEmail(text) : null;
  if (email !== null) between.push({ kind: 'email', key: `email:${email}`, email });
  const orderNumber = extras.order ? asOrderNumber(text) : null;
  if (orderNumber !== null && extras.order && extras.order.state !== 'none') {
    between.push({
      kind: 'order',
      key: `order:${orderNumber}`,
      orderNumber,
      check: extras.order,
    });
  }
  const po = extras.po;
  if (po && po.check.state !== 'none') {
    between.push({ kind: 'po', key: `po:${po.poNumber}`, poNumber: po.poNumber, check: po.check });
  }
  for (const vendor of extras.vendors ?? []) {
    between.push({ kind: 'vendor', key: `vendor:${vendor.id}`, vendor });
  }
  // An e-mail address is never a SKU worth a credit.
  const sku = extras.skuLookup && exact === 0 && asEmail(text) === null ? asSku(text) : null;
  if (sku !== null) between.push({ kind: 'sku', key: `sku:${sku}`, sku });
  return [...products.slice(0, exact), ...between, ...products.slice(exact)];
}
