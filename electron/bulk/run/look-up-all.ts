/**
 * A preview's look-ups: each item (a SKU, a batch of order numbers) through the broker, a few in
 * flight at once (its pacer still decides when each goes), in order, stopping at the first
 * failure or when cancelled, with progress counted in `weight`s (one per SKU, one per order
 * number). p-limit keeps the count in flight, as main's other queues do.
 */
import pLimit from 'p-limit';
import type { BridgeError } from '../../../shared/bridge/errors.ts';

export interface LookUpAllOptions<T> {
  readonly items: readonly T[];
  readonly concurrency: number;
  /** Looks one item up; a failure stops the rest. */
  readonly lookUp: (item: T) => Promise<BridgeError | null>;
  readonly weight?: (item: T) => number;
  readonly onProgress?: (checked: number, total: number) => void;
  readonly signal?: AbortSignal;
}

export async function lookUpAll<T>(options: LookUpAllOptions<T>): Promise<BridgeError | null> {
  const { items } = options;
  const weight = options.weight ?? (() => 1);
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  const limit = pLimit(Math.max(1, options.concurrency));
  // An object, not lets: the look-ups set it from inside their closures.
  const state = { failure: null as BridgeError | null, checked: 0 };
  // Items not started yet when one fails (or the preview is cancelled) are skipped; those under
  // way finish and count.
  const stopped = (): boolean => state.failure !== null || options.signal?.aborted === true;
  await Promise.all(
    items.map((item) =>
      limit(async () => {
        if (stopped()) return;
        const result = await options.lookUp(item);
        if (result) {
          state.failure ??= result;
          return;
        }
        state.checked += weight(item);
        options.onProgress?.(state.checked, total);
      }),
    ),
  );
  if (state.failure) return state.failure;
  if (options.signal?.aborted) return { kind: 'invalid-input', message: 'Cancelled.' };
  return null;
}
