/**
 * The web host's stand-in for an OS keyring, for `npm start`'s import journals: a random key in a
 * file only this user can read (0600, in a 0700 folder), used to seal each journal. Anyone who
 * can act as this user can read the journals, which is weaker than a keyring: the host says so.
 * A key file or folder that others could read is refused rather than used or silently fixed, so
 * a copied or shared folder does not pass for a private one. Windows has no such modes: there
 * the folder's place in the user's profile is what keeps it private.
 */
import { randomBytes } from 'node:crypto';
import { lstatSync, mkdirSync, readFileSync, writeFileSync, type Stats } from 'node:fs';
import { dirname } from 'node:path';
import { KEY_FILE_BACKEND } from '../store/key-file-backend.ts';
import { openRecord, sealRecord } from '../store/sealed-records.ts';
import type { SecretCipher } from '../store/secret-cipher.ts';

const KEY_BYTES = 32;
const AAD = 'floorboard-key-file';

export class KeyFileRefused extends Error {
  override name = 'KeyFileRefused';
}

export interface KeyFileSystem {
  readonly platform: NodeJS.Platform;
  /** The user's id (process.getuid); undefined on Windows. */
  readonly uid: number | undefined;
  /** lstat, injectable so a test can give the key file another owner than its folder. */
  readonly lstat?: (path: string) => FileFacts;
}

/** What the checks read of a file or folder. */
export type FileFacts = Pick<Stats, 'uid' | 'mode' | 'isFile'>;

const realSystem: KeyFileSystem = { platform: process.platform, uid: process.getuid?.() };

export function loadOrCreateKey(path: string, system: KeyFileSystem = realSystem): Buffer {
  const lstat = system.lstat ?? lstatSync;
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  checkPrivate(dir, lstat(dir), system, 'folder');
  let stats: FileFacts | undefined;
  try {
    stats = lstat(path);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
  if (stats === undefined) {
    const key = randomBytes(KEY_BYTES);
    // 'wx': a file that appeared meanwhile is not overwritten (its journals would be lost).
    writeFileSync(path, key, { mode: 0o600, flag: 'wx' });
    return key;
  }
  if (!stats.isFile()) throw new KeyFileRefused(`The key file ${path} is not a plain file.`);
  checkPrivate(path, stats, system, 'key file');
  const key = readFileSync(path);
  if (key.length !== KEY_BYTES) {
    throw new KeyFileRefused(
      `The key file ${path} is not a Floorboard key (${key.length} bytes, not ${KEY_BYTES}).`,
    );
  }
  return key;
}

function checkPrivate(path: string, stats: FileFacts, system: KeyFileSystem, what: string): void {
  if (system.platform === 'win32') return;
  const mode = stats.mode & 0o777;
  if (system.uid !== undefined && stats.uid !== system.uid) {
    throw new KeyFileRefused(
      `The ${what} ${path} belongs to another user; import journals are not sealed with it.`,
    );
  }
  if ((mode & 0o077) !== 0) {
    const wanted = what === 'folder' ? '700' : '600';
    throw new KeyFileRefused(
      `The ${what} ${path} can be read by other users (mode ${mode.toString(8)}); ` +
        `import journals are not sealed with it. Run "chmod ${wanted} ${path}" and start again.`,
    );
  }
}

/** A cipher that seals with the key in `path`, making the file on first use. */
export function createKeyFileCipher(path: string, system?: KeyFileSystem): SecretCipher {
  const key = loadOrCreateKey(path, system);
  return {
    isAsyncEncryptionAvailable: () => Promise.resolve(true),
    getSelectedStorageBackend: () => KEY_FILE_BACKEND,
    encryptStringAsync: (plainText) =>
      Promise.resolve(Buffer.from(sealRecord(key, AAD, plainText), 'base64')),
    decryptStringAsync: (encrypted) => {
      const result = openRecord(key, AAD, encrypted.toString('base64'));
      return result === null
        ? Promise.reject(new Error('The key file cannot decrypt this'))
        : Promise.resolve({ result, shouldReEncrypt: false });
    },
  };
}
