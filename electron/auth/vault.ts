import type { MemoryOnlyReason } from '../../shared/bridge/session.ts';
import { silentLogger, type Logger } from '../log/logger.ts';
import type { KeyValueStore } from '../store/key-value-store.ts';
import { createKeyedQueue } from '../sequence/keyed-queue.ts';
import type { SecretCipher } from '../store/secret-cipher.ts';
import {
  parseSealed,
  probeStorage,
  seal,
  unseal,
  type StoredSecret,
} from '../store/sealed-text.ts';

/**
 * Custody of refresh tokens (docs/architecture.md "Tokens"). A token is encrypted with
 * safeStorage's async API and stored per profile as `{ v, scheme, backend, blob }`. Without a
 * usable keyring (encryption unavailable, Linux `basic_text`) it is kept in memory for this run
 * only and the caller is told why — there is no plaintext fallback. A stored blob that no longer
 * decrypts, or that a different backend wrote, is deleted and the user signs in again.
 */

/** electron-store in the app; an in-memory map in tests. */
export type SecretStore = KeyValueStore;

export type { MemoryOnlyReason } from '../../shared/bridge/session.ts';

export type Custody =
  | { readonly persistence: 'stored'; readonly backend: string }
  | {
      readonly persistence: 'memory-only';
      readonly reason: MemoryOnlyReason;
      /** For the UI: why the user will have to sign in again after a restart. */
      readonly message: string;
    };

export type NeedsSignInReason =
  'undecryptable' | 'backend-changed' | 'unreadable' | 'encryption-unavailable';

export type VaultLoadResult =
  | { readonly status: 'found'; readonly refreshToken: string; readonly custody: Custody }
  | { readonly status: 'none' }
  | {
      readonly status: 'needs-sign-in';
      readonly reason: NeedsSignInReason;
      readonly message: string;
    };

export interface Vault {
  /** What `save` would do on this machine right now. */
  custody(): Promise<Custody>;
  /** Stores or replaces a profile's refresh token: encrypt first, then a single write. */
  save(profileId: string, refreshToken: string): Promise<Custody>;
  load(profileId: string): Promise<VaultLoadResult>;
  remove(profileId: string): Promise<void>;
}

export interface VaultOptions {
  readonly cipher: SecretCipher;
  readonly store: SecretStore;
  readonly log?: Logger;
}

const AFTER_RESTART = 'so you will need to sign in again after Floorboard restarts.';
const MEMORY_ONLY_MESSAGES: Record<MemoryOnlyReason, string> = {
  'encryption-unavailable': `Secure storage is not available on this computer, ${AFTER_RESTART}`,
  'basic-text': `No system keyring was found (the Linux "basic_text" store), ${AFTER_RESTART}`,
  'backend-unknown': `Secure storage is not ready yet, ${AFTER_RESTART}`,
  'encryption-failed': `Secure storage could not encrypt your sign-in, ${AFTER_RESTART}`,
  'write-failed': `Your sign-in could not be saved to disk, ${AFTER_RESTART}`,
};

const NEEDS_SIGN_IN_MESSAGES: Record<NeedsSignInReason, string> = {
  undecryptable: 'Your saved sign-in can no longer be read on this computer. Please sign in again.',
  'backend-changed':
    'The system keyring changed since you last signed in, so your saved sign-in was removed. Please sign in again.',
  unreadable: 'Your saved sign-in was damaged and has been removed. Please sign in again.',
  'encryption-unavailable':
    'Secure storage is not available right now, so your saved sign-in could not be read and was removed. Please sign in again.',
};

export function vaultKey(profileId: string): string {
  return `refresh-token:${profileId}`;
}

function memoryOnly(reason: MemoryOnlyReason): Custody {
  return { persistence: 'memory-only', reason, message: MEMORY_ONLY_MESSAGES[reason] };
}

function needsSignIn(reason: NeedsSignInReason): VaultLoadResult {
  return { status: 'needs-sign-in', reason, message: NEEDS_SIGN_IN_MESSAGES[reason] };
}

