/**
 * An import's status as the renderer shows it: a run loaded in this process (its live progress),
 * or one only its journal holds (interrupted, or left over from an earlier process).
 */
import type { ImportSettling, ImportStatus } from '../../../shared/bulk/import-contract.ts';
import type { RowState } from '../journal/events.ts';
import type { ReadableRun } from '../journal/journal-store.ts';
import type { ImportPlan } from '../import-kinds.ts';
import { backgroundSeconds } from '../run/estimate.ts';
import { countStates, type RunProgress, type Settling } from '../run/import-run.ts';
import type { Loaded } from './loaded.ts';

const INTERRUPTED =
  'The import was interrupted (Floorboard quit or crashed). Resume it to send the remaining rows; any row that was in flight is checked first.';
/** Its journal cannot prove which rows were never sent (a crash, a cut-off or older file). */
const UNPROVEN =
  'The import was interrupted (Floorboard quit or crashed, or its journal was put back from an older copy). Resume it to go on: every row its journal does not record as done is first looked up in the service, so none is applied twice.';

/** A journalled run left running or paused with rows still to send or to check. */
export function isResumable(state: {
  readonly status: string;
  readonly rows: readonly RowState[];
}): boolean {
  const counts = countStates(state.rows);
  return (
    counts.pending + counts.sending > 0 && (state.status === 'running' || state.status === 'paused')
  );
}

/** The run's settling row in the user's terms: its line in the file. */
function settlingOf(plan: ImportPlan, settling: Settling | null): ImportSettling | null {
  if (!settling) return null;
  const line = plan.rows[settling.row]?.line;
  return line === undefined
    ? null
    : {
        line,
        seconds: settling.seconds,
        interrupted: settling.interrupted,
        rows: settling.rows,
      };
}

/**
 * The rows not yet done at the import's share of the restore rate; and a row waiting out its
 * settle time after a lost reply (up to a minute) holds the run's end at least that long.
 */
function secondsLeft(entry: Loaded, progress: RunProgress, rate: number | null): number | null {
  const open = progress.counts.pending + progress.counts.sending;
  const rows = backgroundSeconds(open * entry.creditsPerRow, rate);
  const settling = progress.settling?.seconds ?? 0;
  return rows === null ? (settling > 0 ? settling : null) : Math.max(rows, settling);
}

/** A run loaded in this process; `rate` is the account's restore rate, for the time left. */
export function loadedStatus(entry: Loaded, runId: string, rate: number | null): ImportStatus {
  const progress = entry.run.progress();
  return {
    runId,
    kind: entry.plan.kind,
    fileName: entry.plan.fileName,
    createdAt: entry.createdAt,
    total: progress.total,
    counts: progress.counts,
    status: progress.status,
    stopReason: progress.stopReason,
    secondsLeft: progress.status === 'running' ? secondsLeft(entry, progress, rate) : null,
    settling: settlingOf(entry.plan, progress.settling),
    resumable:
      progress.status === 'paused' || (progress.status === 'running' && entry.active === null),
  };
}

/** A run only its journal holds: one left running or paused with rows to go is resumable. */
export function storedStatus(run: ReadableRun<ImportPlan>): ImportStatus {
  const counts = countStates(run.state.rows);
  const interrupted = isResumable(run.state);
  return {
    runId: run.runId,
    kind: run.plan.kind,
    fileName: run.plan.fileName,
    createdAt: run.createdAt,
    total: run.plan.rows.length,
    counts,
    status: interrupted ? 'paused' : run.state.status === 'running' ? 'finished' : run.state.status,
    stopReason: !interrupted
      ? null
      : !run.proven
        ? UNPROVEN
        : run.state.status === 'running'
          ? INTERRUPTED
          : null,
    secondsLeft: null,
    settling: null,
    resumable: interrupted,
  };
}
