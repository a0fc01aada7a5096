/**
 * For tests and demos of the web host only (`--import-journal-dir`): a stand-in for the OS
 * keyring, so import journals survive the host being killed. The key is a random file beside
 * the journals (mode 0600): anyone who can read the folder can read the journals, which is why
 * the real app uses safeStorage and the web host uses this only when asked to.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SecretCipher } from '../store/secret-cipher.ts';
import { openRecord, sealRecord } from '../store/sealed-records.ts';

const KEY_FILE = 'test-keyring.key';
const AAD = 'floorboard-test-keyring';

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
    encryptStringAsync: (plainText) =>
      Promise.resolve(Buffer.from(sealRecord(key, AAD, plainText), 'base64')),
    decryptStringAsync: (encrypted) => {
      const result = openRecord(key, AAD, encrypted.toString('base64'));
      return result === null
        ? Promise.reject(new Error('The test keyring cannot decrypt this'))
        : Promise.resolve({ result, shouldReEncrypt: false });
    },
  };
}