/**
 * Whether secrets can be kept on disk on this machine: only with a real keyring behind
 * safeStorage. Other data encrypted at rest (the import journal, the replica) follows the same rule.
 */
export async function probeCustody(cipher: SecretCipher): Promise<Custody> {
  const probed = await probeStorage(cipher);
  return probed.usable
    ? { persistence: 'stored', backend: probed.backend }
    : memoryOnly(probed.reason);
}

export function createVault(options: VaultOptions): Vault {
  const { cipher, store } = options;
  const log = options.log ?? silentLogger;
  const queue = createKeyedQueue();
  // This run's tokens: the only copy when memory-only, a cache (no keyring prompt per refresh) otherwise.
  const memory = new Map<string, { refreshToken: string; custody: Custody }>();
  let probed: Promise<Custody> | undefined;

  const custody = (): Promise<Custody> => {
    probed ??= probeCustody(cipher).then((result) => {
      if (result.persistence === 'memory-only') {
        log.warn('Refresh tokens will be kept in memory only', { reason: result.reason });
      }
      return result;
    });
    return probed;
  };

  const drop = (profileId: string): void => {
    memory.delete(profileId);
    try {
      store.delete(vaultKey(profileId));
    } catch {
      log.error('Could not delete a stored refresh token', { profileId });
    }
  };

  const encrypt = (refreshToken: string, backend: string): Promise<StoredSecret> =>
    seal(cipher, refreshToken, backend);

  const keepInMemory = (
    profileId: string,
    refreshToken: string,
    reason: MemoryOnlyReason,
  ): Custody => {
    // A replaced token must not survive on disk: with rotation, presenting it later would be reuse.
    drop(profileId);
    const result = memoryOnly(reason);
    memory.set(profileId, { refreshToken, custody: result });
    return result;
  };

  const save = (profileId: string, refreshToken: string): Promise<Custody> =>
    queue(profileId, async () => {
      const current = await custody();
      if (current.persistence === 'memory-only') {
        return keepInMemory(profileId, refreshToken, current.reason);
      }
      let record: StoredSecret;
      try {
        record = await encrypt(refreshToken, current.backend);
      } catch {
        log.error('Encrypting a refresh token failed', { profileId });
        return keepInMemory(profileId, refreshToken, 'encryption-failed');
      }
      try {
        store.set(vaultKey(profileId), record); // one write replaces the previous record
      } catch {
        log.error('Writing a refresh token failed', { profileId });
        return keepInMemory(profileId, refreshToken, 'write-failed');
      }
      memory.set(profileId, { refreshToken, custody: current });
      return current;
    });

  const load = (profileId: string): Promise<VaultLoadResult> =>
    queue(profileId, async () => {
      const cached = memory.get(profileId);
      if (cached) return { status: 'found', ...cached };
      const raw = store.get(vaultKey(profileId));
      if (raw === undefined) return { status: 'none' };
      const record = parseSealed(raw);
      const current = await custody();
      const discard = (reason: NeedsSignInReason): VaultLoadResult => {
        log.warn('Removed a stored refresh token that cannot be used', { profileId, reason });
        drop(profileId);
        return needsSignIn(reason);
      };
      if (record === undefined) return discard('unreadable');
      if (current.persistence === 'memory-only') {
        return discard(
          current.reason === 'basic-text' ? 'backend-changed' : 'encryption-unavailable',
        );
      }
      const opened = await unseal(cipher, record, current.backend);
      if (!opened.ok) return discard(opened.error);
      const { text: refreshToken, shouldReEncrypt } = opened.value;
      if (shouldReEncrypt) {
        // The key was rotated or upgraded: store a fresh blob (best effort; the old one still works).
        try {
          store.set(vaultKey(profileId), await encrypt(refreshToken, current.backend));
        } catch {
          log.warn('Re-encrypting a refresh token failed', { profileId });
        }
      }
      memory.set(profileId, { refreshToken, custody: current });
      return { status: 'found', refreshToken, custody: current };
    });

  const remove = (profileId: string): Promise<void> =>
    queue(profileId, () => {
      drop(profileId);
      return Promise.resolve();
    });

  return { custody, save, load, remove };
}
