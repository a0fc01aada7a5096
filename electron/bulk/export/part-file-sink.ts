/**
 * A file written beside its final name as `<name>.part` and renamed once complete, after its
 * bytes are on disk. A cancelled or failed export deletes the part; a crash leaves only a
 * `.part` file, never one that looks complete.
 */
import { open, rename, rm } from 'node:fs/promises';
import { basename } from 'node:path';
import type { FileSink } from './sink.ts';

export const PART_SUFFIX = '.part';

export async function partFileSink(path: string): Promise<FileSink> {
  const partPath = path + PART_SUFFIX;
  // 'w': a part left by an earlier crash is overwritten, not appended to.
  const handle = await open(partPath, 'w', 0o600);
  let closed = false;
  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    await handle.close();
  };
  return {
    async write(text) {
      if (closed) throw new Error('the file is already finished');
      await handle.write(text, null, 'utf8');
    },
    async commit() {
      await handle.datasync();
      await close();
      await rename(partPath, path);
      return { kind: 'saved', fileName: basename(path) };
    },
    async abort() {
      await close().catch(() => undefined);
      await rm(partPath, { force: true });
    },
  };
}
