/**
 * One web host per data folder: a second `npm start` on the same folder would resume the same
 * import journals and overwrite the other's sandbox data. A lock file holds the owner's process
 * id; one left by a process that no longer runs (killed outright) is taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'floorboard.lock';

export class DataDirBusy extends Error {
  override name = 'DataDirBusy';
}

export interface LockDeps {
  readonly pid: number;
  readonly isRunning: (pid: number) => boolean;
}

const realDeps: LockDeps = { pid: process.pid, isRunning };
/** Locks this process holds: a lock naming our own pid is stale unless it is one of these. */
const held = new Set<string>();

/** Takes the folder's lock or throws DataDirBusy; returns the release. */
export function lockDataDir(dir: string, deps: LockDeps = realDeps): () => Promise<void> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, String(deps.pid), { flag: 'wx', mode: 0o600 });
      held.add(path);
      return () => {
        held.delete(path);
        if (ownerOf(path) === deps.pid) rmSync(path, { force: true });
        return Promise.resolve();
      };
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
    const owner = ownerOf(path);
    const busy = owner === deps.pid ? held.has(path) : owner !== undefined && deps.isRunning(owner);
    if (busy) {
      throw new DataDirBusy(
        `Floorboard is already running on the data folder ${dir} (process ${owner}): use its ` +
          'window, or stop it first. Another folder: --data-dir DIR.',
      );
    }
    rmSync(path, { force: true });
  }
  throw new DataDirBusy(`The lock on the data folder ${dir} could not be taken.`);
}

function ownerOf(path: string): number | undefined {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}
