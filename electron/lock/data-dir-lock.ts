/**
 * One web host per data folder: a second `npm start` on the same folder would resume the same
 * import journals and overwrite the other's sandbox data. A lock file holds the owner's process
 * id; one left by a process that no longer runs (killed outright) is taken over.
 *
 * Two starters may race at every step, so: the lock is created by hard-linking a temporary file
 * that already holds the pid (a reader never sees it empty, and the link fails if it exists), and
 * a stale lock is taken over by renaming it aside first, so only one starter removes any given
 * lock file and a lock someone just made is put back rather than deleted.
 */
import { randomBytes } from 'node:crypto';
import {
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { processRuns } from '../../shared/process/process-runs.ts';

export const LOCK_FILE = 'floorboard.lock';
/** An empty or garbled lock younger than this may be another writer's, mid-write (an old build). */
export const UNREADABLE_LOCK_GRACE_MS = 5_000;
const ATTEMPTS = 5;

export class DataDirBusy extends Error {
  override name = 'DataDirBusy';
}

export interface LockDeps {
  readonly pid: number;
  readonly isRunning: (pid: number) => boolean;
  /** Milliseconds since the epoch, compared with the lock file's modification time. */
  readonly now: () => number;
}

const realDeps: LockDeps = {
  pid: process.pid,
  isRunning: (pid) => processRuns(process.kill.bind(process), pid),
  now: Date.now,
};
/** Locks this process holds: a lock naming our own pid is stale unless it is one of these. */
const held = new Set<string>();

type Seen =
  | { readonly state: 'gone' }
  | { readonly state: 'busy'; readonly owner: number | undefined }
  | { readonly state: 'stale'; readonly owner: number | undefined };

/** Takes the folder's lock or throws DataDirBusy; returns the release. */
export function lockDataDir(dir: string, deps: LockDeps = realDeps): () => Promise<void> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (create(path, deps.pid)) {
      held.add(path);
      return () => {
        held.delete(path);
        if (ownerOf(path) === deps.pid) rmSync(path, { force: true });
        return Promise.resolve();
      };
    }
    const seen = inspect(path, deps);
    if (seen.state === 'busy') throw busyError(dir, path, seen.owner);
    if (seen.state === 'stale') moveStaleAside(dir, path, seen.owner, deps);
  }
  throw new DataDirBusy(`The lock on the data folder ${dir} (${path}) could not be taken.`);
}

/** Creates the lock with its content in one step; false if a lock exists. */
function create(path: string, pid: number): boolean {
  const temporary = uniqueName(path, pid, 'tmp');
  try {
    writeFileSync(temporary, String(pid), { flag: 'wx', mode: 0o600 });
    linkSync(temporary, path);
    return true;
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

function inspect(path: string, deps: LockDeps): Seen {
  let text: string;
  let modified: number;
  try {
    modified = statSync(path).mtimeMs;
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return { state: 'gone' };
    throw error;
  }
  const owner = parsePid(text);
  if (owner === undefined) {
    const young = deps.now() - modified < UNREADABLE_LOCK_GRACE_MS;
    return { state: young ? 'busy' : 'stale', owner };
  }
  return { state: holds(owner, path, deps) ? 'busy' : 'stale', owner };
}

/**
 * Renames the stale lock aside, so a second starter that saw the same dead owner finds nothing to
 * remove. If what was moved is not what was judged stale (another starter's fresh lock), it goes
 * back and this starter is the one that waits.
 */
function moveStaleAside(
  dir: string,
  path: string,
  staleOwner: number | undefined,
  deps: LockDeps,
): void {
  const aside = uniqueName(path, deps.pid, 'stale');
  try {
    renameSync(path, aside);
  } catch (error) {
    // Another starter moved it first: try to create again.
    if (codeOf(error) === 'ENOENT') return;
    throw error;
  }
  try {
    const moved = ownerOf(aside);
    if (moved !== undefined && moved !== staleOwner && holds(moved, path, deps)) {
      try {
        linkSync(aside, path);
      } catch (error) {
        if (codeOf(error) !== 'EEXIST') throw error;
      }
      throw busyError(dir, path, moved);
    }
  } finally {
    rmSync(aside, { force: true });
  }
}

function holds(owner: number, path: string, deps: LockDeps): boolean {
  return owner === deps.pid ? held.has(path) : deps.isRunning(owner);
}

function busyError(dir: string, path: string, owner: number | undefined): DataDirBusy {
  const who = owner === undefined ? 'a process starting right now' : `process ${owner}`;
  return new DataDirBusy(
    `Floorboard is already running on the data folder ${dir} (${who}): use its window, or stop ` +
      `it first. Another folder: --data-dir DIR. If no Floorboard runs (its process id was ` +
      `reused after a restart), delete the lock file ${path}.`,
  );
}

function uniqueName(path: string, pid: number, suffix: string): string {
  return `${path}.${pid}-${randomBytes(4).toString('hex')}.${suffix}`;
}

function ownerOf(path: string): number | undefined {
  try {
    return parsePid(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function parsePid(text: string): number | undefined {
  const pid = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function codeOf(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}
