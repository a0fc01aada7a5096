/**
 * Exponential backoff with full jitter (AWS architecture blog's variant): spreads retries of
 * several clients sharing one account so they do not return in lockstep.
 */
export function backoffMs(
  attempt: number,
  random: () => number,
  baseMs = 500,
  capMs = 30_000,
): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
