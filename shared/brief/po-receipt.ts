/**
 * The PO a stock receipt names. Goods received against a PO are written to the stock history as
 * one change each whose reason names the PO ("Received purchase order PO-1448"); a corrected
 * receipt says "Receipt corrected on purchase order …" and is not an arrival.
 */
const RECEIPT = /^received purchase order (\S+)$/i;

export function receiptPoNumber(reason: string | null | undefined): string | null {
  return RECEIPT.exec((reason ?? '').trim())?.[1] ?? null;
}
