/**
 * The import journals of this machine, one file per run in the app's data folder. With a real
 * keyring they are sealed on disk (see journal-file.ts) and survive a crash or a quit; without
 * one (no safeStorage backend, the web host) they live in memory for this run only, and the
 * notice says so, as for sign-ins. Damaged or foreign files are reported, never crash the app.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { DataDirBusy, LOCK_FILE, lockDataDir, type LockDeps } from '../../lock/data-dir-lock.ts';
import { join } from 'node:path';
import type { Result } from '../../../shared/result.ts';
import type { SecretCipher } from '../../store/secret-cipher.ts';
import { probeCustody, type Custody } from '../../auth/vault.ts';
import { createDataKey } from '../../store/sealed-records.ts';
import { replay, type JournalEvent, type ReplayedRun } from './events.ts';
import { TEMPORARY_SUFFIX } from '../../disk/durable-write.ts';
import { asWriteError, openRealTarget, type OpenTarget } from './journal-disk.ts';
import { JournalFolderBusy } from './folder-busy.ts';
import {
  JOURNAL_FORMAT,
  JOURNAL_VERSION,
  createJournalFile,
  markPathOf,
  readJournalFile,
  readJournalHeader,
  reopenJournalFile,
  type JournalAppender,
  type JournalFailure,
} from './journal-file.ts';

export interface Journal {
  readonly runId: string;
  append(event: JournalEvent): Promise<void>;
  /**
   * The run stopped and every record is written: marks the journal complete, so a row with no
   * record is proven never sent (journal-file.ts). The next append withdraws the mark first.
   */
  commit(): Promise<void>;
  close(): Promise<void>;
}

export interface RunPlan {
  readonly rows: readonly unknown[];
}

/** A run whose journal opened, with its plan read back. */
export interface ReadableRun<Plan extends RunPlan> {
  readonly runId: string;
  readonly createdAt: number;
  readonly plan: Plan;
  readonly state: ReplayedRun;
  /**
   * The journal is complete up to a clean stop: a row it does not record as sent was never
   * sent. False after a crash, or for a cut-off or restored older file: then a resume treats
   * every unsettled row as in flight and checks it first.
   */
  readonly proven: boolean;
  /** Continues appending to the same journal. */
  reopen(): Promise<Journal>;
}

/** Why a run cannot be read: its journal's failure, or a plan this version cannot read. */
export type UnreadableReason = JournalFailure | 'plan';

/** A run whose journal cannot be read, and what could still be told of it. */
export interface UnreadableRun<Plan extends RunPlan> {
  readonly runId: string;
  readonly createdAt: number | null;
  readonly message: string;
  readonly reason: UnreadableReason;
  /** The journal's file name, kept when the notice is dismissed (set aside). */
  readonly fileName: string;
  /** The plan, when its record could still be read: which import it was. */
  readonly plan?: Plan;
}

export type StoredRun<Plan extends RunPlan> = Result<ReadableRun<Plan>, UnreadableRun<Plan>>;

/** The run a stored run is, whether or not its journal could be read. */
export const runIdOf = <Plan extends RunPlan>(run: StoredRun<Plan>): string =>
  run.ok ? run.value.runId : run.error.runId;

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
   * A journal that cannot be read, dismissed: renamed aside (`.damaged`), no longer listed but
   * kept, since it may still be the only account of which rows were applied.
   */
  setAside(runId: string): Promise<void>;
  /**
   * Deletes every journal of a profile (sign-out, profile removal), with the sealed key in each
   * file's header, except the runs in `keep`: nothing of its runs is left to read or resume.
   */
  forget(profileId: string, keep?: ReadonlySet<string>): Promise<void>;
  /**
   * Null while this process holds the folder's lock (or needs none); otherwise who does. While
   * another Floorboard holds it, its journals are neither listed, resumed, started nor deleted
   * here: they are that process's runs.
   */
  busy(): Promise<JournalFolderBusy | null>;
  /** Lets go of the folder's lock (quit). */
  release(): Promise<void>;
}

export interface JournalStoreOptions {
  /** Folder for journal files; null keeps every journal in memory. */
  readonly dir: string | null;
  readonly cipher: SecretCipher;
  readonly now?: () => number;
  /** Opens files to write; the fault suite passes one whose disk fills up or writes short. */
  readonly open?: OpenTarget;
  /**
   * Take the folder's lock (electron/lock) before touching its journals: `true` as this process,
   * or the deps a test gives each of two "hosts". Absent: no lock (tests that share a folder).
   */
  readonly lock?: true | LockDeps;
}

const RUN_ID = /^[0-9a-f-]{36}$/;
const SUFFIX = '.journal';
const SET_ASIDE = '.damaged';

const DAMAGED_MESSAGES: Record<UnreadableReason, string> = {
  unreadable: 'its journal could not be read.',
  damaged: 'its journal is damaged: a changed or lost part was found.',
  plan: 'its journal does not hold a plan this version can read.',
  'backend-changed': 'its journal was sealed with a keyring this computer no longer uses.',
  undecryptable: 'its journal can no longer be decrypted on this computer.',
};

interface MemoryRun {
  readonly profileId: string;
  readonly createdAt: number;
  readonly plan: RunPlan;
  readonly events: JournalEvent[];
}

