/**
 * Fulfillment statuses are free strings, often slugs ("awaiting-pickup", "on_hold"). People read
 * words: separators become spaces and the first letter is capitalised ("Awaiting pickup"). The
 * slug itself stays what is sent and filtered on. Shared so exports write what screens show.
 */
export function statusWords(status: string): string {
  const words = status.trim().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
