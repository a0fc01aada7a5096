/**
 * Starts a previewed plan: journalled first (nothing is sent before the plan is on disk, or,
 * without a keyring, in memory), then run as background work.
 */
import type { ImportStatus } from '../../../shared/bulk/import-contract.ts';
import { fail, ok, type BridgeResult } from '../../../shared/bridge/errors.ts';
import { journalCreateError } from '../journal/create-error.ts';
import type { Journal, JournalStore } from '../journal/journal-store.ts';
import type { LoadedRuns } from './loaded-runs.ts';
import type { Previews } from './preview-upload.ts';
import { scopeProblem, type ImportSession } from './session-gate.ts';

export interface StartDeps {
  readonly session: ImportSession;
  readonly journals: JournalStore;
  readonly previews: Previews;
  readonly runs: LoadedRuns;
  readonly now: () => number;
}

export async function startPreview(
  deps: StartDeps,
  previewId: string,
): Promise<BridgeResult<ImportStatus>> {
  const session = deps.session();
  const preview = deps.previews.get(previewId);
  const problem = preview ? scopeProblem(deps.session, preview.plan.kind) : null;
  if (problem) return problem;
  if (!session || !preview || preview.profileId !== session.profileId) {
    return fail({
      kind: 'invalid-input',
      message: 'This preview is no longer available; choose the file again.',
    });
  }
  if (preview.plan.rows.length === 0) {
    return fail({
      kind: 'invalid-input',
      message: 'No row of this file can be imported; fix the problems listed and choose it again.',
    });
  }
  let journal: Journal;
  try {
    journal = await deps.journals.create(session.profileId, preview.plan);
  } catch (error) {
    return fail(journalCreateError(error));
  }
  deps.previews.delete(previewId);
  const entry = deps.runs.load({
    runId: journal.runId,
    profileId: session.profileId,
    createdAt: deps.now(),
    plan: preview.plan,
    journal,
    initial: preview.plan.rows.map(() => ({ status: 'pending' })),
    proven: true,
    resuming: false,
  });
  deps.runs.launch(journal.runId, entry);
  return ok(deps.runs.statusOf(entry, journal.runId));
}
