/**
 * Where replica files live: one file per profile in a directory of the app's data (Electron's
 * userData), or a map in memory (tests, the web host). Writes go to a temporary file renamed over
 * the old one, so a crash mid-write leaves the previous file, never half of one. Each write has
 * its own temporary name, so two writes never share (and rename away) one temporary file.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ReplicaFiles {
  read(name: string): Promise<string | undefined>;
  write(name: string, text: string): Promise<void>;
  remove(name: string): Promise<void>;
}

/** Profile ids are ours, but a file name is built from them: keep only safe characters. */
export function replicaFileName(profileId: string): string {
  return `replica-${Buffer.from(profileId, 'utf8').toString('base64url')}.json`;
}

export function createDirectoryFiles(directory: string): ReplicaFiles {
  return {
    async read(name) {
      try {
        return await readFile(join(directory, name), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async write(name, text) {
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const target = join(directory, name);
      const temporary = `${target}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, text, { mode: 0o600 });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => undefined);
        throw error;
      }
    },
    async remove(name) {
      await rm(join(directory, name), { force: true });
    },
  };
}

export function createMemoryFiles(): ReplicaFiles & { names(): string[] } {
  const files = new Map<string, string>();
  return {
    read: (name) => Promise.resolve(files.get(name)),
    write: (name, text) => {
      files.set(name, text);
      return Promise.resolve();
    },
    remove: (name) => {
      files.delete(name);
      return Promise.resolve();
    },
    names: () => [...files.keys()],
  };
}
