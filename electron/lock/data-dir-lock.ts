/**
 * One web host per data folder: a second `npm start` on the same folder would resume the same
 * import journals and overwrite the other's sandbox data. A lock file holds the owner's process
 * id and host name; one left by a process of this host that no longer runs (killed outright) is
 * taken over. A lock from another host (a synced or shared folder) is never taken over: whether
 * its process still runs cannot be told from here, so the user decides (the message names it).
 *
 * Starters may race at every step, so: the lock is created by hard-linking a temporary file that
 * already holds the pid (a reader never sees it empty, and the link fails if it exists). A stale
 * lock is taken over by one starter at a time, under a takeover claim created with `wx`: the lock
 * is looked at again under the claim, renamed aside only if still stale, and deleted only once the
 * file moved is shown to be the one judged stale (same inode); anything else is linked back, which
 * never replaces a lock made meanwhile. No starter ever deletes a lock it has not proven stale.
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
import { errorCode } from '../disk/error-code.ts';

export const LOCK_FILE = 'floorboard.lock';
/** An empty or garbled lock younger than this may be another writer's, mid-write (an old build). */
export const UNREADABLE_LOCK_GRACE_MS = 5_000;
/** A takeover claim older than this was left by a starter killed mid-takeover (it takes ms). */
export const TAKEOVER_GRACE_MS = 10_000;
const TAKEOVER_SUFFIX = '.takeover';
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
  /** Called between the steps of a takeover, so tests can interleave starters deterministically. */
  readonly step?: (name: TakeoverStep) => void;
}

/** `judged`: the lock was inspected and found stale; `rechecked`: inspected again under the claim. */
export type TakeoverStep = 'judged' | 'rechecked';

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
  | {
      readonly state: 'busy' | 'stale';
      readonly owner: LockOwner | undefined;
      /** Which file was judged: only that very file may be taken away. */
      readonly inode: Inode;
    };

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
    if (seen.state === 'busy') throw busyError(dir, path, seen.owner, deps.host);
    if (seen.state === 'stale') {
      deps.step?.('judged');
      takeOver(dir, path, deps);
    }
  }
  throw new DataDirBusy(`The lock on the data folder ${dir} (${path}) could not be taken.`);
}

/** Creates the lock with its content in one step; false if a lock exists. */
function create(path: string, deps: LockDeps): boolean {
  return createWithText(path, ownerText(deps), deps.pid) !== undefined;
}

function ownerText(deps: LockDeps): string {
  return deps.host === undefined ? String(deps.pid) : `${deps.pid} ${deps.host}`;
}

