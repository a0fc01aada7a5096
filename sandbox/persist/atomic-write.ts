/**
 * Replaces a file so that a reader (or the next start after a crash or power cut) sees either the
 * old contents or the new, never a mix: write a temporary file, fsync it, rename it over the old
 * one, fsync the folder. Each writer uses its own temporary name, so two processes saving to one
 * folder never write into the same file: the last rename wins, whole.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

export function writeFileAtomic(path: string, text: string): void {
  const temporary = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    const fd = openSync(temporary, 'wx', 0o600);
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  syncFolder(dirname(path));
}

/** Makes the rename itself durable; Windows cannot open a folder for this and needs no fsync. */
function syncFolder(dir: string): void {
  if (process.platform === 'win32') return;
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
