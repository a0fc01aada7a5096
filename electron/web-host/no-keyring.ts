import type { SecretCipher } from '../store/secret-cipher.ts';

/**
 * The web host runs in plain Node: there is no safeStorage and it must not invent one. Reporting
 * "no encryption" makes the vault keep refresh tokens in memory for this run only (and say so).
 */
export const NO_KEYRING_CIPHER: SecretCipher = {
  isAsyncEncryptionAvailable: () => Promise.resolve(false),
  encryptStringAsync: () => Promise.reject(new Error('The web host has no keyring')),
  decryptStringAsync: () => Promise.reject(new Error('The web host has no keyring')),
  getSelectedStorageBackend: () => 'none',
};
