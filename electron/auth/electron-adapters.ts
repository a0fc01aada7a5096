import { safeStorage } from 'electron';
import Store from 'electron-store';
import type { KeyValueStore } from '../store/key-value-store.ts';
import type { SecretCipher } from '../store/secret-cipher.ts';

/**
 * The only lines of sign-in and token custody that touch Electron. Type-checked, never run in
 * tests (no Electron binary here); do not import this file from tested code.
 */

/** safeStorage's async API; call after app `ready`. */
export function electronSecretCipher(): SecretCipher {
  return {
    isAsyncEncryptionAvailable: () => safeStorage.isAsyncEncryptionAvailable(),
    encryptStringAsync: (plainText) => safeStorage.encryptStringAsync(plainText),
    decryptStringAsync: (encrypted) => safeStorage.decryptStringAsync(encrypted),
    getSelectedStorageBackend: () =>
      process.platform === 'linux'
        ? safeStorage.getSelectedStorageBackend()
        : process.platform === 'darwin'
          ? 'keychain'
          : 'dpapi',
  };
}

/** An electron-store file in userData (`name` without extension), main process only. */
export function electronKeyValueStore(name: string): KeyValueStore {
  const store = new Store<Record<string, unknown>>({ name });
  return {
    get: (key) => store.get(key),
    set: (key, value) => store.set(key, value),
    delete: (key) => store.delete(key),
  };
}
