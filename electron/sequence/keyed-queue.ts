import pLimit, { type LimitFunction } from 'p-limit';

/**
 * Runs async operations one at a time per key, in call order, whatever the earlier ones' outcome:
 * a save and a delete for the same profile cannot interleave their reads and writes. One p-limit
 * lane per key while anything runs or waits in it; an idle lane is dropped, since keys include
 * run ids (an import's controls), which would otherwise pile up for the life of the process.
 */
export interface KeyedQueue {
  <T>(key: string, operation: () => Promise<T>): Promise<T>;
  /** Keys with an operation running or waiting. */
  readonly laneCount: () => number;
}

export function createKeyedQueue(): KeyedQueue {
  const lanes = new Map<string, LimitFunction>();
  const inTurn = <T>(key: string, operation: () => Promise<T>): Promise<T> => {
    const lane = lanes.get(key) ?? pLimit(1);
    lanes.set(key, lane);
    return lane(async () => {
      try {
        return await operation();
      } finally {
        // This operation is the lane's only active one; with none queued behind it, it is idle.
        if (lane.pendingCount === 0) lanes.delete(key);
      }
    });
  };
  return Object.assign(inTurn, { laneCount: () => lanes.size });
}
