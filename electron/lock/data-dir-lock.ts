/**
 * One web host per data folder: a second `npm start` on the same folder would resume the same
 * import journals and overwrite the other's sandbox data. A lock file holds the owner's process
 * id and host name; one left by a process of this host that no longer runs (killed outright) is
 * taken over. A lock from another host (a synced or shared folder) is never taken over: whether
 * its process still runs cannot be told from here, so the user decides (the message names it).
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
import { hostname } from 'node:os';
import { join } from 'node:path';
import { processRuns } from '../../shared/process/process-runs.ts';

export const LOCK_FILE = 'floorboard.lock';
/** An empty or garbled lock younger than this may be another writer's, mid-write (an old build). */
export const UNREADABLE_LOCK_GRACE_MS = 5_000;
const ATTEMPTS = 5;

/** Who holds a lock: a process id, and its host when the lock names one (older builds did not). */
export interface LockOwner {
  readonly pid: number;
  readonly host?: string;
}

export class DataDirBusy extends Error {
  override name = 'DataDirBusy';
  constructor(
    message: string,
    /** Undefined when the lock is being written right now by a starter. */
    readonly owner?: LockOwner,
  ) {
    super(message);
  }
}

export interface LockDeps {
  readonly pid: number;
  /** This machine's name, written into the lock; without it only the pid is written. */
  readonly host?: string;
  readonly isRunning: (pid: number) => boolean;
  /** Milliseconds since the epoch, compared with the lock file's modification time. */
  readonly now: () => number;
}

const realDeps: LockDeps = {
  pid: process.pid,
  host: hostname(),
  isRunning: (pid) => processRuns(process.kill.bind(process), pid),
  now: Date.now,
};

/**
 * "process 123" or "process 123 on host-b": how a message names a lock's owner; the host is
 * left out when it is `here`.
 */
export function describeOwner(owner: LockOwner | undefined, here?: string): string {
  if (owner === undefined) return 'a process starting right now';
  return owner.host === undefined || owner.host === here
    ? `process ${owner.pid}`
    : `process ${owner.pid} on ${owner.host}`;
}
/** Locks this process holds: a lock naming our own pid is stale unless it is one of these. */
const held = new Set<string>();

type Seen =
  | { readonly state: 'gone' }
  | { readonly state: 'busy'; readonly owner: LockOwner | undefined }
  | { readonly state: 'stale'; readonly owner: LockOwner | undefined };

/** Takes the folder's lock or throws DataDirBusy; returns the release. */
export function lockDataDir(dir: string, deps: LockDeps = realDeps): () => Promise<void> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (create(path, deps)) {
      held.add(path);
      return () => {
        held.delete(path);
        if (sameOwner(ownerOf(path), { pid: deps.pid, host: deps.host }))
          rmSync(path, { force: true });
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
function create(path: string, deps: LockDeps): boolean {
  const temporary = uniqueName(path, deps.pid, 'tmp');
  const text = deps.host === undefined ? String(deps.pid) : `${deps.pid} ${deps.host}`;
  try {
    writeFileSync(temporary, text, { flag: 'wx', mode: 0o600 });
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
  const owner = parseOwner(text);
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
  staleOwner: LockOwner | undefined,
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
    if (moved !== undefined && !sameOwner(moved, staleOwner) && holds(moved, path, deps)) {
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

/**
 * Whether the owner still holds the lock. Another host's process cannot be looked up from here,
 * so its lock always holds; a lock naming no host is taken for this host's (older builds).
 */
function holds(owner: LockOwner, path: string, deps: LockDeps): boolean {
  if (owner.host !== undefined && deps.host !== undefined && owner.host !== deps.host) return true;
  return owner.pid === deps.pid ? held.has(path) : deps.isRunning(owner.pid);
}

function sameOwner(a: LockOwner | undefined, b: LockOwner | undefined): boolean {
  return a !== undefined && b !== undefined && a.pid === b.pid && a.host === b.host;
}

function busyError(dir: string, path: string, owner: LockOwner | undefined): DataDirBusy {
  const here = hostname();
  const elsewhere = owner?.host !== undefined && owner.host !== here;
  return new DataDirBusy(
    `Floorboard is already running on the data folder ${dir} (${describeOwner(owner, here)}): use its ` +
      `window, or stop it first. Another folder: --data-dir DIR. If no Floorboard runs ` +
      (elsewhere
        ? `there, delete the lock file ${path}.`
        : `(its process id was reused after a restart), delete the lock file ${path}.`),
    owner,
  );
}

function uniqueName(path: string, pid: number, suffix: string): string {
  return `${path}.${pid}-${randomBytes(4).toString('hex')}.${suffix}`;
}

function ownerOf(path: string): LockOwner | undefined {
  try {
    return parseOwner(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** `<pid>` (older builds) or `<pid> <host>`. */
function parseOwner(text: string): LockOwner | undefined {
  const [first = '', ...rest] = text.trim().split(' ');
  const pid = Number(first);
  if (first === '' || !Number.isInteger(pid) || pid <= 0) return undefined;
  const host = rest.join(' ');
  return host === '' ? { pid } : { pid, host };
}

function codeOf(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}
