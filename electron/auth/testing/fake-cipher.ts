import type { SecretCipher } from '../../store/secret-cipher.ts';

/**
 * Test-only stand-in for safeStorage's async API. "Encryption" XORs with a key byte and tags the
 * key version, so the ciphertext never contains the plaintext and a changed key fails to decrypt.
 */
export interface FakeCipherSettings {
  available: boolean;
  backend: string;
  keyVersion: number;
  failEncrypt: boolean;
  shouldReEncrypt: boolean;
}

export interface FakeCipher extends SecretCipher {
  readonly settings: FakeCipherSettings;
  readonly calls: { encrypt: number; decrypt: number };
}

const MAGIC = 'fake-os-crypt';

export function createFakeCipher(settings: Partial<FakeCipherSettings> = {}): FakeCipher {
  const state: FakeCipherSettings = {
    available: true,
    backend: 'gnome_libsecret',
    keyVersion: 1,
    failEncrypt: false,
    shouldReEncrypt: false,
    ...settings,
  };
  const calls = { encrypt: 0, decrypt: 0 };
  const xor = (data: Buffer, key: number): Buffer => Buffer.from(data.map((b) => b ^ (0x5a + key)));
  return {
    settings: state,
    calls,
    isAsyncEncryptionAvailable: () => Promise.resolve(state.available),
    getSelectedStorageBackend: () => state.backend,
    encryptStringAsync: (plainText) => {
      calls.encrypt += 1;
      if (!state.available || state.failEncrypt) {
        return Promise.reject(new Error('Encryption is not available'));
      }
      const header = Buffer.from(`${MAGIC}:${state.keyVersion}:`);
      return Promise.resolve(
        Buffer.concat([header, xor(Buffer.from(plainText), state.keyVersion)]),
      );
    },
    decryptStringAsync: (encrypted) => {
      calls.decrypt += 1;
      const header = `${MAGIC}:${state.keyVersion}:`;
      if (!state.available || !encrypted.subarray(0, header.length).equals(Buffer.from(header))) {
        return Promise.reject(new Error('Error while decrypting the ciphertext provided'));
      }
      const result = xor(encrypted.subarray(header.length), state.keyVersion).toString();
      return Promise.resolve({ result, shouldReEncrypt: state.shouldReEncrypt });
    },
  };
}
