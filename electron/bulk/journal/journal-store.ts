/**
 * The import journals of this machine, one file per run in the app's data folder. With a real
 * keyring they are sealed on disk (see journal-file.ts) and survive a crash or a quit; without
 * one (no safeStorage backend, the web host) they live in memory for this run only, and the
 * notice says so, as for sign-ins. Damaged or foreign files are reported, never crash the app.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { SecretCipher } from '../../store/secret-cipher.ts';
import { probeCustody, type Custody } from '../../auth/vault.ts';
import { createDataKey } from '../../store/sealed-records.ts';
import { replay, type JournalEvent, type ReplayedRun } from './events.ts';
import {
  JOURNAL_FORMAT,
  JOURNAL_VERSION,
  createJournalFile,
  readJournalFile,
  readJournalHeader,
  reopenJournalFile,
  type JournalAppender,
} from './journal-file.ts';

export interface Journal {
  readonly runId: string;
  append(event: JournalEvent): Promise<void>;
  close(): Promise<void>;
}

export interface RunPlan {
  readonly rows: readonly unknown[];
}

export type StoredRun<Plan extends RunPlan> =
  | {
      readonly ok: true;
      readonly runId: string;
      readonly createdAt: number;
      readonly plan: Plan;
      readonly state: ReplayedRun;
      /** Continues appending to the same journal. */
      reopen(): Promise<Journal>;
    }
  | {
      readonly ok: false;
      readonly runId: string;
      readonly createdAt: number | null;
      readonly message: string;
    };

export interface JournalStore {
  /** Where journals live on this machine, and why not on disk when they cannot. */
  custody(): Promise<Custody>;
  create(profileId: string, plan: RunPlan): Promise<Journal>;
  /** This profile's runs, oldest first; `parsePlan` checks what the plan record holds. */
  list<Plan extends RunPlan>(
    profileId: string,
    parsePlan: (value: unknown) => Plan | null,
  ): Promise<StoredRun<Plan>[]>;
  remove(runId: string): Promise<void>;
  /**
   * Deletes every journal of a profile (sign-out, profile removal), with the sealed key in each
   * file's header: nothing of its runs is left to read or resume.
   */
  /** Deletes the profile's journals, except the runs in `keep`. */
  forget(profileId: string, keep?: ReadonlySet<string>): Promise<void>;
}

export interface JournalStoreOptions {
  /** Folder for journal files; null keeps every journal in memory. */
  readonly dir: string | null;
  readonly cipher: SecretCipher;
  readonly now?: () => number;
}

const RUN_ID = /^[0-9a-f-]{36}$/;
const SUFFIX = '.journal';

const DAMAGED_MESSAGES: Record<string, string> = {
  unreadable: 'This import’s journal could not be read.',
  damaged: 'This import’s journal is damaged.',
  'backend-changed':
    'This import’s journal was sealed with a keyring this computer no longer uses.',
  undecryptable: 'This import’s journal can no longer be decrypted on this computer.',
};

interface MemoryRun {
  readonly profileId: string;
  readonly createdAt: number;
  readonly plan: RunPlan;
  readonly events: JournalEvent[];
}

