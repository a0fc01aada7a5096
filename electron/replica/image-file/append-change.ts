/**
 * Adds one change after the saved image, as a record of its own (change-records.ts): the record
 * is written at the end of the last whole one, over anything a killed append left there, and
 * flushed. The first change after an image save starts the file anew, durably (a temporary file
 * renamed), so the changes of the image before are gone only once the new file is whole.
 */
import { join } from 'node:path';
import type { Result } from '../../../shared/result.ts';
import { replaceDurably, writeAll } from '../../disk/durable-write.ts';
import { errorCode } from '../../disk/error-code.ts';
import type { FileClaim } from '../replica-files.ts';
import { changesStart, encodeRecord } from './change-records.ts';
import type { ImageKey } from './image-seal.ts';
import { changesName, type ImageFolder } from './image-files.ts';
import type { AppendHandle } from './image-disk.ts';

/** Where the next change of a saved or opened image goes. */
export interface ChangeLog {
  readonly key: ImageKey;
  /** After the last whole record; null: the changes file is not this image's yet. */
  readonly end: number | null;
  /** Records before `end`. */
  readonly count: number;
}

export type ImageSaveFailure =
  | { readonly reason: 'no-keyring' | 'not-held' | 'encryption-failed' | 'not-wanted' }
  | { readonly reason: 'write-failed'; readonly code: string | undefined };

/** On failure the caller keeps its `log`: the next append writes over whatever this one left. */
export async function appendChange(
  folder: ImageFolder,
  name: string,
  claim: FileClaim,
  log: ChangeLog,
  change: Uint8Array,
): Promise<Result<ChangeLog, ImageSaveFailure>> {
  if (!claim.held) return { ok: false, error: { reason: 'not-held' } };
  const record = encodeRecord(log.key, log.count, change);
  try {
    if (log.end === null) {
      const start = changesStart(log.key);
      await replaceDurably(
        folder.disk,
        folder.directory,
        changesName(name),
        Buffer.concat([start, record]),
        {
          keepPrevious: false,
        },
      );
      return { ok: true, value: { key: log.key, end: start.length + record.length, count: 1 } };
    }
    await writeAt(folder, name, log.end, record);
  } catch (error) {
    return { ok: false, error: { reason: 'write-failed', code: errorCode(error) } };
  }
  return { ok: true, value: { key: log.key, end: log.end + record.length, count: log.count + 1 } };
}

async function writeAt(folder: ImageFolder, name: string, end: number, record: Buffer) {
  const handle: AppendHandle = await folder.disk.openExisting(
    join(folder.directory, changesName(name)),
  );
  try {
    await handle.truncate(end);
    // writeAll counts from 0; the record goes at `end`.
    await writeAll(
      {
        ...handle,
        write: (data, offset, length, at) => handle.write(data, offset, length, end + at),
      },
      record,
    );
    await handle.sync();
  } finally {
    await handle.close();
  }
}
