/**
 * Main's side of imports: receives a chosen file in chunks, previews it, journals and runs the
 * confirmed plan as background work, and answers the renderer's status, pause, resume, cancel
 * and results. Runs belong to the profile that started them; after a restart the journal's runs
 * are offered for resuming (a row left `sending` is verified before anything is sent). Each job
 * is a file of its own in service/; this puts them together over one set of loaded runs.
 */
import type { BridgeResult } from '../../shared/bridge/errors.ts';
import type {
  FileDelivery,
  ImportAction,
  ImportOverview,
  ImportPreview,
  ImportRowView,
  ImportRowsWindow,
  ImportStatus,
} from '../../shared/bulk/import-contract.ts';
import type { ImportKind } from '../../shared/bulk/import-kinds.ts';
import { createKnownStatusesByProfile } from './orders/known-statuses.ts';
import { realScheduler } from '../time/scheduler.ts';
import { createRunControl } from './service/control-run.ts';
import { createLoadedRuns } from './service/loaded-runs.ts';
import { previewUpload, type Previews } from './service/preview-upload.ts';
import { resultRowsWindow, resultsFile } from './service/run-results.ts';
import { runsOverview } from './service/runs-overview.ts';
import { notSignedIn } from './service/session-gate.ts';
import type { ImportServiceOptions } from './service/service-options.ts';
import { startPreview } from './service/start-run.ts';
import { createStatusEmitter } from './service/status-emitter.ts';
import { createStoredRuns } from './service/stored-runs.ts';
import { createUploads, type UploadChunk } from './service/uploads.ts';

export type { ImportServiceOptions };

export interface ImportService {
  upload(input: UploadChunk): Promise<BridgeResult<{ uploadId: string; received: number }>>;
  preview(uploadId: string, kind: ImportKind): Promise<BridgeResult<ImportPreview>>;
  start(previewId: string): Promise<BridgeResult<ImportStatus>>;
  control(runId: string, action: ImportAction): Promise<BridgeResult<ImportStatus | null>>;
  status(): Promise<BridgeResult<ImportOverview>>;
  results(runId: string, excel: boolean): Promise<BridgeResult<FileDelivery>>;
  rows(
    runId: string,
    show: ImportRowView,
    offset: number,
    limit: number,
  ): Promise<BridgeResult<ImportRowsWindow>>;
  /**
   * Sign-out or profile removal: stops the profile's runs and deletes their journals (and the
   * sealed keys in them), its uploads and previews. `keepResumable` (sign-out) keeps the journals
   * of runs that can still be resumed: they are the only record of which rows were applied, so
   * deleting them would let the same file be applied again.
   */
  forget(profileId: string, options?: { readonly keepResumable?: boolean }): Promise<void>;
  /**
   * How many of the profile's runs could still be finished: running, paused or interrupted with
   * rows left. Removing the profile deletes them (see `forget`), so its confirmation says so.
   */
  resumableCount(profileId: string): Promise<number>;
  /** Pauses every running import (quit); their journals keep them for the next start. */
  close(): Promise<void>;
}

export function createImportService(options: ImportServiceOptions): ImportService {
  const { journals, session } = options;
  const clock = options.clock ?? realScheduler;
  const now = (): number => clock.now();
  const uploads = createUploads();
  const previews: Previews = new Map();
  const knownStatuses = createKnownStatusesByProfile();
  const emitter = createStatusEmitter({
    clock: options.statusClock ?? realScheduler,
    statusOf: (runId) => {
      const entry = runs.byId.get(runId);
      return entry && runs.statusOf(entry, runId);
    },
    emit: options.emit,
  });
  const runs = createLoadedRuns(options, clock, (runId) => emitter.soon(runId));
  const stored = createStoredRuns(journals, runs.byId);
  const results = { session, loaded: runs.byId, stored, openSink: options.openSink };

  return {
    upload(input) {
      const signedIn = session();
      return Promise.resolve(signedIn ? uploads.receive(signedIn.profileId, input) : notSignedIn());
    },
    preview: (uploadId, kind) =>
      previewUpload({ options, uploads, previews, knownStatuses }, uploadId, kind),
    start: (previewId) => startPreview({ session, journals, previews, runs, now }, previewId),
    control: createRunControl({ session, journals, runs, stored }),
    status: () => runsOverview({ session, journals, runs, stored }),
    results: (runId, excel) => resultsFile(results, runId, excel),
    rows: (runId, show, offset, limit) => resultRowsWindow(results, runId, show, offset, limit),

    async forget(profileId, forgetOptions = {}) {
      uploads.forget(profileId);
      for (const [id, preview] of previews)
        if (preview.profileId === profileId) previews.delete(id);
      knownStatuses.forget(profileId);
      const mine = [...runs.byId].filter(([, entry]) => entry.profileId === profileId);
      mine.forEach(([, entry]) => entry.run.pause());
      await Promise.all(mine.flatMap(([, entry]) => (entry.active ? [entry.active] : [])));
      await Promise.all(mine.map(([, entry]) => entry.journal.close().catch(() => undefined)));
      mine.forEach(([runId]) => runs.byId.delete(runId));
      const keep = new Set<string>();
      if (forgetOptions.keepResumable === true) {
        for (const run of await stored.resumable(profileId)) keep.add(run.runId);
      }
      await journals.forget(profileId, keep);
    },

    async resumableCount(profileId) {
      let count = 0;
      for (const [runId, entry] of runs.byId) {
        if (entry.profileId !== profileId) continue;
        const status = runs.statusOf(entry, runId);
        if (status.status === 'running' || status.resumable) count++;
      }
      return count + (await stored.resumable(profileId)).length;
    },

    async close() {
      emitter.stop();
      const loaded = [...runs.byId.values()];
      const running = loaded.flatMap((entry) => (entry.active ? [entry.active] : []));
      loaded.forEach((entry) => entry.run.pause());
      await Promise.all(running);
      await Promise.all([...runs.byId.values()].map((entry) => entry.journal.close()));
      runs.byId.clear();
      await journals.release();
    },
  };
}
