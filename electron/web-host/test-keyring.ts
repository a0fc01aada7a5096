/**
 * For tests and demos of the web host only (`--import-journal-dir`): a stand-in for the OS
 * keyring, so import journals survive the host being killed. The key is a random file beside
 * the journals (mode 0600): anyone who can read the folder can read the journals, which is why
 * the real app uses safeStorage and the web host uses this only when asked to.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SecretCipher } from '../store/secret-cipher.ts';

const KEY_FILE = 'test-keyring.key';

function loadOrCreateKey(dir: string): Buffer {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, KEY_FILE);
  try {
    const key = readFileSync(path);
    if (key.length === 32) return key;
  } catch {
    // No key yet: make one below.
  }
  const key = randomBytes(32);
  writeFileSync(path, key, { mode: 0o600 });
  return key;
}

export function createTestKeyring(dir: string): SecretCipher {
  const key = loadOrCreateKey(dir);
  return {
    isAsyncEncryptionAvailable: () => Promise.resolve(true),
    getSelectedStorageBackend: () => 'floorboard-test-keyring',
    encryptStringAsync: (plainText) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
      return Promise.resolve(Buffer.concat([iv, cipher.getAuthTag(), body]));
    },
    decryptStringAsync: (encrypted) => {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, encrypted.subarray(0, 12));
        decipher.setAuthTag(encrypted.subarray(12, 28));
        const result = Buffer.concat([decipher.update(encrypted.subarray(28)), decipher.final()]);
        return Promise.resolve({ result: result.toString('utf8'), shouldReEncrypt: false });
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error('decrypt failed'));
      }
    },
  };
}
