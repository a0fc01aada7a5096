/**
 * What the quick finder says under its field, in plain words: what to type, how many products
 * matched, and honestly what it cannot find — products not copied yet while the catalogue copy
 * syncs, and products created since its last refresh — and what an e-mail address leads to.
 */
import type { ReplicaStatus } from '../../shared/replica/types.ts';
import { formatAge } from '../format/age.ts';
import { formatInteger } from '../format/number.ts';
import type { Locale } from '../format/locale.ts';

export interface FinderFacts {
  /** The trimmed text. */
  readonly text: string;
  readonly status: ReplicaStatus;
  /** Matching products in the copy and how many are shown; null before the first answer. */
  readonly found: { readonly total: number; readonly shown: number } | null;
  readonly ordersAllowed: boolean;
  /** The service said no order has this number ("#100500"); null otherwise. */
  readonly noOrder?: string | null;
  /**
   * The same digits as a PO number ("PO-1448"): `found` when the service has that PO (then no
   * "no order" is said: the PO is offered), `none` when it has neither; null when not asked.
   */
  readonly po?: { readonly poNumber: string; readonly state: 'found' | 'none' } | null;
  /** The service found an order with this number: a product miss is then not worth a word. */
  readonly orderFound?: boolean;
  /** The service said no product has this SKU; null otherwise. */
  readonly noSku?: string | null;
  /**
   * The text is an e-mail address: `orders` when the finder offers the orders placed with it,
   * `refused` when the sign-in may not filter orders by e-mail; null otherwise.
   */
  readonly email?: 'orders' | 'refused' | null;
  readonly now: number;
  readonly locale?: Locale;
}

export interface FinderMessage {
  readonly summary: string;
  /** A caveat about the copy itself (still syncing, stopped); null when there is none. */
  readonly note: string | null;
}

function hint(productsOn: boolean, ordersAllowed: boolean): string {
  if (productsOn && ordersAllowed)
    return 'Type a SKU, a word of a product’s name, a barcode or an order number.';
  if (productsOn) return 'Type a SKU, a word of a product’s name or a barcode.';
  if (ordersAllowed) return 'Type an order number.';
  return 'This sign-in can see neither products nor orders.';
}

function noteOf(status: ReplicaStatus, locale: Locale | undefined): string | null {
  if (status.phase === 'off')
    return 'Products cannot be searched: this sign-in has no catalogue copy.';
  if (status.phase === 'first-sync') {
    const total = status.estimatedTotal;
    const progress =
      total === null
        ? `${formatInteger(status.records, locale)} products so far`
        : `${formatInteger(status.records, locale)} of about ${formatInteger(total, locale)} products`;
    return `The catalogue copy is still syncing (${progress}): a product not copied yet is not found here.`;
  }
  if (status.phase === 'failed')
    return 'Copying the catalogue stopped: a product not copied yet is not found here.';
  return null;
}

function productCount(count: number, locale: Locale | undefined): string {
  return count === 1 ? '1 product' : `${formatInteger(count, locale)} products`;
}

export function finderMessage(facts: FinderFacts): FinderMessage {
  const { text, status, ordersAllowed, locale } = facts;
  const note = noteOf(status, locale);
  if (text === '') return { summary: hint(status.phase !== 'off', ordersAllowed), note };
  if (facts.noSku) {
    return {
      summary: `No product has the SKU “${facts.noSku}” at the service (SKUs match exactly, capitals included).`,
      note,
    };
  }
  const products = productSummary(facts);
  const order = noOrderWords(facts.noOrder ?? null, facts.po ?? null);
  return { summary: [products, order, emailSummary(facts.email)].filter(Boolean).join(' '), note };
}

/** "No order has the number #1448.", or with the PO the same digits name, both or nothing. */
function noOrderWords(noOrder: string | null, po: FinderFacts['po']): string {
  if (noOrder === null || po?.state === 'found') return '';
  if (po?.state === 'none')
    return `No order (${noOrder}) or purchase order (${po.poNumber}) has that number.`;
  return `No order has the number ${noOrder}.`;
}

function emailSummary(email: FinderFacts['email']): string {
  if (email === 'orders') return 'An e-mail address: Enter shows the orders placed with it.';
  if (email === 'refused')
    return 'An e-mail address: finding orders by e-mail needs customer details, which this sign-in cannot see.';
  return '';
}

function productSummary(facts: FinderFacts): string {
  const { text, status, found, now, locale } = facts;
  if (status.phase === 'off' || found === null) return '';
  if (found.total === 0) {
    // A product miss is not worth a word once an order (or an e-mail's orders) is the answer.
    if (facts.orderFound || facts.email) return '';
    const age =
      status.phase === 'ready' && status.lastRefreshedAt !== null
        ? ` (copy ${formatAge(now - status.lastRefreshedAt, locale).toLowerCase()}; newer products appear after its next refresh)`
        : '';
    return `No product matches “${text}” in the catalogue copy${age}.`;
  }
  return found.total > found.shown
    ? `The best ${formatInteger(found.shown, locale)} of ${productCount(found.total, locale)}: type more to narrow.`
    : `${productCount(found.total, locale)}.`;
}
