/**
 * The disk calls the image files make: durable writing's own (electron/disk/disk.ts), reading a
 * file as bytes, and opening the changes file to add to it. One seam, so tests inject the same
 * short writes, full disks and kills as the JSON copy's (image-faults.test.ts).
 */
import { open, readFile } from 'node:fs/promises';
import { realDisk, type Disk, type DiskHandle } from '../../disk/disk.ts';

export interface AppendHandle extends DiskHandle {
  /** Cuts the file to `length` bytes (a torn record at its end goes). */
  truncate(length: number): Promise<void>;
}

export interface ImageDisk extends Disk {
  /** Rejects with code ENOENT when there is no such file. */
  readBytes(path: string): Promise<Buffer>;
  /** Opens an existing file to write in it; rejects with ENOENT when there is none. */
  openExisting(path: string): Promise<AppendHandle>;
}

export const realImageDisk: ImageDisk = {
  ...realDisk,
  // readFile's 512 kB reads: one read of the whole 50 MB took longer here (170 ms against 60).
  readBytes: (path) => readFile(path),
  openExisting: async (path) => {
    const handle = await open(path, 'r+');
    return {
      write: async (data, offset, length, position) =>
        (await handle.write(data, offset, length, position)).bytesWritten,
      truncate: (length) => handle.truncate(length),
      sync: () => handle.sync(),
      close: () => handle.close(),
    };
  },
};
