/**
 * How many import rows the next request carries (docs/bulk.md "Several changes per request"):
 * never more than the credits one background request may plan for; at least enough that the
 * request cap does not bind before the credits do; otherwise a modest number, since a lost reply
 * puts every row of its request in flight, each to be checked on its own.
 */
import type { BatchRoom } from '../../broker/batch-room.ts';
import { MAX_BATCH_ITEMS } from '../../broker/plan-batch.ts';

/** Rows a request carries when neither limit asks for more. */
export const PREFERRED_BATCH_ROWS = 25;

export interface BatchSizeInput extends BatchRoom {
  /** Credits one row is estimated at. */
  readonly perRow: number;
  readonly most?: number;
}

export function batchSize(input: BatchSizeInput): number {
  const most = input.most ?? MAX_BATCH_ITEMS;
  const perRow = Math.max(1, input.perRow);
  // Until the pool is known, the first request finds it out with few rows at stake.
  if (input.pageCredits === null) return 1;
  const byCredits = Math.floor(input.pageCredits / perRow);
  const byRequests =
    input.creditRate !== null && input.requestRate !== null && input.requestRate > 0
      ? Math.ceil(input.creditRate / perRow / input.requestRate)
      : 1;
  const wanted = Math.max(PREFERRED_BATCH_ROWS, byRequests);
  return Math.max(1, Math.min(most, byCredits, wanted));
}
