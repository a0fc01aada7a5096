/**
 * The part of Electron's safeStorage the vault uses, as its ASYNC API (Electron 42+; the sync
 * methods are deprecated in 45). `decryptStringAsync` resolves an object, not a string.
 */
export interface SecretCipher {
  isAsyncEncryptionAvailable(): Promise<boolean>;
  encryptStringAsync(plainText: string): Promise<Buffer>;
  decryptStringAsync(encrypted: Buffer): Promise<{ result: string; shouldReEncrypt: boolean }>;
  /**
   * Linux: safeStorage.getSelectedStorageBackend() (`basic_text` means no keyring). Elsewhere the
   * adapter names the OS store (`keychain`, `dpapi`), so a record knows what encrypted it.
   */
  getSelectedStorageBackend(): string;
}
