/**
 * The header of a sealed catalogue image file (docs/replica.md, "The catalogue image on disk").
 * Little-endian:
 *
 *   0   8  magic `FBIMAGE\0`
 *   8   2  format version
 *  10   4  header length H
 *  14  16  key id: random per file (the changes file names the image it follows by it)
 *  30  12  nonce of the body's AES-256-GCM
 *  42   8  body length: bytes of the image
 *  50   2  account length A, then A bytes (UTF-8): account-key.ts's hash of service and user
 *   …   4  sealed key length S, then S bytes: the data key's safeStorage record as JSON
 * H-32 32  SHA-256 of bytes 0 to H-32
 *
 * The magic, the version, H and the digest's place are the frame every later version keeps, so a
 * damaged header is told from a newer one before anything in it is believed. The whole header is
 * the body's additional authenticated data.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Result } from '../../../shared/result.ts';

export const IMAGE_MAGIC = Buffer.from('FBIMAGE\0', 'latin1');
export const IMAGE_FORMAT_VERSION = 1;
export const KEY_ID_BYTES = 16;
export const NONCE_BYTES = 12;
export const TAG_BYTES = 16;
const DIGEST_BYTES = 32;
const FIXED_BYTES = 50;
/** Far above any real header (a sealed key record is a few hundred bytes). */
const MAX_HEADER_BYTES = 64 * 1024;

export interface ImageHeader {
  readonly keyId: Uint8Array;
  readonly nonce: Uint8Array;
  readonly bodyLength: number;
  readonly account: string;
  /** The data key's sealed record (electron/store/sealed-text.ts), as written. */
  readonly sealedKey: string;
}

export type HeaderFailure = 'damaged' | 'newer-version';

const digestOf = (bytes: Uint8Array): Buffer => createHash('sha256').update(bytes).digest();

export function encodeHeader(header: ImageHeader): Buffer {
  const account = Buffer.from(header.account, 'utf8');
  const sealedKey = Buffer.from(header.sealedKey, 'utf8');
  const length = FIXED_BYTES + 2 + account.length + 4 + sealedKey.length + DIGEST_BYTES;
  const out = Buffer.alloc(length);
  IMAGE_MAGIC.copy(out, 0);
  out.writeUInt16LE(IMAGE_FORMAT_VERSION, 8);
  out.writeUInt32LE(length, 10);
  out.set(header.keyId, 14);
  out.set(header.nonce, 30);
  out.writeBigUInt64LE(BigInt(header.bodyLength), 42);
  let at = FIXED_BYTES;
  at = out.writeUInt16LE(account.length, at);
  at += account.copy(out, at);
  at = out.writeUInt32LE(sealedKey.length, at);
  at += sealedKey.copy(out, at);
  digestOf(out.subarray(0, at)).copy(out, at);
  return out;
}

/**
 * Reads the header at the start of `file`; `length` is H, where the body starts. Never throws: a
 * header that does not hold together is `damaged`.
 */
export function decodeHeader(
  file: Buffer,
): Result<{ readonly header: ImageHeader; readonly length: number }, HeaderFailure> {
  const damaged = { ok: false, error: 'damaged' } as const;
  if (file.length < FIXED_BYTES + DIGEST_BYTES) return damaged;
  if (!file.subarray(0, IMAGE_MAGIC.length).equals(IMAGE_MAGIC)) return damaged;
  const length = file.readUInt32LE(10);
  if (length < FIXED_BYTES + DIGEST_BYTES || length > Math.min(MAX_HEADER_BYTES, file.length)) {
    return damaged;
  }
  const digest = file.subarray(length - DIGEST_BYTES, length);
  if (!timingSafeEqual(digest, digestOf(file.subarray(0, length - DIGEST_BYTES)))) return damaged;
  const version = file.readUInt16LE(8);
  if (version > IMAGE_FORMAT_VERSION) return { ok: false, error: 'newer-version' };
  if (version !== IMAGE_FORMAT_VERSION) return damaged;

  const bodyLength = file.readBigUInt64LE(42);
  if (bodyLength > BigInt(Number.MAX_SAFE_INTEGER)) return damaged;
  const fields = file.subarray(FIXED_BYTES, length - DIGEST_BYTES);
  if (fields.length < 2) return damaged;
  const accountLength = fields.readUInt16LE(0);
  const keyAt = 2 + accountLength;
  if (fields.length < keyAt + 4) return damaged;
  const keyLength = fields.readUInt32LE(keyAt);
  if (fields.length !== keyAt + 4 + keyLength) return damaged;
  return {
    ok: true,
    value: {
      length,
      header: {
        keyId: file.subarray(14, 30),
        nonce: file.subarray(30, 42),
        bodyLength: Number(bodyLength),
        account: fields.toString('utf8', 2, keyAt),
        sealedKey: fields.toString('utf8', keyAt + 4, keyAt + 4 + keyLength),
      },
    },
  };
}
