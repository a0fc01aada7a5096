/** A journalled plan's run, whatever its kind: the plan's rows through the kind's row handler. */
import { MAX_BATCH_ITEMS } from '../../broker/plan-batch.ts';
import type { BridgeResult } from '../../../shared/bridge/errors.ts';
import type { OperationName } from '../../../shared/operations/catalogue.ts';
import {
  namedPayload,
  type ExecuteRequest,
  type NamedPayload,
  type OperationCall,
} from '../../broker/execute.ts';
import type { BatchTransport } from '../batch-transport.ts';
import { BATCH_LANES, createBatchSender, type RowSender } from '../send/batch-sender.ts';
import { batchSize } from '../send/batch-size.ts';
import { realScheduler, type Scheduler } from '../../time/scheduler.ts';
import { createWithdrawal } from '../send/withdrawal.ts';
import type { RowState, RunStatus } from '../journal/events.ts';
import type { Journal } from '../journal/journal-store.ts';
import { createImportRun, type ImportRun, type RowHandler } from './import-run.ts';

export interface PlanRunOptions<Row> {
  /** The request form: each row sends the mutation its plan names. */
  readonly execute: ExecuteRequest;
  /**
   * Rows go several to a request through it (send/batch-sender.ts); without it, one mutation per
   * request.
   */
  readonly batch?: BatchTransport;
  /** Credits one row is estimated at, for the batch size (1 when not given). */
  readonly creditsPerRow?: number;
  readonly journal: Journal;
  readonly plan: { readonly rows: readonly Row[] };
  readonly initial?: readonly RowState[];
  readonly concurrency?: number;
  readonly onChange?: () => void;
  /** The run's clock and timers (its settle time after a lost reply); tests pass their own. */
  readonly clock?: Scheduler;
  /** When the run was started (its journal's header); a witness searches from then. */
  readonly createdAt?: number;
  /** Loaded from its journal: its first run is a resume (the witness is read). */
  readonly resuming?: boolean;
  /** How its journal left it (see ImportRunOptions.status). */
  readonly status?: RunStatus;
  readonly log?: (message: string) => void;
}

/**
 * Sends one row's mutation, alone or in a batch with others; each row gets its own result, named
 * by the mutation it answers, so the kind reads it typed by that mutation.
 */
export type SendCall<M extends OperationName> = (
  call: OperationCall<M>,
  beforeSend: () => Promise<void>,
) => Promise<BridgeResult<NamedPayload<M>>>;

/** What a kind's row handler may need besides the broker and the run's id. */
export interface HandlerContext<Row, M extends OperationName> {
  readonly rows: readonly Row[];
  readonly send: SendCall<M>;
  readonly createdAt: number;
  readonly now: () => number;
}

export function planRun<Row, M extends OperationName>(
  options: PlanRunOptions<Row>,
  handler: (
    execute: ExecuteRequest,
    runId: string,
    context: HandlerContext<Row, M>,
  ) => RowHandler<Row, NamedPayload<M>>,
): ImportRun {
  const { plan, journal } = options;
  const clock = options.clock ?? realScheduler;
  const now = (): number => clock.now();
  const { execute, batch } = options;
  // Pausing withdraws the run's requests still waiting in the pacer (send/withdrawal.ts).
  const withdrawal = createWithdrawal();
  const sender: RowSender = batch
    ? createBatchSender({
        execute,
        executeBatch: batch.executeBatch,
        size: () => batchSize({ perRow: options.creditsPerRow ?? 1, ...batch.room() }),
        signal: withdrawal.signal,
        ...(options.log ? { log: options.log } : {}),
      })
    : {
        send: (item, beforeSend) => execute({ ...item, priority: 'background', beforeSend }),
      };
  // Enough rows under way to fill every lane's request when batching.
  const concurrency = options.concurrency ?? (batch ? BATCH_LANES * MAX_BATCH_ITEMS : undefined);
  const run = createImportRun<Row, NamedPayload<M>>({
    runId: journal.runId,
    rows: plan.rows,
    initial: options.initial ?? plan.rows.map(() => ({ status: 'pending' })),
    journal,
    handler: handler(options.execute, journal.runId, {
      rows: plan.rows,
      send: async (call, beforeSend) => namedPayload(call, await sender.send(call, beforeSend)),
      createdAt: options.createdAt ?? now(),
      now,
    }),
    ...(options.resuming === undefined ? {} : { resuming: options.resuming }),
    ...(options.status === undefined ? {} : { status: options.status }),
    ...(options.log ? { log: options.log } : {}),
    ...(concurrency === undefined ? {} : { concurrency }),
    ...(options.onChange ? { onChange: options.onChange } : {}),
    clock,
  });
  return withdrawal.wrap(run);
}
