/**
 * Price and value live per warehouse at the service (the product's own fields are deprecated as
 * "a warehouse specific field"). Where a product's warehouses disagree, lists show the span
 * ("4.00–5.50") and sort by its low end; the product pane shows each warehouse's figure.
 */

export interface Span {
  /** The lowest figure given, as the service sent it. */
  readonly low: string;
  /** The highest, when it differs from the lowest; null when every warehouse agrees. */
  readonly high: string | null;
}

const given = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '' && Number.isFinite(Number(text));

/** The span of the figures given (empty and unreadable ones left out); null when none is. */
export function spanOf(figures: readonly (string | null | undefined)[]): Span | null {
  let low: string | null = null;
  let high: string | null = null;
  for (const figure of figures) {
    if (!given(figure)) continue;
    // Compared by value, never rounded: the text itself is what is kept and shown.
    if (low === null || Number(figure) < Number(low)) low = figure;
    if (high === null || Number(figure) > Number(high)) high = figure;
  }
  if (low === null || high === null) return null;
  return { low, high: Number(high) === Number(low) ? null : high };
}
