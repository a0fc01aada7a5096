/**
 * Envelope encryption of a catalogue image: a random 256-bit data key per file encrypts the bytes
 * with AES-256-GCM (body-cipher.ts), and the OS keyring seals that key through the same
 * safeStorage scheme as every other secret at rest (electron/store/sealed-text.ts). safeStorage
 * only ever sees 44 characters; the tens of megabytes go through Node's native AES.
 */
import { randomBytes } from 'node:crypto';
import type { Result } from '../../../shared/result.ts';
import type { ColdStartReason } from '../../../shared/replica/types.ts';
import { probeStorage, seal, unseal } from '../../store/sealed-text.ts';
import type { SecretCipher } from '../../store/secret-cipher.ts';
import { decryptInPlace, encryptInto } from './body-cipher.ts';
import {
  decodeHeader,
  encodeHeader,
  KEY_ID_BYTES,
  NONCE_BYTES,
  TAG_BYTES,
} from './image-header.ts';

const DATA_KEY_BYTES = 32;

/** The data key of one saved image: its changes are sealed with it (change-log.ts). */
export interface ImageKey {
  readonly id: Uint8Array;
  readonly key: Uint8Array;
}

/** The whole file, in one buffer allocated at its final size. */
export async function sealImage(
  cipher: SecretCipher,
  backend: string,
  account: string,
  bytes: Uint8Array,
): Promise<{ readonly file: Buffer; readonly key: ImageKey }> {
  const key: ImageKey = { id: randomBytes(KEY_ID_BYTES), key: randomBytes(DATA_KEY_BYTES) };
  const sealed = await seal(cipher, Buffer.from(key.key).toString('base64'), backend);
  const nonce = randomBytes(NONCE_BYTES);
  const header = encodeHeader({
    keyId: key.id,
    nonce,
    bodyLength: bytes.length,
    account,
    sealedKey: JSON.stringify(sealed),
  });
  const file = Buffer.allocUnsafe(header.length + bytes.length + TAG_BYTES);
  header.copy(file, 0);
  const tag = await encryptInto({ key: key.key, nonce, aad: header }, bytes, file, header.length);
  tag.copy(file, header.length + bytes.length);
  return { file, key };
}

export interface OpenedImage {
  /** A view over the file's buffer, decrypted in place. */
  readonly bytes: Uint8Array;
  readonly key: ImageKey;
}

/**
 * Checks and decrypts a whole file, cheapest checks first (header, length, account, keyring)
 * before the body is touched. Never throws. `file` is decrypted in place: whatever the outcome,
 * it no longer holds the file's bytes.
 */
export async function openSealedImage(
  cipher: SecretCipher,
  file: Buffer,
  account: string,
): Promise<Result<OpenedImage, ColdStartReason>> {
  const fail = (error: ColdStartReason) => ({ ok: false, error }) as const;
  const decoded = decodeHeader(file);
  if (!decoded.ok) return fail(decoded.error);
  const { header, length } = decoded.value;
  if (file.length !== length + header.bodyLength + TAG_BYTES) return fail('damaged');
  if (header.account !== account) return fail('other-account');
  // Without a keyring nothing can be opened, as with the JSON copy (persist.ts).
  const probed = await probeStorage(cipher);
  if (!probed.usable) return fail('other-keyring');
  let record: unknown;
  try {
    record = JSON.parse(header.sealedKey);
  } catch {
    return fail('damaged');
  }
  const unsealed = await unseal(cipher, record, probed.backend);
  // The header's digest held, so a record that is not one was written so: damaged.
  if (!unsealed.ok) return fail(unsealed.error === 'unreadable' ? 'damaged' : 'other-keyring');
  const dataKey = Buffer.from(unsealed.value.text, 'base64');
  if (dataKey.length !== DATA_KEY_BYTES) return fail('damaged');
  const sealing = { key: dataKey, nonce: header.nonce, aad: file.subarray(0, length) };
  const tag = file.subarray(length + header.bodyLength);
  if (!(await decryptInPlace(sealing, file, length, header.bodyLength, tag)))
    return fail('damaged');
  return {
    ok: true,
    value: {
      bytes: file.subarray(length, length + header.bodyLength),
      key: { id: Buffer.from(header.keyId), key: dataKey },
    },
  };
}
