/**
 * The one test of whether typed text is an e-mail address, shared by the orders search field and
 * the quick finder so both send the same text as an e-mail filter (which needs view:pii).
 */

/**
 * An e-mail address: one @ with something either side, no spaces; the text trimmed, or null.
 * Loose on purpose: the service matches addresses exactly, so this only picks the filter.
 */
export function asEmail(text: string): string | null {
  const trimmed = text.trim();
  return /^[^\s@]{1,100}@[^\s@]{1,200}$/.test(trimmed) ? trimmed : null;
}
