/**
 * The few file-system calls durable writing makes, as one seam: the real ones here, and in tests a
 * layer that injects short writes, a full disk or a kill (replica-faults.test.ts, the journal's
 * faulty disk).
 */
import { link, mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { errorCode } from './error-code.ts';

export interface DiskHandle {
  /**
   * Writes `length` bytes of `data` from `offset` at `position` (a handle opened to append ignores
   * it); resolves how many it wrote.
   */
  write(data: Uint8Array, offset: number, length: number, position: number): Promise<number>;
  sync(): Promise<void>;
  close(): Promise<void>;
}

export interface Disk {
  mkdir(path: string): Promise<void>;
  /** Rejects with code ENOENT when there is no such file. */
  readFile(path: string): Promise<string>;
  readdir(path: string): Promise<string[]>;
  /** Creates a new file (never opens an existing one), readable by this user only. */
  create(path: string): Promise<DiskHandle>;
  link(existing: string, newPath: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  /** Removes a file; nothing to remove is not an error. */
  remove(path: string): Promise<void>;
  /** Makes a folder's entries (a rename into it) durable. */
  syncFolder(path: string): Promise<void>;
}

/**
 * Flushes a folder, so a rename or removal in it survives a power loss. Windows cannot open or
 * sync a folder (EISDIR, EPERM or EINVAL); its renames are durable by other means.
 */
export async function syncFolder(path: string): Promise<void> {
  let handle;
  try {
    handle = await open(path, 'r');
    await handle.sync();
  } catch (error) {
    const code = errorCode(error);
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL') throw error;
  } finally {
    await handle?.close();
  }
}

export const realDisk: Disk = {
  mkdir: async (path) => {
    await mkdir(path, { recursive: true, mode: 0o700 });
  },
  readFile: (path) => readFile(path, 'utf8'),
  readdir: (path) => readdir(path),
  create: async (path) => {
    const handle = await open(path, 'wx', 0o600);
    return {
      write: async (data, offset, length, position) =>
        (await handle.write(data, offset, length, position)).bytesWritten,
      sync: () => handle.sync(),
      close: () => handle.close(),
    };
  },
  link: (existing, newPath) => link(existing, newPath),
  rename: (from, to) => rename(from, to),
  remove: (path) => rm(path, { force: true }),
  syncFolder,
};
