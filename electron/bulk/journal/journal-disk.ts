/**
 * The journal's few file-system steps, written so that a short write is never taken for a whole
 * one and a file appears only complete: every write loops until all its bytes are written (or
 * throws), and a new file is written aside, flushed, then renamed into place with its folder
 * flushed. The writer is injectable, so the fault suite can make the disk fill up or write short.
 */
import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/** What the journal writes through: a file handle's own calls (tests wrap them). */
export interface AppendTarget {
  write(buffer: Buffer, offset: number, length: number): Promise<{ bytesWritten: number }>;
  datasync(): Promise<void>;
  close(): Promise<void>;
}

/** Opens a file for writing: 'a' to append, 'wx' to create one that must not exist. */
export type OpenTarget = (path: string, flags: 'a' | 'wx') => Promise<AppendTarget>;

export const openRealTarget: OpenTarget = (path, flags) => open(path, flags, 0o600);

/**
 * A write the disk did not take whole. `diskFull` when the disk (or the user's quota) is full:
 * the message then says so, since that is what the user can fix.
 */
export class JournalWriteError extends Error {
  readonly kind = 'journal-write-failed';
  readonly diskFull: boolean;
  constructor(
    readonly detail: string,
    code?: unknown,
  ) {
    super(`The import journal could not be written (${detail}).`);
    this.name = 'JournalWriteError';
    this.diskFull = code === 'ENOSPC' || code === 'EDQUOT' || /ENOSPC|EDQUOT/.test(detail);
  }
}

export function asWriteError(error: unknown): JournalWriteError {
  if (error instanceof JournalWriteError) return error;
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  return new JournalWriteError(error instanceof Error ? error.message : String(error), code);
}

/**
 * Writes every byte or throws. A write that takes fewer bytes than asked is continued from where
 * it stopped; one that takes none (a full disk that reports no error) is a failure, never a loop.
 */
export async function writeAll(target: AppendTarget, data: Buffer): Promise<void> {
  let offset = 0;
  while (offset < data.length) {
    const { bytesWritten } = await target.write(data, offset, data.length - offset);
    if (!(bytesWritten > 0)) {
      throw new JournalWriteError('ENOSPC: the disk took no more bytes', 'ENOSPC');
    }
    offset += bytesWritten;
  }
}

/** Flushes a folder, so a rename or removal in it survives a power loss (not on Windows). */
export async function syncFolder(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Puts `data` at `path` only once all of it is on disk: written to a temporary file beside it,
 * flushed, renamed, and the folder flushed. On failure the temporary file is removed and nothing
 * appears at `path`. Temporary names end in `.tmp`, so a start can remove any a crash left.
 */
export async function writeFileAtomic(
  openTarget: OpenTarget,
  path: string,
  data: Buffer,
): Promise<void> {
  const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    const target = await openTarget(temporary, 'wx');
    try {
      await writeAll(target, data);
      await target.datasync();
    } finally {
      await target.close();
    }
    await rename(temporary, path);
    await syncFolder(dirname(path));
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw asWriteError(error);
  }
}

/** Removes a file and flushes its folder, so the removal is on disk before what follows. */
export async function removeDurably(path: string): Promise<void> {
  try {
    await rm(path, { force: true });
    await syncFolder(dirname(path));
  } catch (error) {
    throw asWriteError(error);
  }
}

export const TEMPORARY_SUFFIX = '.tmp';
