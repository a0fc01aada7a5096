/**
 * Keeps the sandbox's data in a folder across restarts: loads it at start (or sets a damaged file
 * aside and lets the seed be used), saves it shortly after the data changes and once more at
 * close. Accounts bump `version` on every change, so comparing versions finds what needs saving
 * without hooking every mutation. Sign-in state (refresh tokens, grants) is not kept.
 */
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { processRuns } from '../../shared/process/process-runs.ts';
import type { SandboxData } from '../data/types.ts';
import { writeFileAtomic } from './atomic-write.ts';
import { decodeSnapshot, encodeSnapshot } from './snapshot-format.ts';

export const SNAPSHOT_FILE = 'sandbox.snapshot';
/** A change is on disk within this long, however busy the sandbox is (an import). */
export const SAVE_DELAY_MS = 1_000;

export interface SaveTimer {
  /** Runs `run` once after `ms`; returns a cancel function. */
  schedule(run: () => void, ms: number): () => void;
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
}

export interface SandboxPersistence {
  /** The saved data, or undefined: use the seed. */
  readonly loaded: SandboxData | undefined;
  /** Starts watching `data` (the loaded data or the fresh seed) for changes. */
  track(data: SandboxData): void;
  /** Something may have changed (a request finished): saves soon if a version moved. */
  noteActivity(): void;
  /** Saves what is unsaved and stops; later activity is ignored. */
  close(): void;
}

const realTimer: SaveTimer = {
  schedule(run, ms) {
    const handle = setTimeout(run, ms);
    handle.unref();
    return () => clearTimeout(handle);
  },
};

export function openPersistence(options: PersistOptions): SandboxPersistence {
  const { dir, report } = options;
  const timer = options.timer ?? realTimer;
  const now = options.now ?? Date.now;
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

  const save = (): void => {
    cancel = undefined;
    if (data === undefined) return;
    const current = versions(data);
    if (current === saved) return;
    try {
      writeFileAtomic(path, encodeSnapshot(data));
      saved = current;
      failed = false;
    } catch (error) {
      // Said once per run of failures, not on every change; the next change tries again.
      if (!failed) report(`Sandbox data could not be saved to ${path}: ${messageOf(error)}`);
      failed = true;
    }
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
      cancel = timer.schedule(save, SAVE_DELAY_MS);
    },
    close() {
      if (closed) return;
      closed = true;
      cancel?.();
      save();
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
    return decoded.data;
  }
  return setAside(path, decoded.reason, report, now);
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
