/**
 * A stand-in for Electron's safeStorage in benchmarks: AES-256-GCM with a key held in memory,
 * through Node's native crypto, as safeStorage encrypts with the OS keyring's key natively. The
 * test cipher (electron/auth/testing/fake-cipher.ts) XORs byte by byte in JavaScript, which would
 * measure itself rather than the replica on a multi-megabyte file.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SecretCipher } from '../electron/store/secret-cipher.ts';

export function createAesCipher(): SecretCipher {
  const key = randomBytes(32);
  return {
    isAsyncEncryptionAvailable: () => Promise.resolve(true),
    getSelectedStorageBackend: () => 'bench_aes',
    encryptStringAsync: (plainText) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
      return Promise.resolve(Buffer.concat([iv, cipher.getAuthTag(), body]));
    },
    decryptStringAsync: (encrypted) => {
      const decipher = createDecipheriv('aes-256-gcm', key, encrypted.subarray(0, 12));
      decipher.setAuthTag(encrypted.subarray(12, 28));
      const text = Buffer.concat([decipher.update(encrypted.subarray(28)), decipher.final()]);
      return Promise.resolve({ result: text.toString('utf8'), shouldReEncrypt: false });
    },
  };
}
