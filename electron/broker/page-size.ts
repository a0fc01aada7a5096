/**
 * Chooses `first` for a list page: never above the per-operation maximum, and smaller
 * when the budget is short, so what the user is looking at arrives now rather than after a wait.
 * Estimates grow with the size, so the largest fitting size is found by bisection. Background
 * bulk work also gets a credit limit from the pacer (slow start, or a fair page when the pool is
 * contended).
 */

export interface PageSizeInput {
  readonly requested: number;
  /** Estimated cost of the operation with a given page size. */
  readonly estimateFor: (size: number) => number;
  /** Per-operation maximum (the account's `max_available`). */
  readonly max: number;
  /** Credits the model expects to be available now; null when unknown. */
  readonly available: number | null;
  /** Never shrink for the budget below this share of the request. */
  readonly minimumShare?: number;
  /** Most credits one page should cost now (the pacer's page limit); null for none. */
  readonly limit?: number | null;
}

function largestFitting(
  limit: number,
  upTo: number,
  estimateFor: (size: number) => number,
): number {
  if (upTo <= 0 || estimateFor(1) > limit) return 0;
  let low = 1;
  let high = upTo;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (estimateFor(mid) <= limit) low = mid;
    else high = mid - 1;
  }
  return low;
}

export function choosePageSize(input: PageSizeInput): number {
  const { requested, estimateFor, max, available } = input;
  if (requested <= 0) return requested;
  const ceiling = Math.min(max, input.limit ?? max);
  const underMax = Math.max(1, largestFitting(ceiling, requested, estimateFor));
  if (available === null || estimateFor(underMax) <= available) return underMax;
  const floor = Math.max(1, Math.ceil(requested * (input.minimumShare ?? 0.25)));
  const underBudget = largestFitting(Math.floor(available), underMax, estimateFor);
  return Math.min(underMax, Math.max(underBudget, floor));
}