/** Links a whole temporary file to `path`: the file made, or undefined if `path` exists. */
function createWithText(path: string, text: string, pid: number): Inode | undefined {
  const temporary = uniqueName(path, pid, 'tmp');
  try {
    writeFileSync(temporary, text, { flag: 'wx', mode: 0o600 });
    const { dev, ino } = statSync(temporary);
    linkSync(temporary, path);
    return { dev, ino };
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return undefined;
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** A file's identity: a file renamed is the same file; one made anew at the path is not. */
interface Inode {
  readonly dev: number;
  readonly ino: number;
}

function inodeOf(path: string): Inode | undefined {
  try {
    const { dev, ino } = statSync(path);
    return { dev, ino };
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

function sameInode(a: Inode | undefined, b: Inode | undefined): boolean {
  return a !== undefined && b !== undefined && a.dev === b.dev && a.ino === b.ino;
}

interface LockRead {
  readonly owner: LockOwner | undefined;
  readonly modified: number;
  readonly inode: Inode;
}

/** The lock's owner, age and identity; undefined when there is none. */
function readLock(path: string): LockRead | undefined {
  try {
    const { mtimeMs, dev, ino } = statSync(path);
    const text = readFileSync(path, 'utf8');
    return { owner: parseOwner(text), modified: mtimeMs, inode: { dev, ino } };
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

function inspect(path: string, deps: LockDeps): Seen {
  const read = readLock(path);
  if (read === undefined) return { state: 'gone' };
  const { owner, inode } = read;
  if (owner === undefined) {
    const young = deps.now() - read.modified < UNREADABLE_LOCK_GRACE_MS;
    return { state: young ? 'busy' : 'stale', owner, inode };
  }
  return { state: holds(owner, path, deps) ? 'busy' : 'stale', owner, inode };
}

/**
 * Takes a stale lock away, one starter at a time: under the takeover claim the lock is looked at
 * again (another starter may have taken it over meanwhile), and only a lock still judged stale is
 * renamed aside. What was moved is checked to be the very file judged stale (its inode); anything
 * else goes back with link(), which never replaces a lock made meanwhile, and is never deleted.
 */
function takeOver(dir: string, path: string, deps: LockDeps): void {
  const claim = claimTakeover(dir, path, deps);
  if (claim === undefined) return;
  try {
    const seen = inspect(path, deps);
    deps.step?.('rechecked');
    if (seen.state === 'busy') throw busyError(dir, path, seen.owner, deps.host);
    if (seen.state === 'gone') return;
    moveAsideIfSame(path, seen.inode, uniqueName(path, deps.pid, 'stale'), () =>
      busyError(dir, path, ownerOf(path), deps.host),
    );
  } finally {
    releaseClaim(claim);
  }
}

/**
 * Renames `path` aside and deletes it only if it is the file with inode `judged`. Otherwise it is
 * linked back (failing if a lock was made meanwhile) and `busy()` is thrown; a lock that cannot go
 * back stays aside, beside the lock, never deleted.
 */
function moveAsideIfSame(path: string, judged: Inode, aside: string, busy: () => Error): void {
  try {
    renameSync(path, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  if (sameInode(inodeOf(aside), judged)) {
    rmSync(aside, { force: true });
    return;
  }
  try {
    linkSync(aside, path);
  } catch (error) {
    if (errorCode(error) === 'EEXIST')
      throw new DataDirBusy(
        `Two Floorboards started on the same data folder at once; stop both and start one. A lock that could not be put back is at ${aside}.`,
      );
    throw error;
  }
  rmSync(aside, { force: true });
  throw busy();
}

interface Claim {
  readonly path: string;
  readonly inode: Inode;
}

/**
 * The takeover claim (`<lock>.takeover`), created with `wx` so one starter at a time takes a
 * stale lock over. Undefined when a stale claim was cleared (the caller tries again); DataDirBusy
 * when another starter holds it right now (that one is taking the folder).
 * A claim left by a starter killed mid-takeover is itself stale once its process no longer runs
 * (this host) or once it is older than the grace (another host's, or unreadable), and is removed
 * the same careful way, so a crash never blocks the folder for good.
 */
function claimTakeover(dir: string, path: string, deps: LockDeps): Claim | undefined {
  const claimPath = `${path}${TAKEOVER_SUFFIX}`;
  const made = createWithText(claimPath, ownerText(deps), deps.pid);
  if (made !== undefined) return { path: claimPath, inode: made };
  const seen = inspectClaim(claimPath, deps);
  if (seen.state === 'busy') throw busyError(dir, path, undefined, deps.host);
  if (seen.state === 'stale') {
    moveAsideIfSame(claimPath, seen.inode, uniqueName(claimPath, deps.pid, 'stale'), () =>
      busyError(dir, path, undefined, deps.host),
    );
  }
  return undefined;
}

function releaseClaim(claim: Claim): void {
  // Only our own claim is removed: one that is not ours was taken from us as stale.
  if (sameInode(inodeOf(claim.path), claim.inode)) rmSync(claim.path, { force: true });
}

function inspectClaim(claimPath: string, deps: LockDeps): Seen {
  const read = readLock(claimPath);
  if (read === undefined) return { state: 'gone' };
  // A takeover takes milliseconds: an old claim is stale even if its process id was reused.
  const old = deps.now() - read.modified >= TAKEOVER_GRACE_MS;
  const { owner } = read;
  const elsewhere =
    owner?.host !== undefined && deps.host !== undefined && owner.host !== deps.host;
  const live =
    !old &&
    owner !== undefined &&
    owner.pid !== deps.pid &&
    (elsewhere || deps.isRunning(owner.pid));
  return { state: live ? 'busy' : 'stale', owner, inode: read.inode };
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

function busyError(
  dir: string,
  path: string,
  owner: LockOwner | undefined,
  here: string | undefined,
): DataDirBusy {
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
