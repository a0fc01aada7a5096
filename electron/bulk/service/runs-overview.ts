/**
 * Every import of the signed-in profile, newest first: runs loaded here, runs only journalled,
 * journals that cannot be read, and where the journals are kept (on disk, sealed by a key file,
 * in memory only, or held by another Floorboard).
 */
import type {
  ImportOverview,
  ImportStatus,
  UnreadableJournal,
} from '../../../shared/bulk/import-contract.ts';
import { ok, type BridgeResult } from '../../../shared/bridge/errors.ts';
import { KEY_FILE_BACKEND } from '../../store/key-file-backend.ts';
import type { JournalStore } from '../journal/journal-store.ts';
import type { LoadedRuns } from './loaded-runs.ts';
import { storedStatus } from './run-status.ts';
import { notSignedIn, type ImportSession } from './session-gate.ts';
import type { StoredRuns } from './stored-runs.ts';

export interface OverviewDeps {
  readonly session: ImportSession;
  readonly journals: JournalStore;
  readonly runs: LoadedRuns;
  readonly stored: StoredRuns;
}

export async function runsOverview(deps: OverviewDeps): Promise<BridgeResult<ImportOverview>> {
  const session = deps.session();
  if (!session) return notSignedIn();
  const runs: ImportStatus[] = [];
  const unreadable: UnreadableJournal[] = [];
  for (const [runId, entry] of deps.runs.byId)
    if (entry.profileId === session.profileId) runs.push(deps.runs.statusOf(entry, runId));
  for (const run of await deps.stored.of(session.profileId)) {
    if (run.ok) runs.push(storedStatus(run.value));
    else {
      const { runId, message, fileName, createdAt, plan } = run.error;
      unreadable.push({
        runId,
        message,
        journalFile: fileName,
        ...(createdAt === null ? {} : { createdAt }),
        ...(plan ? { fileName: plan.fileName, kind: plan.kind, rows: plan.rows.length } : {}),
      });
    }
  }
  runs.sort((a, b) => b.createdAt - a.createdAt);
  const custody = await deps.journals.custody();
  const busy = await deps.journals.busy();
  return ok({
    runs,
    unreadable,
    ...(busy ? { busyElsewhere: busy.message } : {}),
    memoryOnly: custody.persistence === 'memory-only' ? custody.message : null,
    ...(custody.persistence === 'stored' && custody.backend === KEY_FILE_BACKEND
      ? { keyFileSealed: true }
      : {}),
  });
}
