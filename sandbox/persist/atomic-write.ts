/**
 * Replaces a file so that a reader (or the next start after a crash or power cut) sees either the
 * old contents or the new, never a mix: write a temporary file, fsync it, rename it over the old
 * one, fsync the folder. Each writer uses its own temporary name, so two processes saving to one
 * folder never write into the same file: the last rename wins, whole.
 *
 * Asynchronous because a snapshot runs to tens of megabytes and the host's event loop (the web
 * host, Electron's main process) must keep serving while it is written.
 */
import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const temporary = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    const file = await open(temporary, 'wx', 0o600);
    try {
      await file.writeFile(text);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await syncFolder(dirname(path));
}

/** Makes the rename itself durable where the platform can fsync a folder. */
async function syncFolder(dir: string): Promise<void> {
  // Windows cannot open a folder for this, and its renames need no fsync.
  if (process.platform === 'win32') return;
  const folder = await open(dir, 'r');
  try {
    await folder.sync();
  } catch (error) {
    // Some file systems refuse fsync on a folder; the file itself is already on disk.
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    if (code !== 'EINVAL' && code !== 'EISDIR') throw error;
  } finally {
    await folder.close();
  }
}
