/** The profile's journalled runs not loaded in this process: interrupted or left over. */
import { parseImportPlan } from '../import-kinds.ts';
import { runIdOf, type JournalStore } from '../journal/journal-store.ts';
import type { Loaded } from './loaded.ts';
import { isResumable } from './run-status.ts';

export function createStoredRuns(journals: JournalStore, loaded: ReadonlyMap<string, Loaded>) {
  const of = async (profileId: string) => {
    const runs = await journals.list(profileId, parseImportPlan);
    return runs.filter((run) => !loaded.has(runIdOf(run)));
  };
  return {
    of,
    /** Those that could still be finished (the ones a removal would lose). */
    resumable: async (profileId: string) =>
      (await of(profileId)).flatMap((run) =>
        run.ok && isResumable(run.value.state) ? [run.value] : [],
      ),
  };
}

export type StoredRuns = ReturnType<typeof createStoredRuns>;
