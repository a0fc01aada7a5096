/**
 * Pause, resume, cancel, re-check and dismiss of one run, loaded or only journalled. Controls of
 * each run go one after another (sequence/keyed-queue.ts): a second Resume (a double click,
 * another tab) must not load the same journal again while the first is still reading it, or
 * every pending row would be sent twice.
 */
import type { ImportAction, ImportStatus } from '../../../shared/bulk/import-contract.ts';
import { fail, ok, type BridgeResult } from '../../../shared/bridge/errors.ts';
import { createKeyedQueue } from '../../sequence/keyed-queue.ts';
import { runIdOf, type JournalStore } from '../journal/journal-store.ts';
import { asWriteError } from '../journal/journal-disk.ts';
import { inFlightRanges, pendingRows, resumeStates } from '../run/unproven-rows.ts';
import type { LoadedRuns } from './loaded-runs.ts';
import { notSignedIn, scopeProblem, type ImportSession } from './session-gate.ts';
import type { StoredRuns } from './stored-runs.ts';

export interface ControlDeps {
  readonly session: ImportSession;
  readonly journals: JournalStore;
  readonly runs: LoadedRuns;
  readonly stored: StoredRuns;
}

type ControlResult = BridgeResult<ImportStatus | null>;

async function controlNow(
  deps: ControlDeps,
  runId: string,
  action: ImportAction,
): Promise<ControlResult> {
  const { journals, runs, stored: storedRuns } = deps;
  const session = deps.session();
  if (!session) return notSignedIn();
  let entry = runs.byId.get(runId);
  const broken = entry?.run.progress().journalFailed === true && !entry.active;
  /** Rows this process knows were never sent, whatever the file can prove. */
  let neverSent: ReadonlySet<number> = new Set<number>();
  if (entry && broken && action !== 'pause' && entry.profileId === session.profileId) {
    // Its journal refused a write: go on from what the file on disk holds (a readable prefix
    // of the run; a row whose outcome was not recorded is still `sending` there, and checked).
    // The file has no commit mark since the failure; what this process saw stands in for it.
    if (entry.proven) neverSent = pendingRows(entry.run.rows());
    await entry.journal.close().catch(() => undefined);
    runs.byId.delete(runId);
    entry = undefined;
  }
  if (!entry) {
    const found = (await storedRuns.of(session.profileId)).find((run) => runIdOf(run) === runId);
    if (!found)
      return fail({ kind: 'invalid-input', message: 'This import is no longer available.' });
    if (action === 'dismiss') {
      // A journal that cannot be read is kept aside, not deleted: it may be the only account
      // of which rows were applied.
      if (found.ok) await journals.remove(runId);
      else await journals.setAside(runId);
      return ok(null);
    }
    if (!found.ok) return fail({ kind: 'invalid-input', message: found.error.message });
    const stored = found.value;
    if (action === 'resume') {
      const problem = scopeProblem(deps.session, stored.plan.kind);
      if (problem) return problem;
    }
    const journal = await stored.reopen();
    const initial = resumeStates(stored, neverSent);
    // Rows the journal cannot prove unsent are in flight on disk before anything else is
    // written: a later commit mark (a pause before they were checked) must not make them look
    // never sent. The mark's write flushes the file first, so this record is on disk whenever
    // a mark is.
    const ranges = inFlightRanges(stored.state.rows, initial);
    if (ranges.length > 0) {
      try {
        await journal.append({ t: 'in-flight', ranges });
      } catch (error) {
        await journal.close().catch(() => undefined);
        return fail({
          kind: 'server',
          message: `The import journal could not be written (${asWriteError(error).detail}), so nothing was sent. Free some disk space, then resume.`,
        });
      }
    }
    entry = runs.load({
      runId,
      profileId: session.profileId,
      createdAt: stored.createdAt,
      plan: stored.plan,
      journal,
      initial,
      proven: stored.proven,
      resuming: true,
      status: stored.state.status,
    });
  }
  if (entry.profileId !== session.profileId)
    return fail({ kind: 'invalid-input', message: 'This import belongs to another profile.' });
  switch (action) {
    case 'pause':
      entry.run.pause();
      break;
    case 'cancel':
      if (entry.active) entry.run.cancel();
      else {
        entry.run.cancel();
        // Not running: record the cancellation in the journal through a run that stops at once.
        runs.launch(runId, entry);
      }
      break;
    case 'resume': {
      const problem = scopeProblem(deps.session, entry.plan.kind);
      if (problem) return problem;
      if (!entry.active) runs.launch(runId, entry);
      break;
    }
    case 'recheck': {
      if (entry.active)
        return fail({
          kind: 'invalid-input',
          message: 'The import is still running; check the unknown rows once it stops.',
        });
      const problem = scopeProblem(deps.session, entry.plan.kind);
      if (problem) return problem;
      // Check only: each unknown row is looked up and settled; nothing is sent, and no other
      // row is reached, whether the run was paused, finished or cancelled.
      const checking = entry.run.recheckUnknown();
      entry.active = checking;
      try {
        await checking;
      } finally {
        entry.active = null;
      }
      break;
    }
    case 'dismiss':
      if (entry.active)
        return fail({ kind: 'invalid-input', message: 'Pause or cancel the import first.' });
      await entry.journal.close();
      runs.byId.delete(runId);
      await journals.remove(runId);
      return ok(null);
  }
  return ok(runs.statusOf(entry, runId));
}

/** Controls runs, each run's one after another (one lane per run, whatever the outcome). */
export function createRunControl(
  deps: ControlDeps,
): (runId: string, action: ImportAction) => Promise<ControlResult> {
  const inTurn = createKeyedQueue();
  return (runId, action) => inTurn(runId, () => controlNow(deps, runId, action));
}
