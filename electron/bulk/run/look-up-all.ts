/**
 * A preview's look-ups: each item (a SKU, a batch of order numbers) through the broker, a few in
 * flight at once (its pacer still decides when each goes), stopping at the first failure or when
 * cancelled, with progress counted in `weight`s (one per SKU, one per order number).
 */
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
  // An object, not lets: the workers set it from inside their closures.
  const state = { failure: null as BridgeError | null, next: 0, checked: 0 };
  const worker = async (): Promise<void> => {
    while (state.failure === null && state.next < items.length && !options.signal?.aborted) {
      const item = items[state.next++];
      if (item === undefined) break;
      const failure = await options.lookUp(item);
      if (failure) {
        state.failure ??= failure;
        break;
      }
      state.checked += weight(item);
      options.onProgress?.(state.checked, total);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  if (state.failure) return state.failure;
  if (options.signal?.aborted) return { kind: 'invalid-input', message: 'Cancelled.' };
  return null;
}
