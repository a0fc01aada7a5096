/**
 * The safeStorage scheme every secret at rest uses (refresh tokens in vault.ts, the catalogue
 * replica in electron/replica/): text encrypted with safeStorage's async API, stored as
 * `{ v, scheme, backend, blob }`. Linux `basic_text` is Chromium's hard-coded key — as good as
 * plaintext — so it counts as no keyring, and callers keep their data in memory only. A record
 * another backend wrote, or one that no longer decrypts, is unusable; callers discard it.
 */
import type { MemoryOnlyReason } from '../../shared/bridge/session.ts';
import type { Result } from '../../shared/result.ts';
import type { SecretCipher } from './secret-cipher.ts';

export const VAULT_SCHEME = 'safeStorage-async';
export const VAULT_RECORD_VERSION = 1;

export interface StoredSecret {
  readonly v: typeof VAULT_RECORD_VERSION;
  readonly scheme: typeof VAULT_SCHEME;
  readonly backend: string;
  /** base64 of the safeStorage ciphertext. */
  readonly blob: string;
}

export type StorageProbe =
  | { readonly usable: true; readonly backend: string }
  | { readonly usable: false; readonly reason: MemoryOnlyReason };

export type UnsealFailure = 'unreadable' | 'backend-changed' | 'undecryptable';

export interface OpenedText {
  readonly text: string;
  /** safeStorage asks for the text to be sealed again (its key was rotated). */
  readonly shouldReEncrypt: boolean;
}

export type Unsealed = Result<OpenedText, UnsealFailure>;

function selectedBackend(cipher: SecretCipher): string {
  try {
    return cipher.getSelectedStorageBackend();
  } catch {
    return 'unknown';
  }
}

/** Whether this machine can keep secrets at rest now, and with which backend. */
export async function probeStorage(cipher: SecretCipher): Promise<StorageProbe> {
  const available = await cipher.isAsyncEncryptionAvailable().catch(() => false);
  const backend = selectedBackend(cipher);
  if (backend === 'basic_text') return { usable: false, reason: 'basic-text' };
  if (!available) return { usable: false, reason: 'encryption-unavailable' };
  if (backend === 'unknown') return { usable: false, reason: 'backend-unknown' };
  return { usable: true, backend };
}

export function parseSealed(value: unknown): StoredSecret | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Partial<Record<keyof StoredSecret, unknown>>;
  if (record.v !== VAULT_RECORD_VERSION || record.scheme !== VAULT_SCHEME) return undefined;
  if (typeof record.backend !== 'string' || typeof record.blob !== 'string') return undefined;
  if (record.blob.length === 0) return undefined;
  return {
    v: VAULT_RECORD_VERSION,
    scheme: VAULT_SCHEME,
    backend: record.backend,
    blob: record.blob,
  };
}

export async function seal(
  cipher: SecretCipher,
  text: string,
  backend: string,
): Promise<StoredSecret> {
  const blob = await cipher.encryptStringAsync(text);
  return { v: VAULT_RECORD_VERSION, scheme: VAULT_SCHEME, backend, blob: blob.toString('base64') };
}

function isDecrypted(value: unknown): value is { result: string; shouldReEncrypt: boolean } {
  if (typeof value !== 'object' || value === null) return false;
  const { result, shouldReEncrypt } = value as Record<string, unknown>;
  return typeof result === 'string' && result.length > 0 && typeof shouldReEncrypt === 'boolean';
}

/** Opens a stored record with the current backend; never throws. */
export async function unseal(
  cipher: SecretCipher,
  raw: unknown,
  backend: string,
): Promise<Unsealed> {
  const record = parseSealed(raw);
  if (record === undefined) return { ok: false, error: 'unreadable' };
  if (record.backend !== backend) return { ok: false, error: 'backend-changed' };
  let decrypted: unknown;
  try {
    decrypted = await cipher.decryptStringAsync(Buffer.from(record.blob, 'base64'));
  } catch {
    decrypted = undefined;
  }
  // Checked at run time: the async API resolves an object, and a string here is a wiring bug.
  if (!isDecrypted(decrypted)) return { ok: false, error: 'undecryptable' };
  const { result: text, shouldReEncrypt } = decrypted;
  return { ok: true, value: { text, shouldReEncrypt } };
}