export function createJournalStore(options: JournalStoreOptions): JournalStore {
  const { cipher } = options;
  const openTarget = options.open ?? openRealTarget;
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

  let release: (() => Promise<void>) | null = null;
  /**
   * Takes the folder's lock if this process does not hold it yet (tried again each time, so a
   * Floorboard that quits hands the folder over). On taking it, temporary files a crash left
   * mid-write are removed: no one else can be writing them.
   */
  const claim = async (dir: string): Promise<JournalFolderBusy | null> => {
    if (options.lock === undefined || release !== null) return null;
    try {
      release = lockDataDir(dir, options.lock === true ? undefined : options.lock);
    } catch (error) {
      if (error instanceof DataDirBusy)
        return new JournalFolderBusy(error.owner, join(dir, LOCK_FILE));
      throw error;
    }
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      if (name.endsWith(TEMPORARY_SUFFIX) && name.includes(SUFFIX))
        await rm(join(dir, name), { force: true });
    }
    return null;
  };
  /** The folder, when this process may use it; null when journals stay in memory or are not ours. */
  const ownDir = async (): Promise<string | null> => {
    const { dir } = options;
    if (dir === null) return null;
    return (await claim(dir)) === null ? dir : null;
  };

  const memoryJournal = (runId: string, run: MemoryRun): Journal => ({
    runId,
    append: (event) => {
      run.events.push(event);
      return Promise.resolve();
    },
    commit: () => Promise.resolve(),
    close: () => Promise.resolve(),
  });

  const fileJournal = (runId: string, appender: JournalAppender): Journal => ({
    runId,
    append: (event) => appender.append(event),
    commit: () => appender.commit(),
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
      await mkdir(options.dir, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
        throw asWriteError(error);
      });
      const busy = await claim(options.dir);
      if (busy) throw busy;
      const { key, header } = await createDataKey(cipher, current.backend);
      const appender = await createJournalFile(
        fileOf(options.dir, runId),
        { ...header, format: JOURNAL_FORMAT, v: JOURNAL_VERSION, runId, profileId, createdAt },
        key,
        plan,
        openTarget,
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
          value: {
            runId,
            createdAt: run.createdAt,
            plan,
            state: replay(plan.rows.length, run.events),
            // Held by this process alone: nothing can cut it short or put an older copy back.
            proven: true,
            reopen: () => Promise.resolve(memoryJournal(runId, run)),
          },
        });
      }
      const current = await custody();
      if (current.persistence === 'memory-only') return runs;
      const dir = await ownDir();
      if (dir === null) return runs;
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names) {
        const runId = name.slice(0, -SUFFIX.length);
        if (!name.endsWith(SUFFIX) || !RUN_ID.test(runId)) continue;
        const path = fileOf(dir, runId);
        // Every file is opened, whoever's its header says it is: the header is trusted only once
        // it opened the plan, so a changed profile id cannot hide a run.
        const read = await readJournalFile(path, cipher, current.backend).catch(() => null);
        if (read?.ok) {
          const opened = read.value;
          if (opened.header.profileId !== profileId) continue;
          const plan = parsePlan(opened.plan);
          if (plan) {
            runs.push({
              ok: true,
              value: {
                runId,
                createdAt: opened.header.createdAt,
                plan,
                state: replay(plan.rows.length, opened.events),
                proven: opened.proven,
                reopen: async () =>
                  fileJournal(runId, await reopenJournalFile(path, opened, openTarget)),
              },
            });
            continue;
          }
        }
        const failure = read === null || read.ok ? null : read.error;
        // Whose it is can be told only from a header that opened the plan; any other damaged
        // file is shown to every profile rather than to none.
        if (failure?.headerVerified && failure.header?.profileId !== profileId) continue;
        const reason: UnreadableReason =
          read === null ? 'unreadable' : read.ok ? 'plan' : read.error.reason;
        const planValue = read === null ? undefined : read.ok ? read.value.plan : read.error.plan;
        const plan = planValue === undefined ? null : parsePlan(planValue);
        const header = read === null ? null : read.ok ? read.value.header : read.error.header;
        runs.push({
          ok: false,
          error: {
            runId,
            createdAt: header?.createdAt ?? null,
            message: DAMAGED_MESSAGES[reason],
            reason,
            fileName: name,
            ...(plan ? { plan } : {}),
          },
        });
      }
      const createdAt = (run: StoredRun<Plan>): number =>
        (run.ok ? run.value.createdAt : run.error.createdAt) ?? 0;
      return runs.sort((a, b) => createdAt(a) - createdAt(b));
    },
    async remove(runId) {
      memory.delete(runId);
      const dir = await ownDir();
      if (dir === null || !RUN_ID.test(runId)) return;
      const path = fileOf(dir, runId);
      await rm(path, { force: true });
      await rm(markPathOf(path), { force: true });
    },
    async setAside(runId) {
      const dir = await ownDir();
      if (dir === null || !RUN_ID.test(runId)) return;
      const path = fileOf(dir, runId);
      await rename(path, `${path}${SET_ASIDE}`);
      await rm(markPathOf(path), { force: true });
    },
    async forget(profileId, keep = new Set<string>()) {
      for (const [runId, run] of memory) {
        if (run.profileId === profileId && !keep.has(runId)) memory.delete(runId);
      }
      const dir = await ownDir();
      if (dir === null) return;
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names) {
        const runId = name.slice(0, -SUFFIX.length);
        if (!name.endsWith(SUFFIX) || !RUN_ID.test(runId) || keep.has(runId)) continue;
        const path = fileOf(dir, runId);
        // The header names its profile in the clear; a file whose header cannot be read belongs
        // to no one who could resume it, and goes too.
        const header = await readJournalHeader(path);
        if (header === null || header.profileId === profileId) {
          await rm(path, { force: true });
          await rm(markPathOf(path), { force: true });
        }
      }
    },
    async busy() {
      const { dir } = options;
      if (dir === null || (await custody()).persistence === 'memory-only') return null;
      return claim(dir);
    },
    async release() {
      const current = release;
      release = null;
      await current?.();
    },
  };
}
