/**
 * The journal's file handles and its write error. The durable steps themselves (every byte
 * written, a new file whole or not at all, folders flushed) are electron/disk/durable-write.ts,
 * shared with the replica; here the journal's injectable opener becomes that module's Disk, so
 * the fault suite can make the disk fill up or write short under both.
 */
import { open } from 'node:fs/promises';
import { realDisk, type Disk, type DiskHandle } from '../../disk/disk.ts';
import {
  removeDurably as removeFileDurably,
  writeAll as writeAllBytes,
  writeFileDurably,
} from '../../disk/durable-write.ts';
import { errorCode } from '../../disk/error-code.ts';

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
    code?: string,
  ) {
    super(`The import journal could not be written (${detail}).`);
    this.name = 'JournalWriteError';
    this.diskFull = code === 'ENOSPC' || code === 'EDQUOT' || /ENOSPC|EDQUOT/.test(detail);
  }
}

export function asWriteError(error: unknown): JournalWriteError {
  if (error instanceof JournalWriteError) return error;
  return new JournalWriteError(
    error instanceof Error ? error.message : String(error),
    errorCode(error),
  );
}

/** The journal's handle as the shared module's: appends, so the position is not used. */
function diskHandleOf(target: AppendTarget): DiskHandle {
  return {
    write: async (data, offset, length) =>
      (
        await target.write(
          Buffer.from(data.buffer, data.byteOffset, data.byteLength),
          offset,
          length,
        )
      ).bytesWritten,
    sync: () => target.datasync(),
    close: () => target.close(),
  };
}

/** The shared Disk, creating files through the journal's opener. */
function diskOf(openTarget: OpenTarget): Disk {
  return { ...realDisk, create: async (path) => diskHandleOf(await openTarget(path, 'wx')) };
}

/** Appends every byte or throws (a write that takes none is a full disk, never a loop). */
export async function writeAll(target: AppendTarget, data: Buffer): Promise<void> {
  try {
    await writeAllBytes(diskHandleOf(target), data);
  } catch (error) {
    throw asWriteError(error);
  }
}

/**
 * Puts `data` at `path` only once all of it is on disk; on failure nothing appears at `path`.
 * Temporary names end in `.tmp`, so a start can remove any a crash left.
 */
export async function writeFileAtomic(
  openTarget: OpenTarget,
  path: string,
  data: Buffer,
): Promise<void> {
  try {
    await writeFileDurably(diskOf(openTarget), path, data);
  } catch (error) {
    throw asWriteError(error);
  }
}

/** Removes a file and flushes its folder, so the removal is on disk before what follows. */
export async function removeDurably(path: string): Promise<void> {
  try {
    await removeFileDurably(realDisk, path);
  } catch (error) {
    throw asWriteError(error);
  }
}
