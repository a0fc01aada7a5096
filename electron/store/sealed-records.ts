/**
 * Data at rest that is written record by record (the import journal): one random AES-256-GCM
 * data key per file, itself sealed with safeStorage exactly as the vault seals refresh tokens
 * (same scheme, same backend tag, same "no real keyring, no disk" rule). Sealing each record
 * with safeStorage would ask the keyring once per row; sealing it with a key the keyring
 * guards costs microseconds. Each record's additional data binds it to its file and position,
 * so records cannot be reordered, dropped from the middle or moved between files unnoticed.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Result } from '../../shared/result.ts';
import {
  parseSealed,
  seal,
  unseal,
  VAULT_RECORD_VERSION,
  type StoredSecret,
  type UnsealFailure,
  type VAULT_SCHEME,
} from './sealed-text.ts';
import type { SecretCipher } from './secret-cipher.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** What a file stores in the clear about its key: enough to unseal it on this machine. */
export interface SealedKeyHeader {
  readonly scheme: typeof VAULT_SCHEME;
  readonly backend: string;
  /** base64 of the safeStorage ciphertext of the base64 data key. */
  readonly key: string;
}

export async function createDataKey(
  cipher: SecretCipher,
  backend: string,
): Promise<{ key: Buffer; header: SealedKeyHeader }> {
  const key = randomBytes(32);
  const sealed = await seal(cipher, key.toString('base64'), backend);
  return { key, header: { scheme: sealed.scheme, backend: sealed.backend, key: sealed.blob } };
}

/** The file's data key, or why it cannot be opened here. */
export type UnsealResult = Result<Buffer, UnsealFailure>;

/** The header is a sealed text (sealed-text.ts) under other names: one reading of both. */
function asStoredSecret(value: unknown): StoredSecret | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { scheme, backend, key } = value as Record<string, unknown>;
  return parseSealed({ v: VAULT_RECORD_VERSION, scheme, backend, blob: key });
}

export function parseKeyHeader(value: unknown): SealedKeyHeader | null {
  const sealed = asStoredSecret(value);
  return sealed ? { scheme: sealed.scheme, backend: sealed.backend, key: sealed.blob } : null;
}

export async function unsealDataKey(
  cipher: SecretCipher,
  header: SealedKeyHeader,
  currentBackend: string,
): Promise<UnsealResult> {
  const opened = await unseal(cipher, asStoredSecret(header), currentBackend);
  if (!opened.ok) return opened;
  const key = Buffer.from(opened.value.text, 'base64');
  return key.length === 32 ? { ok: true, value: key } : { ok: false, error: 'unreadable' };
}

/** base64 of iv ‖ tag ‖ ciphertext. */
export function sealRecord(key: Buffer, aad: string, plainText: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The plain text, or null when the record was altered, truncated or sealed for another place. */
export function openRecord(key: Buffer, aad: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, 'base64');
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
