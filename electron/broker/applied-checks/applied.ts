/**
 * "Was this change applied?": asked after a mutation's reply is lost (a dropped connection, a
 * 5xx), when the change may or may not have happened. The broker asks it of every lost
 * mutation; an import asks it of a row it cannot prove unsent. Both ask the same checks
 * (registry.ts), one per catalogued mutation that has one.
 */
import type { GraphqlRequest } from '../request.ts';
import type { BridgeResult } from '../../../shared/bridge/errors.ts';
import type { GraphqlPayload } from '../../../shared/bridge/graphql.ts';
import type { OperationName } from '../../../shared/operations/catalogue.ts';

export type Applied = 'yes' | 'no' | 'unknown';

/** Runs a check's read through the broker, at the asker's priority (its own, not the check's). */
export type CheckRead = (request: GraphqlRequest) => Promise<BridgeResult<GraphqlPayload<unknown>>>;

/** The change as it was sent. */
export interface SentChange {
  readonly operationName: OperationName;
  readonly variables: Readonly<Record<string, unknown>>;
  /**
   * What the sender knew of the target that the variables do not say: an order's number, by
   * which an order import's checks read the order (the plan names it by id and number).
   */
  readonly orderNumber?: string;
  /**
   * Recognises the change in a history read back (a reason, a note): an import's tag for its run
   * and line. Without it a history cannot tell this change from another.
   */
  readonly carries?: (text: unknown) => boolean;
}

export interface AppliedCheck {
  /**
   * `at-once`: the read gives the answer both ways right after the loss (a record read back).
   * `after-settle`: found proves applied at once, but "not found" may come before the change is
   * committed, so it counts only from a read that starts a settle time after the loss (an
   * import's rule, run/import-run.ts); until then it means "not yet seen".
   */
  readonly proves: 'at-once' | 'after-settle';
  check(change: SentChange, read: CheckRead): Promise<Applied>;
}
