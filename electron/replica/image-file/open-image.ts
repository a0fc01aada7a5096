/**
 * Opens a profile's catalogue image and the changes saved after it, as today's JSON copy opens
 * (persist.ts): a damaged or unreadable image falls back to the one its last save replaced; an
 * unusable one is deleted by the process holding its claim (one that merely could not be read is
 * kept: that may pass), and the reason is one of the cold-start reasons the status shows.
 */
import { join } from 'node:path';
import type { Result } from '../../../shared/result.ts';
import type { ColdStartReason } from '../../../shared/replica/types.ts';
import type { SecretCipher } from '../../store/secret-cipher.ts';
import type { FileClaim } from '../replica-files.ts';
import type { ChangeLog } from './append-change.ts';
import { readChanges } from './change-records.ts';
import {
  changesName,
  previousPath,
  readIfThere,
  removeImageFiles,
  type ImageFolder,
} from './image-files.ts';
import { openSealedImage, type OpenedImage } from './image-seal.ts';

export interface LoadedImage {
  readonly image: Uint8Array;
  /** The changes saved after it, oldest first: applied to the image, the state last saved. */
  readonly changes: readonly Uint8Array[];
  /** Where the next change goes (append-change.ts). */
  readonly log: ChangeLog;
  /** Set when the image could not be used and the copy it replaced was loaded instead. */
  readonly fellBackFrom?: ColdStartReason;
}

/** Reasons the copy the last save replaced may stand in (as persist.ts's). */
const FALLS_BACK: ReadonlySet<ColdStartReason> = new Set<ColdStartReason>([
  'no-copy',
  'damaged',
  'unreadable',
  'other-keyring',
]);

type Opened = Result<OpenedImage, ColdStartReason>;

async function openAt(
  folder: ImageFolder,
  path: string,
  cipher: SecretCipher,
  account: string,
): Promise<Opened> {
  let file: Buffer | undefined;
  try {
    file = await readIfThere(folder, path);
  } catch {
    return { ok: false, error: 'unreadable' };
  }
  if (file === undefined) return { ok: false, error: 'no-copy' };
  return openSealedImage(cipher, file, account);
}

export async function openImageFile(
  folder: ImageFolder,
  name: string,
  claim: FileClaim,
  options: { readonly cipher: SecretCipher; readonly account: string },
): Promise<Result<LoadedImage, ColdStartReason>> {
  const { cipher, account } = options;
  // A second process only reads: the files are the claim holder's to delete.
  const discard = async (
    reason: ColdStartReason,
  ): Promise<Result<LoadedImage, ColdStartReason>> => {
    if (claim.held && reason !== 'unreadable' && reason !== 'no-copy') {
      await removeImageFiles(folder, name).catch(() => undefined);
    }
    return { ok: false, error: reason };
  };
  const current = await openAt(folder, join(folder.directory, name), cipher, account);
  if (current.ok) return withChanges(folder, name, current.value);
  if (!FALLS_BACK.has(current.error)) return discard(current.error);
  const previous = await openAt(folder, previousPath(folder, name), cipher, account);
  if (!previous.ok) return discard(current.error === 'no-copy' ? previous.error : current.error);
  if (current.error === 'no-copy') return withChanges(folder, name, previous.value);
  // The damaged image goes, so the next save does not keep it as the previous copy.
  if (claim.held && current.error !== 'unreadable') {
    await folder.disk.remove(join(folder.directory, name)).catch(() => undefined);
  }
  const loaded = await withChanges(folder, name, previous.value);
  return loaded.ok ? { ok: true, value: { ...loaded.value, fellBackFrom: current.error } } : loaded;
}

/** A changes file that cannot be read fails the open: going on without it would lose them. */
async function withChanges(
  folder: ImageFolder,
  name: string,
  opened: OpenedImage,
): Promise<Result<LoadedImage, ColdStartReason>> {
  let file: Buffer | undefined;
  try {
    file = await readIfThere(folder, join(folder.directory, changesName(name)));
  } catch {
    return { ok: false, error: 'unreadable' };
  }
  const read = file === undefined ? { changes: [], end: null } : readChanges(file, opened.key);
  return {
    ok: true,
    value: {
      image: opened.bytes,
      changes: read.changes,
      log: { key: opened.key, end: read.end, count: read.changes.length },
    },
  };
}
