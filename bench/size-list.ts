/**
 * The flags of a benchmark that runs several catalogue sizes: `--products 20000,200000` (one or
 * more sizes, each a whole number of at least 1, `_` allowed as a digit separator),
 * `--time-limit S` (seconds each size may take), and the benchmark's own numeric flags.
 */
import { numericFlags } from './args.ts';

export class SizeListError extends Error {
  override readonly name = 'SizeListError';
}

/** "20000,200000" → [20000, 200000]; throws a SizeListError naming the bad entry. */
export function parseSizeList(raw: string): number[] {
  const entries = raw.split(',').map((entry) => entry.trim());
  return entries.map((entry) => {
    const value = /^\d[\d_]*$/.test(entry) ? Number(entry.replaceAll('_', '')) : NaN;
    if (!Number.isSafeInteger(value) || value < 1) {
      throw new SizeListError(
        `--products expects sizes like 20000 or 20000,200000; "${entry}" is not a whole number of at least 1`,
      );
    }
    return value;
  });
}

export interface SizeFlags<T extends Record<string, number>> {
  readonly sizes: readonly number[];
  readonly timeLimitS: number;
  readonly flags: T;
}

/** Takes `--products` and `--time-limit` out of `args`; the rest are `defaults`' numeric flags. */
export function sizeFlags<T extends Record<string, number>>(
  args: readonly string[],
  defaults: { readonly sizes: readonly number[]; readonly timeLimitS: number; readonly flags: T },
): SizeFlags<T> {
  let sizes = defaults.sizes;
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const [flag, inline] = arg.split('=', 2);
    if (flag !== '--products') {
      rest.push(arg);
      continue;
    }
    const raw = inline ?? args[++i];
    if (raw === undefined) throw new SizeListError('--products expects a list of sizes');
    sizes = parseSizeList(raw);
  }
  const parsed = numericFlags(rest, { ...defaults.flags, 'time-limit': defaults.timeLimitS });
  const { 'time-limit': timeLimitS, ...flags } = parsed;
  if (timeLimitS <= 0) throw new SizeListError('--time-limit expects seconds above 0');
  return { sizes, timeLimitS, flags: flags as unknown as T };
}
