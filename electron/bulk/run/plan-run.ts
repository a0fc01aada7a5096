/** A journalled plan's run, whatever its kind: the plan's rows through the kind's row handler. */
import type { Execute } from '../execute.ts';
import type { RowState } from '../journal/events.ts';
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
}

export function planRun<Row>(
  options: PlanRunOptions<Row>,
  handler: (execute: Execute, runId: string) => RowHandler<Row>,
): ImportRun {
  const { plan, journal } = options;
  return createImportRun<Row>({
    runId: journal.runId,
    rows: plan.rows,
    initial: options.initial ?? plan.rows.map(() => ({ status: 'pending' })),
    journal,
    handler: handler(options.execute, journal.runId),
    ...(options.concurrency === undefined ? {} : { concurrency: options.concurrency }),
    ...(options.onChange ? { onChange: options.onChange } : {}),
    ...options.clock,
  });
}
