/**
 * A disk for tests that writes short and fills up: each write takes at most `chunk` bytes, and
 * once `space` bytes have been written in all, a write takes what still fits and the next one
 * fails with ENOSPC, as a full disk does. `free` makes room again. Everything else is the real
 * file system, so what was written can be read back as the app would.
 */
import { open } from 'node:fs/promises';
import type { AppendTarget, OpenTarget } from '../journal-disk.ts';

export interface FaultyDisk {
  readonly open: OpenTarget;
  /** Bytes that may still be written before the disk is full (Infinity: no limit). */
  space: number;
  /** Writes that came back short. */
  shortWrites: number;
}

function noSpace(): Error {
  return Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
}

export function faultyDisk(options: { chunk?: number; space?: number } = {}): FaultyDisk {
  const chunk = options.chunk ?? Infinity;
  const disk: FaultyDisk = {
    space: options.space ?? Infinity,
    shortWrites: 0,
    open: async (path, flags) => {
      const handle = await open(path, flags, 0o600);
      const target: AppendTarget = {
        async write(buffer, offset, length) {
          if (disk.space <= 0) throw noSpace();
          const take = Math.min(length, chunk, disk.space);
          if (take < length) disk.shortWrites++;
          const { bytesWritten } = await handle.write(buffer, offset, take);
          disk.space -= bytesWritten;
          return { bytesWritten };
        },
        datasync: () => handle.datasync(),
        close: () => handle.close(),
      };
      return target;
    },
  };
  return disk;
}
