/**
 * Where replica files live: one file per profile in a directory of the app's data (Electron's
 * userData), or a map in memory (tests, the web host). A write replaces the file durably and keeps
 * the one it replaces as the previous copy (electron/disk/durable-write.ts): a crash, a full disk
 * or a short write leaves the last good copy, never half of one.
 *
 * Only the process holding a profile's claim writes its file: the claim is the data folder lock
 * (electron/lock/data-dir-lock.ts) on a folder of its own per file, so a second Floorboard on the same
 * profile folder (a second host, a shared or synced folder) never writes the same copy, and a
 * crashed owner's claim is taken over. Claiming also removes the temporary files a killed save
 * left, which no live process can still be writing.
 */
import { join } from 'node:path';
import { hostname } from 'node:os';
import { DataDirBusy, describeOwner, lockDataDir, type LockDeps } from '../lock/data-dir-lock.ts';
import { realDisk, type Disk } from '../disk/disk.ts';
import { errorCode } from '../disk/error-code.ts';
import { isTemporaryOf, PREVIOUS_SUFFIX, replaceDurably } from '../disk/durable-write.ts';

/**
 * Held: this process alone writes the file until `release`. Otherwise why not, and when another
 * process holds it, which ("process 123", "process 123 on host-b").
 */
export type FileClaim =
  | { readonly held: true; release(): Promise<void> }
  | { readonly held: false; readonly why: 'busy' | 'failed'; readonly holder?: string };

export interface ReplicaFiles {
  claim(name: string): Promise<FileClaim>;
  read(name: string): Promise<string | undefined>;
  /** The copy the last write replaced, if one was kept. */
  readPrevious(name: string): Promise<string | undefined>;
  write(name: string, text: string): Promise<void>;
  /** Removes the file and its previous copy. */
  remove(name: string): Promise<void>;
  /** Removes the file only (found damaged): its previous copy stands in for it. */
  removeCurrent(name: string): Promise<void>;
}

/** Profile ids are ours, but a file name is built from them: keep only safe characters. */
export function replicaFileName(profileId: string): string {
  return `replica-${Buffer.from(profileId, 'utf8').toString('base64url')}.json`;
}

/** The claims' folder, beside the files: one lock folder per file name. */
const LOCKS = 'locks';

export function createDirectoryFiles(
  directory: string,
  options: { readonly disk?: Disk; readonly lockDeps?: LockDeps } = {},
): ReplicaFiles {
  const disk = options.disk ?? realDisk;
  const readOrNone = async (path: string): Promise<string | undefined> => {
    try {
      return await disk.readFile(path);
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return undefined;
      throw error;
    }
  };
  return {
    async claim(name) {
      let release: () => Promise<void>;
      try {
        release = lockDataDir(join(directory, LOCKS, name), options.lockDeps);
      } catch (error) {
        if (!(error instanceof DataDirBusy)) return { held: false, why: 'failed' };
        const here = options.lockDeps ? options.lockDeps.host : hostname();
        return { held: false, why: 'busy', holder: describeOwner(error.owner, here) };
      }
      const entries = await disk.readdir(directory).catch(() => []);
      for (const entry of entries.filter((each) => isTemporaryOf(name, each))) {
        await disk.remove(join(directory, entry)).catch(() => undefined);
      }
      return { held: true, release };
    },
    read: (name) => readOrNone(join(directory, name)),
    readPrevious: (name) => readOrNone(join(directory, `${name}${PREVIOUS_SUFFIX}`)),
    write: (name, text) => replaceDurably(disk, directory, name, text),
    async remove(name) {
      await disk.remove(join(directory, name));
      await disk.remove(join(directory, `${name}${PREVIOUS_SUFFIX}`));
    },
    removeCurrent: (name) => disk.remove(join(directory, name)),
  };
}

/** Files in memory; claims are shared by every `createMemoryFiles` given the same `claims`. */
export function createMemoryFiles(
  claims: Set<string> = new Set(),
): ReplicaFiles & { names(): string[] } {
  const files = new Map<string, string>();
  return {
    claim(name) {
      if (claims.has(name)) return Promise.resolve({ held: false, why: 'busy' });
      claims.add(name);
      return Promise.resolve({
        held: true,
        release: () => {
          claims.delete(name);
          return Promise.resolve();
        },
      });
    },
    read: (name) => Promise.resolve(files.get(name)),
    readPrevious: (name) => Promise.resolve(files.get(`${name}${PREVIOUS_SUFFIX}`)),
    write: (name, text) => {
      const current = files.get(name);
      if (current !== undefined) files.set(`${name}${PREVIOUS_SUFFIX}`, current);
      files.set(name, text);
      return Promise.resolve();
    },
    remove: (name) => {
      files.delete(name);
      files.delete(`${name}${PREVIOUS_SUFFIX}`);
      return Promise.resolve();
    },
    removeCurrent: (name) => {
      files.delete(name);
      return Promise.resolve();
    },
    names: () => [...files.keys()],
  };
}
