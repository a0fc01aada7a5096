/**
 * Where one `bulk` bench process's time and credits go: every request the import makes through
 * the broker, counted by operation (the resume's witness, the per-row checks, the batches of
 * changes), with the credits the replies say they cost and when the first started and the last
 * ended, in ms from `origin`. Reported once at the end, so nothing per row is printed while the
 * run is timed.
 */
import type { BatchOutcome } from '../electron/broker/send-batch.ts';
import type { ExecuteRequest } from '../electron/broker/execute.ts';
import type { ExecuteBatch } from '../electron/bulk/batch-transport.ts';

export interface OperationTally {
  requests: number;
  credits: number;
  /** Ms from the origin to the first request's start and to the last reply. */
  firstMs: number;
  lastMs: number;
  /** Ms with at least one of these requests out (in the pacer or on the wire). */
  busyMs: number;
}

/** The name batches of changes are counted under. */
export const BATCH = 'Batch';

export interface Tally {
  readonly execute: ExecuteRequest;
  readonly executeBatch: ExecuteBatch;
  report(): Record<string, OperationTally>;
}

export function createTally(
  execute: ExecuteRequest,
  executeBatch: ExecuteBatch,
  origin: () => number,
  now: () => number = Date.now,
): Tally {
  const byName = new Map<string, OperationTally & { out: number; busySince: number }>();
  const start = (name: string): (() => void) => {
    const at = now() - origin();
    let entry = byName.get(name);
    if (!entry) {
      entry = { requests: 0, credits: 0, firstMs: at, lastMs: at, busyMs: 0, out: 0, busySince: 0 };
      byName.set(name, entry);
    }
    const own = entry;
    own.requests++;
    if (own.out++ === 0) own.busySince = at;
    return () => {
      const end = now() - origin();
      own.lastMs = Math.max(own.lastMs, end);
      if (--own.out === 0) own.busyMs += end - own.busySince;
    };
  };
  const batchCredits = (outcome: BatchOutcome): number =>
    outcome.kind === 'sent'
      ? outcome.items.reduce(
          (sum, item) =>
            sum + (item.ok ? (item.value.cost.actual ?? item.value.cost.estimated) : 1),
          0,
        )
      : 0;
  return {
    async execute(request) {
      const done = start(request.operationName);
      try {
        const result = await execute(request);
        const entry = byName.get(request.operationName);
        if (entry && result.ok) {
          entry.credits += result.value.cost.actual ?? result.value.cost.estimated;
        }
        return result;
      } finally {
        done();
      }
    },
    async executeBatch(request) {
      const done = start(BATCH);
      try {
        const outcome = await executeBatch(request);
        const entry = byName.get(BATCH);
        if (entry) entry.credits += batchCredits(outcome);
        return outcome;
      } finally {
        done();
      }
    },
    report() {
      return Object.fromEntries(
        [...byName].map(([name, { requests, credits, firstMs, lastMs, busyMs }]) => [
          name,
          { requests, credits, firstMs, lastMs, busyMs },
        ]),
      );
    },
  };
}
