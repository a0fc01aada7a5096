/**
 * Keeps the sandbox's data in a folder across restarts: loads it at start (or sets a damaged file
 * aside and lets the seed be used), saves it a few seconds after the data changes and once more
 * at close. Saves are written asynchronously, one at a time, so a long import keeps the host's
 * event loop free while tens of megabytes go to disk. Accounts bump `version` on every change,
 * so comparing versions finds what needs saving without hooking every mutation. Sign-in state
 * (refresh tokens, grants) is not kept.
 */
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { processRuns } from '../../shared/process/process-runs.ts';
import type { SandboxData } from '../data/types.ts';
import { writeFileAtomic } from './atomic-write.ts';
import { decodeSnapshot, encodeSnapshot } from './snapshot-format.ts';

export const SNAPSHOT_FILE = 'sandbox.snapshot';
/**
 * A change is saved within this long, however busy the sandbox is (an import), and no more often:
 * a large snapshot takes a noticeable share of a second to encode.
 */
export const SAVE_DELAY_MS = 5_000;

export interface SaveTimer {
  /** Runs `run` once after `ms`; returns a cancel function. */
  schedule(run: () => Promise<void>, ms: number): () => void;
}

export interface PersistOptions {
  readonly dir: string;
  /** Delete the saved data first: start over from the seed. */
  readonly reset?: boolean;
  /** One plain line per event worth telling a person (loaded, set aside, reset, save failed). */
  readonly report: (line: string) => void;
  readonly timer?: SaveTimer;
  /** For the name of a set-aside file; injectable for tests. */
  readonly now?: () => number;
  /** Writes the snapshot; injectable so tests can hold a save open. */
  readonly writeFile?: (path: string, text: string) => Promise<void>;
}

export interface SandboxPersistence {
  /** The saved data, or undefined: use the seed. */
  readonly loaded: SandboxData | undefined;
  /** Starts watching `data` (the loaded data or the fresh seed) for changes. */
  track(data: SandboxData): void;
  /** Something may have changed (a request finished): saves soon if a version moved. */
  noteActivity(): void;
  /** Saves what is unsaved (after a save under way) and stops; later activity is ignored. */
  close(): Promise<void>;
}

const realTimer: SaveTimer = {
  schedule(run, ms) {
    const handle = setTimeout(() => void run(), ms);
    handle.unref();
    return () => clearTimeout(handle);
  },
};

export function openPersistence(options: PersistOptions): SandboxPersistence {
  const { dir, report } = options;
  const timer = options.timer ?? realTimer;
  const now = options.now ?? Date.now;
  const writeFile = options.writeFile ?? writeFileAtomic;
  const path = join(dir, SNAPSHOT_FILE);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  removeLeftovers(dir);
  if (options.reset === true) {
    rmSync(path, { force: true });
    report(`Sandbox data reset: starting from the seed data (${path}).`);
  }
  const loaded = load(path, report, now);

  let data: SandboxData | undefined;
  let saved = '';
  let cancel: (() => void) | undefined;
  let closed = false;
  let failed = false;
  let saving: Promise<void> | undefined;
  /** Saves asked for so far; the running save repeats until it has covered them all. */
  let asked = 0;

  const saveOnce = async (): Promise<void> => {
    if (data === undefined) return;
    const current = versions(data);
    if (current === saved) return;
    try {
      await writeFile(path, encodeSnapshot(data));
      saved = current;
      failed = false;
    } catch (error) {
      // Said once per run of failures, not on every change; the next change tries again.
      if (!failed) report(`Sandbox data could not be saved to ${path}: ${messageOf(error)}`);
      failed = true;
    }
  };

  /**
   * Two saves never run at once (the older could finish last and win); one asked for during a
   * save runs once after it, and the promise settles when that one is written too.
   */
  const save = (): Promise<void> => {
    asked += 1;
    if (saving !== undefined) return saving;
    const run = async (): Promise<void> => {
      // Each pass writes the data as it is when it starts, so it covers every request before it.
      for (let covered = 0; covered < asked;) {
        covered = asked;
        await saveOnce();
      }
    };
    saving = run().finally(() => {
      saving = undefined;
    });
    return saving;
  };

  const onTimer = (): Promise<void> => {
    cancel = undefined;
    return save();
  };

  return {
    loaded,
    track(next) {
      data = next;
      saved = versions(next);
    },
    noteActivity() {
      if (closed || data === undefined || cancel !== undefined) return;
      if (versions(data) === saved) return;
      cancel = timer.schedule(onTimer, SAVE_DELAY_MS);
    },
    close() {
      if (closed) return saving ?? Promise.resolve();
      closed = true;
      cancel?.();
      cancel = undefined;
      return save();
    },
  };
}

function load(
  path: string,
  report: (line: string) => void,
  now: () => number,
): SandboxData | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return undefined;
    return setAside(path, messageOf(error), report, now);
  }
  const decoded = decodeSnapshot(text);
  if (decoded.ok) {
    report(`Sandbox data restored from ${path}.`);
    return decoded.value;
  }
  return setAside(path, decoded.error, report, now);
}

function setAside(
  path: string,
  reason: string,
  report: (line: string) => void,
  now: () => number,
): undefined {
  const aside = `${path}.damaged-${new Date(now()).toISOString().replace(/[:.]/g, '-')}`;
  try {
    renameSync(path, aside);
    report(
      `Sandbox data in ${path} could not be read (${reason}): kept as ${aside}; ` +
        'starting from the seed data.',
    );
  } catch (error) {
    // Saving over it would destroy what someone may still want to recover.
    throw new Error(
      `Sandbox data in ${path} could not be read (${reason}) nor set aside (${messageOf(error)})`,
      { cause: error },
    );
  }
  return undefined;
}

/** Temporary files of a writer killed mid-save (atomic-write.ts names them by process id). */
function removeLeftovers(dir: string): void {
  const leftover = new RegExp(`^${SNAPSHOT_FILE.replace('.', '\\.')}\\.(\\d+)-[0-9a-f]+\\.tmp$`);
  for (const name of readdirSync(dir)) {
    const pid = Number(leftover.exec(name)?.[1] ?? Number.NaN);
    if (Number.isInteger(pid) && !isRunning(pid)) rmSync(join(dir, name), { force: true });
  }
}

function isRunning(pid: number): boolean {
  return processRuns(process.kill.bind(process), pid);
}

function versions(data: SandboxData): string {
  return data.accounts.map((account) => account.version).join(',');
}

function codeOf(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
