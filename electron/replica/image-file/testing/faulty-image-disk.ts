/**
 * The image files' disk layer with the faults real disks have (disk-faults.ts): short writes, a
 * full disk, a failed flush, and a kill during a write or before the rename over `name`. Shared by
 * the image file's fault tests and the catalogue store's.
 */
import {
  diskError,
  never,
  type DiskFaults,
  type KillPoint,
} from '../../../disk/testing/disk-faults.ts';
import { realImageDisk, type AppendHandle, type ImageDisk } from '../image-disk.ts';

export function faultyImageDisk(faults: DiskFaults, kill: KillPoint, name: string): ImageDisk {
  const faulty = (handle: AppendHandle): AppendHandle => ({
    ...handle,
    async write(data: Uint8Array, offset: number, length: number, position: number) {
      if (faults.killAt === 'write') {
        await handle.write(data, offset, Math.ceil(length / 2), position);
        return kill.stop();
      }
      if (faults.room <= 0) throw diskError('ENOSPC');
      const written = await handle.write(
        data,
        offset,
        Math.min(length, faults.bytesPerWrite, faults.room),
        position,
      );
      faults.room -= written;
      return written;
    },
    sync: () => (faults.failFlush ? Promise.reject(diskError('EIO')) : handle.sync()),
  });
  return {
    ...realImageDisk,
    create: async (path) => faulty({ ...(await realImageDisk.create(path)), truncate: never }),
    openExisting: async (path) => faulty(await realImageDisk.openExisting(path)),
    rename: (from, to) =>
      faults.killAt === 'rename' && to.endsWith(name)
        ? kill.stop()
        : realImageDisk.rename(from, to),
  };
}
