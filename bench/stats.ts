/** Order statistics for benchmark samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? NaN;
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

export const round = (value: number, digits = 2): number => Number(value.toFixed(digits));