export function createJournalStore(options: JournalStoreOptions): JournalStore {
  const { cipher } = options;
  const now = options.now ?? Date.now;
  const memory = new Map<string, MemoryRun>();
  let probed: Promise<Custody> | undefined;
  const custody = (): Promise<Custody> => {
    probed ??=
      options.dir === null
        ? Promise.resolve<Custody>({
            persistence: 'memory-only',
            reason: 'write-failed',
            message: 'Import journals are kept in memory only in this run.',
          })
        : probeCustody(cipher);
    return probed;
  };
  const fileOf = (dir: string, runId: string): string => join(dir, `${runId}${SUFFIX}`);

  const memoryJournal = (runId: string, run: MemoryRun): Journal => ({
    runId,
    append: (event) => {
      run.events.push(event);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  });

  const fileJournal = (runId: string, appender: JournalAppender): Journal => ({
    runId,
    append: (event) => appender.append(event),
    close: () => appender.close(),
  });

  return {
    custody,
    async create(profileId, plan) {
      const runId = randomUUID();
      const createdAt = now();
      const current = await custody();
      if (current.persistence === 'memory-only' || options.dir === null) {
        const run: MemoryRun = { profileId, createdAt, plan, events: [] };
        memory.set(runId, run);
        return memoryJournal(runId, run);
      }
      await mkdir(options.dir, { recursive: true, mode: 0o700 });
      const { key, header } = await createDataKey(cipher, current.backend);
      const appender = await createJournalFile(
        fileOf(options.dir, runId),
        { ...header, format: JOURNAL_FORMAT, v: JOURNAL_VERSION, runId, profileId, createdAt },
        key,
        plan,
      );
      return fileJournal(runId, appender);
    },
    async list<Plan extends RunPlan>(
      profileId: string,
      parsePlan: (value: unknown) => Plan | null,
    ): Promise<StoredRun<Plan>[]> {
      const runs: StoredRun<Plan>[] = [];
      for (const [runId, run] of memory) {
        const plan = parsePlan(run.plan);
        if (run.profileId !== profileId || !plan) continue;
        runs.push({
          ok: true,
          runId,
          createdAt: run.createdAt,
          plan,
          state: replay(plan.rows.length, run.events),
          reopen: () => Promise.resolve(memoryJournal(runId, run)),
        });
      }
      const current = await custody();
      const { dir } = options;
      if (dir === null || current.persistence === 'memory-only') return runs;
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names) {
        const runId = name.slice(0, -SUFFIX.length);
        if (!name.endsWith(SUFFIX) || !RUN_ID.test(runId)) continue;
        const path = fileOf(dir, runId);
        const read = await readJournalFile(path, cipher, current.backend).catch(() => null);
        if (read?.header && read.header.profileId !== profileId) continue;
        if (!read?.ok) {
          const reason = read?.reason ?? 'unreadable';
          runs.push({
            ok: false,
            runId,
            createdAt: read?.header?.createdAt ?? null,
            message: DAMAGED_MESSAGES[reason] ?? DAMAGED_MESSAGES['unreadable'] ?? '',
          });
          continue;
        }
        const plan = parsePlan(read.plan);
        if (!plan) {
          runs.push({
            ok: false,
            runId,
            createdAt: read.header.createdAt,
            message: DAMAGED_MESSAGES['unreadable'] ?? '',
          });
          continue;
        }
        runs.push({
          ok: true,
          runId,
          createdAt: read.header.createdAt,
          plan,
          state: replay(plan.rows.length, read.events),
          reopen: async () => fileJournal(runId, await reopenJournalFile(path, read)),
        });
      }
      return runs.sort((a, b) => (a.createdAt ?? 0) - (b.createdAt ?? 0));
    },
    async remove(runId) {
      memory.delete(runId);
      if (options.dir === null || !RUN_ID.test(runId)) return;
      await rm(fileOf(options.dir, runId), { force: true });
    },
    async forget(profileId, keep = new Set<string>()) {
      for (const [runId, run] of memory) {
        if (run.profileId === profileId && !keep.has(runId)) memory.delete(runId);
      }
      const { dir } = options;
      if (dir === null) return;
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names) {
        const runId = name.slice(0, -SUFFIX.length);
        if (!name.endsWith(SUFFIX) || !RUN_ID.test(runId) || keep.has(runId)) continue;
        const path = fileOf(dir, runId);
        // The header names its profile in the clear; a file whose header cannot be read belongs
        // to no one who could resume it, and goes too.
        const header = await readJournalHeader(path);
        if (header === null || header.profileId === profileId) await rm(path, { force: true });
      }
    },
  };
}
