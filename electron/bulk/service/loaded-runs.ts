/**
 * The runs loaded in this process, each over its journal: made ready to run (a new one, or one
 * read back from its journal), launched as background work, and looked up by id.
 */
import type { ImportStatus } from '../../../shared/bulk/import-contract.ts';
import { fail } from '../../../shared/bridge/errors.ts';
import type { ExecuteRequest } from '../../broker/execute.ts';
import type { BatchTransport } from '../batch-transport.ts';
import { planMutations, runOfPlan, type ImportPlan } from '../import-kinds.ts';
import type { RowState, RunStatus } from '../journal/events.ts';
import type { Journal } from '../journal/journal-store.ts';
import { mutationCredits } from '../run/estimate.ts';
import { loadedStatus } from './run-status.ts';
import { otherProfile } from './session-gate.ts';
import type { Scheduler } from '../../time/scheduler.ts';
import type { ImportServiceOptions } from './service-options.ts';
import type { Loaded } from './loaded.ts';

/** A run to load: its journal and plan, and where its rows stand. */
export interface RunToLoad {
  readonly runId: string;
  readonly profileId: string;
  readonly createdAt: number;
  readonly plan: ImportPlan;
  readonly journal: Journal;
  readonly initial: readonly RowState[];
  readonly proven: boolean;
  /** Read back from its journal: its first run is a resume. */
  readonly resuming: boolean;
  readonly status?: RunStatus;
}

export interface LoadedRuns {
  readonly byId: Map<string, Loaded>;
  load(run: RunToLoad): Loaded;
  launch(runId: string, entry: Loaded): void;
  statusOf(entry: Loaded, runId: string): ImportStatus;
}

export function createLoadedRuns(
  options: ImportServiceOptions,
  clock: Scheduler,
  changed: (runId: string) => void,
): LoadedRuns {
  const byId = new Map<string, Loaded>();
  const signedIn = () => options.session();
  const statusOf = (entry: Loaded, runId: string): ImportStatus =>
    loadedStatus(entry, runId, options.credits().rate);

  const launch = (runId: string, entry: Loaded): void => {
    entry.active = entry.run.run().finally(() => {
      entry.active = null;
      options.afterRun?.();
      const current = byId.get(runId);
      if (current) options.emit(statusOf(current, runId));
    });
  };

  const load = (toLoad: RunToLoad): Loaded => {
    const { runId, profileId, plan } = toLoad;
    // The broker sends with whichever profile is active: once another one is, this run's rows
    // must not go (they would change that account), so the run stops with the row pending.
    // Any reply that comes back means the service answers again: rows waiting to retry a
    // failed check are checked now.
    const execute: ExecuteRequest = (request) =>
      signedIn()?.profileId === profileId
        ? options.execute(request).then((result) => {
            if (result.ok) byId.get(runId)?.run.serviceBack();
            return result;
          })
        : Promise.resolve(fail(otherProfile()));
    const creditsPerRow =
      plan.rows.length === 0
        ? 0
        : mutationCredits(options.schema, planMutations(plan)) / plan.rows.length;
    const batch: BatchTransport | undefined = options.batch && {
      room: options.batch.room,
      // As `execute` above: only while this run's profile is the active one.
      executeBatch: (request) => {
        const send = options.batch?.executeBatch;
        if (!send || signedIn()?.profileId !== profileId) {
          return Promise.resolve({ kind: 'failed' as const, error: otherProfile() });
        }
        return send(request).then((outcome) => {
          if (outcome.kind === 'sent') byId.get(runId)?.run.serviceBack();
          return outcome;
        });
      },
    };
    const run = runOfPlan(plan, {
      execute,
      ...(batch ? { batch, creditsPerRow: Math.max(1, creditsPerRow) } : {}),
      journal: toLoad.journal,
      initial: toLoad.initial,
      createdAt: toLoad.createdAt,
      resuming: toLoad.resuming,
      status: toLoad.status ?? 'running',
      ...(options.log ? { log: options.log } : {}),
      onChange: () => changed(runId),
      clock,
    });
    const entry: Loaded = {
      profileId,
      createdAt: toLoad.createdAt,
      plan,
      journal: toLoad.journal,
      run,
      creditsPerRow,
      active: null,
      proven: toLoad.proven,
    };
    byId.set(runId, entry);
    return entry;
  };

  return { byId, load, launch, statusOf };
}
