/**
 * Saves a catalogue image: sealed (image-seal.ts), then written through durable-write.ts (a
 * temporary file written to the last byte, flushed, renamed over the image, the folder flushed;
 * the image it replaces kept as `.previous`). Without a keyring, without the file's claim, or when
 * the caller no longer wants it once it is sealed, nothing is written. A failed save leaves the
 * files on disk as they were.
 */
import type { Result } from '../../../shared/result.ts';
import { replaceDurably } from '../../disk/durable-write.ts';
import { errorCode } from '../../disk/error-code.ts';
import { probeStorage } from '../../store/sealed-text.ts';
import type { SecretCipher } from '../../store/secret-cipher.ts';
import type { FileClaim } from '../replica-files.ts';
import type { ChangeLog, ImageSaveFailure } from './append-change.ts';
import type { ImageFolder } from './image-files.ts';
import { sealImage } from './image-seal.ts';

/**
 * The changes file is left as it is: it names the image before (now `.previous`) and is ignored
 * with this one, and if this one is ever found damaged, the previous copy loads with its changes.
 * This image's first change replaces it.
 */
export async function saveImageFile(
  folder: ImageFolder,
  name: string,
  claim: FileClaim,
  options: {
    readonly cipher: SecretCipher;
    readonly account: string;
    readonly bytes: Uint8Array;
    /** Asked once the image is sealed: no means nothing is written (signed out meanwhile). */
    readonly wanted?: () => boolean;
  },
): Promise<Result<ChangeLog, ImageSaveFailure>> {
  if (!claim.held) return { ok: false, error: { reason: 'not-held' } };
  const probed = await probeStorage(options.cipher);
  if (!probed.usable) return { ok: false, error: { reason: 'no-keyring' } };
  let sealed;
  try {
    sealed = await sealImage(options.cipher, probed.backend, options.account, options.bytes);
  } catch {
    return { ok: false, error: { reason: 'encryption-failed' } };
  }
  if (options.wanted?.() === false) return { ok: false, error: { reason: 'not-wanted' } };
  try {
    await replaceDurably(folder.disk, folder.directory, name, sealed.file);
  } catch (error) {
    return { ok: false, error: { reason: 'write-failed', code: errorCode(error) } };
  }
  return { ok: true, value: { key: sealed.key, end: null, count: 0 } };
}
