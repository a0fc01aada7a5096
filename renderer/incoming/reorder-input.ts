/**
 * From a drafted PO to what `purchase_order_create` is sent: the PO number chosen here, up front
 * (so that after a lost reply the broker can look the PO up by it before anything is resent), the
 * quantities as edited, the sums from the vendor's prices.
 */
import type { Result } from '../../shared/result.ts';
import type { CreatePurchaseOrderInput } from '../../shared/operations/generated.ts';
import type { PoDraft } from './reorder-draft.ts';
import { lineTotal } from './reorder-money.ts';

/** No 0/O or 1/I/L: the number is read aloud and typed from paper. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * "PO-20261127-K7QZ": the day it was drafted and four random characters, different from every
 * number in `taken` (the other drafts of the same reorder). The service refuses a repeated number,
 * so a clash with an older PO fails loudly instead of creating a second one.
 */
export function newPoNumber(day: string, random: () => number, taken: ReadonlySet<string>): string {
  for (;;) {
    const tail = Array.from(
      { length: 4 },
      () => ALPHABET[Math.floor(random() * ALPHABET.length) % ALPHABET.length] ?? 'X',
    ).join('');
    const number = `PO-${day.replaceAll('-', '')}-${tail}`;
    if (!taken.has(number)) return number;
  }
}

/** A draw in [0, 1) from the platform's cryptographic source (no seeding to go wrong). */
export function cryptoRandom(): number {
  return (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) / 2 ** 32;
}

/**
 * `numbers` with a PO number for each key that has none yet (the one it was sent under before, else
 * a new one); the same map when none lacks one.
 */
export function withPoNumbers(
  numbers: ReadonlyMap<string, string>,
  keys: readonly string[],
  day: string,
  random: () => number,
  /** A number this draft was already sent under (a create whose reply never came), if any. */
  sentBefore: (key: string) => string | null = () => null,
): ReadonlyMap<string, string> {
  const missing = keys.filter((key) => !numbers.has(key));
  if (missing.length === 0) return numbers;
  const next = new Map(numbers);
  for (const key of missing) {
    next.set(key, sentBefore(key) ?? newPoNumber(day, random, new Set(next.values())));
  }
  return next;
}

/** Largest quantity a line takes: Floorboard's own bound against a slipped key. */
export const MAX_LINE_QUANTITY = 1_000_000;

/** The quantity, or what is wrong with the text in words. */
export type QuantityCheck = Result<number, string>;

/** A typed quantity: a whole number from 0 (leave the line out) to MAX_LINE_QUANTITY. */
export function checkQuantity(text: string): QuantityCheck {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: 'A whole number, 0 or more' };
  const quantity = Number(trimmed);
  if (quantity > MAX_LINE_QUANTITY) {
    return { ok: false, error: `At most ${MAX_LINE_QUANTITY.toLocaleString('en')}` };
  }
  return { ok: true, value: quantity };
}

/** The draft's lines at their edited quantities, without those set to 0. */
export function linesToOrder(
  draft: PoDraft,
  quantities: ReadonlyMap<string, number>,
): { sku: string; quantity: number; price: string | null; vendorSku: string | null }[] {
  return draft.lines.flatMap((line) => {
    const quantity = quantities.get(line.key) ?? line.quantity;
    return quantity > 0
      ? [{ sku: line.sku, quantity, price: line.price, vendorSku: line.vendorSku }]
      : [];
  });
}

/** The PO's total at the edited quantities ("0.00" when no line has a price). */
export function draftTotal(draft: PoDraft, quantities: ReadonlyMap<string, number>): string {
  return lineTotal(linesToOrder(draft, quantities));
}

export function createPurchaseOrderInput(
  draft: PoDraft,
  quantities: ReadonlyMap<string, number>,
  poNumber: string,
  expected: string,
): CreatePurchaseOrderInput {
  const lines = linesToOrder(draft, quantities);
  const total = lineTotal(lines);
  return {
    po_number: poNumber,
    vendor_id: draft.vendorId,
    warehouse_id: draft.warehouseId,
    po_date: `${expected}T00:00:00`,
    subtotal: total,
    shipping_price: '0.00',
    total_price: total,
    line_items: lines.map((line) => ({
      sku: line.sku,
      quantity: line.quantity,
      price: line.price ?? '0.00',
      vendor_id: draft.vendorId,
      vendor_sku: line.vendorSku,
      // Required by the service; Floorboard knows no weights for a PO.
      expected_weight_in_lbs: '0',
    })),
  };
}
