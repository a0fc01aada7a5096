/** A journalled plan's run, whatever its kind: the plan's rows through the kind's row handler. */
import type { Execute } from '../execute.ts';
import type { RowState, RunStatus } from '../journal/events.ts';
import type { Journal } from '../journal/journal-store.ts';
import {
  createImportRun,
  type ImportRun,
  type ImportRunOptions,
  type RowHandler,
} from './import-run.ts';

export interface PlanRunOptions<Row> {
  readonly execute: Execute;
  readonly journal: Journal;
  readonly plan: { readonly rows: readonly Row[] };
  readonly initial?: readonly RowState[];
  readonly concurrency?: number;
  readonly onChange?: () => void;
  /** The run's clock and timers (its settle time after a lost reply); tests pass their own. */
  readonly clock?: Pick<ImportRunOptions<Row>, 'now' | 'timer'>;
  /** When the run was started (its journal's header); a witness searches from then. */
  readonly createdAt?: number;
  /** Loaded from its journal: its first run is a resume (the witness is read). */
  readonly resuming?: boolean;
  /** How its journal left it (see ImportRunOptions.status). */
  readonly status?: RunStatus;
  readonly log?: (message: string) => void;
}

/** What a kind's row handler may need besides the broker and the run's id. */
export interface HandlerContext<Row> {
  readonly rows: readonly Row[];
  readonly createdAt: number;
  readonly now: () => number;
}

export function planRun<Row>(
  options: PlanRunOptions<Row>,
  handler: (execute: Execute, runId: string, context: HandlerContext<Row>) => RowHandler<Row>,
): ImportRun {
  const { plan, journal } = options;
  const now = options.clock?.now ?? Date.now;
  return createImportRun<Row>({
    runId: journal.runId,
    rows: plan.rows,
    initial: options.initial ?? plan.rows.map(() => ({ status: 'pending' })),
    journal,
    handler: handler(options.execute, journal.runId, {
      rows: plan.rows,
      createdAt: options.createdAt ?? now(),
      now,
    }),
    ...(options.resuming === undefined ? {} : { resuming: options.resuming }),
    ...(options.status === undefined ? {} : { status: options.status }),
    ...(options.log ? { log: options.log } : {}),
    ...(options.concurrency === undefined ? {} : { concurrency: options.concurrency }),
    ...(options.onChange ? { onChange: options.onChange } : {}),
    ...options.clock,
  });
}
