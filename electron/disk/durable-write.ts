/**
 * A file replaced so that a crash, a full disk or a short write never loses the copy it replaces:
 * the new text goes to a temporary file of its own, written to the last byte (a write may take
 * fewer bytes than asked), flushed to the disk, and only then renamed over the old file; the
 * folder is flushed so the rename itself survives a power cut. The file it replaces is kept as
 * `<name>.previous` (a hard link: no copy), so a copy later damaged on disk can fall back to it.
 * Every temporary name starts with `<name>.` and ends in `.tmp`: a start removes the ones a killed
 * save left (the replica's files, the import journals). Used by both, through the Disk seam.
 */
import { randomUUID } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import type { Disk, DiskHandle } from './disk.ts';
import { errorCode } from './error-code.ts';

export const PREVIOUS_SUFFIX = '.previous';
export const TEMPORARY_SUFFIX = '.tmp';

/** A write that made no progress: the disk takes nothing more (full, or a quota reached). */
export class NothingWritten extends Error {
  override name = 'NothingWritten';
  readonly code = 'ENOSPC';
}

export function isTemporaryOf(name: string, entry: string): boolean {
  return entry.startsWith(`${name}.`) && entry.endsWith(TEMPORARY_SUFFIX);
}

/** Writes every byte, however few each call takes. */
export async function writeAll(handle: DiskHandle, bytes: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < bytes.length) {
    const written = await handle.write(bytes, offset, bytes.length - offset, offset);
    if (!(written > 0)) throw new NothingWritten('The disk took none of the bytes written.');
    offset += written;
  }
}

/** How a replacement treats the file it replaces. */
export interface ReplaceOptions {
  /** Keep it as `<name>.previous` (true unless said otherwise). */
  readonly keepPrevious?: boolean;
}

/**
 * Puts `data` at `folder/name` only once all of it is on disk; on failure the temporary file is
 * removed and what was at the path (if anything) is still there, whole.
 */
export async function replaceDurably(
  disk: Disk,
  folder: string,
  name: string,
  data: string | Uint8Array,
  options: ReplaceOptions = {},
): Promise<void> {
  await disk.mkdir(folder);
  const target = join(folder, name);
  const temporary = `${target}.${randomUUID()}${TEMPORARY_SUFFIX}`;
  const previousTemporary = `${target}${PREVIOUS_SUFFIX}.${randomUUID()}${TEMPORARY_SUFFIX}`;
  let handle: DiskHandle | undefined;
  try {
    handle = await disk.create(temporary);
    await writeAll(handle, typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
    await handle.sync();
    const closing = handle;
    handle = undefined;
    await closing.close();
    if (options.keepPrevious !== false) await keepPrevious(disk, target, previousTemporary);
    await disk.rename(temporary, target);
    await disk.syncFolder(folder);
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await disk.remove(temporary).catch(() => undefined);
    throw error;
  } finally {
    await disk.remove(previousTemporary).catch(() => undefined);
  }
}

/** `replaceDurably` by the file's path, keeping no previous copy. */
export function writeFileDurably(
  disk: Disk,
  path: string,
  data: string | Uint8Array,
): Promise<void> {
  return replaceDurably(disk, dirname(path), basename(path), data, { keepPrevious: false });
}

/** Removes a file and flushes its folder, so the removal is on disk before what follows. */
export async function removeDurably(disk: Disk, path: string): Promise<void> {
  await disk.remove(path);
  await disk.syncFolder(dirname(path));
}

/**
 * The file about to be replaced becomes `<name>.previous`: linked under a temporary name, then
 * renamed, so the target and the previous copy are whole at every moment. Without hard links (some
 * file systems) no previous copy is kept; the save itself goes on.
 */
async function keepPrevious(disk: Disk, target: string, temporary: string): Promise<void> {
  try {
    await disk.link(target, temporary);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    if (['EPERM', 'ENOTSUP', 'ENOSYS'].includes(errorCode(error) ?? '')) return;
    throw error;
  }
  await disk.rename(temporary, `${target}${PREVIOUS_SUFFIX}`);
}
