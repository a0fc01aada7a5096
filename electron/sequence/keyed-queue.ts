import pLimit, { type LimitFunction } from 'p-limit';

/**
 * Runs async operations one at a time per key, in call order, whatever the earlier ones' outcome:
 * a save and a delete for the same profile cannot interleave their reads and writes. One p-limit
 * lane per key, kept for the life of the process (keys are profile ids: a handful).
 */
export type KeyedQueue = <T>(key: string, operation: () => Promise<T>) => Promise<T>;

export function createKeyedQueue(): KeyedQueue {
  const lanes = new Map<string, LimitFunction>();
  return <T>(key: string, operation: () => Promise<T>): Promise<T> => {
    let lane = lanes.get(key);
    if (lane === undefined) {
      lane = pLimit(1);
      lanes.set(key, lane);
    }
    return lane(operation);
  };
}
