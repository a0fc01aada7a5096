/**
 * Where a profile's catalogue image lives: `image-<profile>.bin` in the replica's folder, the copy
 * its last save replaced beside it (`.previous`, durable-write.ts), and the changes since
 * (`.changes`, change-records.ts). Only the process holding the file's claim writes or deletes
 * them: the same data folder lock as the JSON copy's (replica-files.ts), which also removes the
 * temporary files a killed save left.
 */
import { join } from 'node:path';
import type { LockDeps } from '../../lock/data-dir-lock.ts';
import { PREVIOUS_SUFFIX } from '../../disk/durable-write.ts';
import { errorCode } from '../../disk/error-code.ts';
import { createDirectoryFiles, type FileClaim } from '../replica-files.ts';
import type { ImageDisk } from './image-disk.ts';

export interface ImageFolder {
  readonly directory: string;
  readonly disk: ImageDisk;
  /** Who this process is to the lock (tests stand in other processes). */
  readonly lockDeps?: LockDeps;
}

/** Profile ids are ours, but a file name is built from them: keep only safe characters. */
export function imageFileName(profileId: string): string {
  return `image-${Buffer.from(profileId, 'utf8').toString('base64url')}.bin`;
}

export const previousPath = (folder: ImageFolder, name: string): string =>
  join(folder.directory, `${name}${PREVIOUS_SUFFIX}`);
export const changesName = (name: string): string => `${name}.changes`;

export function claimImageFile(folder: ImageFolder, name: string): Promise<FileClaim> {
  const files = createDirectoryFiles(folder.directory, {
    disk: folder.disk,
    lockDeps: folder.lockDeps,
  });
  return files.claim(name).catch((): FileClaim => ({ held: false, why: 'failed' }));
}

/** The file's bytes, or undefined when there is none; other read errors are thrown. */
export async function readIfThere(folder: ImageFolder, path: string): Promise<Buffer | undefined> {
  try {
    return await folder.disk.readBytes(path);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

/** The image, its previous copy and its changes (sign-out, or a copy that cannot be used). */
export async function removeImageFiles(folder: ImageFolder, name: string): Promise<void> {
  await folder.disk.remove(join(folder.directory, name));
  await folder.disk.remove(previousPath(folder, name));
  await folder.disk.remove(join(folder.directory, changesName(name)));
}
