/** The broker's public entry, as bulk work uses it (imports go at background priority). */
import type { ExecuteRequest } from '../broker/execute.ts';
import type { BatchRequest } from '../broker/plan-batch.ts';
import type { BatchOutcome } from '../broker/send-batch.ts';
import type { BatchRoom } from '../broker/batch-room.ts';

/**
 * The broker's request form, kept under its old name while bulk moves to main's typed `Execute`
 * (electron/broker/execute.ts).
 */
export type Execute = ExecuteRequest;

/** Several catalogued mutations in one request (the broker's `executeBatch`). */
export type ExecuteBatch = (request: BatchRequest) => Promise<BatchOutcome>;

/** What an import needs of the broker to send its rows several to a request. */
export interface BatchTransport {
  readonly executeBatch: ExecuteBatch;
  /** What the next background request may carry, as the broker's pacer sees it now. */
  readonly room: () => BatchRoom;
}
