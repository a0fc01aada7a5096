/**
 * A run's results, loaded or only journalled: every line of its file with what became of it, as
 * a window of rows for the import panel or a CSV file through the Save dialog (or a download).
 */
import type {
  FileDelivery,
  ImportRowView,
  ImportRowsWindow,
} from '../../../shared/bulk/import-contract.ts';
import { fail, ok, type BridgeResult } from '../../../shared/bridge/errors.ts';
import { deliverText, openDownload, type OpenSink } from '../export/sink.ts';
import { importColumns, planResults, type ImportPlan } from '../import-kinds.ts';
import type { RowState } from '../journal/events.ts';
import { runIdOf } from '../journal/journal-store.ts';
import { resultsCsv } from '../run/results.ts';
import type { Loaded } from './loaded.ts';
import { notSignedIn, type ImportSession } from './session-gate.ts';
import type { StoredRuns } from './stored-runs.ts';

export interface ResultsDeps {
  readonly session: ImportSession;
  readonly loaded: ReadonlyMap<string, Loaded>;
  readonly stored: StoredRuns;
  readonly openSink?: OpenSink | undefined;
}

/** A run's plan and row states: loaded in this process, or read from its journal. */
async function planAndStates(
  deps: ResultsDeps,
  runId: string,
): Promise<BridgeResult<{ plan: ImportPlan; states: readonly RowState[] }>> {
  const session = deps.session();
  if (!session) return notSignedIn();
  const entry = deps.loaded.get(runId);
  if (entry && entry.profileId === session.profileId)
    return ok({ plan: entry.plan, states: entry.run.rows() });
  const stored = (await deps.stored.of(session.profileId)).find((run) => runIdOf(run) === runId);
  if (!stored?.ok)
    return fail({ kind: 'invalid-input', message: 'This import is no longer available.' });
  return ok({ plan: stored.value.plan, states: stored.value.state.rows });
}

export async function resultsFile(
  deps: ResultsDeps,
  runId: string,
  excel: boolean,
): Promise<BridgeResult<FileDelivery>> {
  const found = await planAndStates(deps, runId);
  if (!found.ok) return found;
  const { plan, states } = found.value;
  const text = resultsCsv(importColumns(plan.kind), planResults(plan, states), excel);
  const name = `${plan.fileName.replace(/\.csv$/i, '')} - results.csv`;
  try {
    return ok(await deliverText(deps.openSink ?? openDownload, name, text));
  } catch (error) {
    return fail({
      kind: 'server',
      message: `The file could not be written: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
}

export async function resultRowsWindow(
  deps: ResultsDeps,
  runId: string,
  show: ImportRowView,
  offset: number,
  limit: number,
): Promise<BridgeResult<ImportRowsWindow>> {
  const found = await planAndStates(deps, runId);
  if (!found.ok) return found;
  const { plan, states } = found.value;
  const all = planResults(plan, states);
  const shown = show === 'all' ? all : all.filter((row) => row.result !== 'Applied');
  return ok({
    columns: importColumns(plan.kind),
    rows: shown.slice(offset, offset + limit),
    offset,
    total: shown.length,
  });
}
