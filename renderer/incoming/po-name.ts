/** "PO-1448" as the account writes it, or "PO 1448" for a bare number: never "PO PO-1448". */
export function poName(number: string): string {
  return /^po\b/i.test(number.trim()) ? number.trim() : `PO ${number.trim()}`;
}
