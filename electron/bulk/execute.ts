/** The broker's public entry, as bulk work uses it (imports go at background priority). */
import type { GraphqlRequest } from '../../shared/bridge/contract.ts';
import type { BridgeResult } from '../../shared/bridge/errors.ts';
import type { GraphqlPayload } from '../../shared/bridge/graphql.ts';
import type { BatchRequest } from '../broker/plan-batch.ts';
import type { BatchOutcome } from '../broker/send-batch.ts';
import type { BatchRoom } from '../broker/batch-room.ts';

export type Execute = (request: GraphqlRequest) => Promise<BridgeResult<GraphqlPayload<unknown>>>;

/** Several catalogued mutations in one request (the broker's `executeBatch`). */
export type ExecuteBatch = (request: BatchRequest) => Promise<BatchOutcome>;

/** What an import needs of the broker to send its rows several to a request. */
export interface BatchTransport {
  readonly executeBatch: ExecuteBatch;
  /** What the next background request may carry, as the broker's pacer sees it now. */
  readonly room: () => BatchRoom;
}
