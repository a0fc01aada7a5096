/**
 * The broker's batch entry as an import uses it. A run's single requests go through the
 * broker's request form (`ExecuteRequest`, electron/broker/execute.ts), its reads through the
 * typed `Execute` built over it.
 */
import type { BatchRequest } from '../broker/plan-batch.ts';
import type { BatchOutcome } from '../broker/send-batch.ts';
import type { BatchRoom } from '../broker/batch-room.ts';

/** Several catalogued mutations in one request (the broker's `executeBatch`). */
export type ExecuteBatch = (request: BatchRequest) => Promise<BatchOutcome>;

/** What an import needs of the broker to send its rows several to a request. */
export interface BatchTransport {
  readonly executeBatch: ExecuteBatch;
  /** What the next background request may carry, as the broker's pacer sees it now. */
  readonly room: () => BatchRoom;
}
