import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createKeyFileCipher,
  type FileFacts,
  KeyFileRefused,
  loadOrCreateKey,
} from './key-file.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'key-file-'));
  dirs.push(dir);
  return dir;
}

describe('the key file that seals the web host’s import journals', () => {
  it('is made readable by this user only, in a folder only this user can open', () => {
    const dir = join(freshDir(), 'data');
    const path = join(dir, 'journal.key');
    const key = loadOrCreateKey(path);
    expect(key).toHaveLength(32);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(loadOrCreateKey(path)).toEqual(key);
  });

  it('seals across restarts, and another folder’s key cannot open it', async () => {
    const path = join(freshDir(), 'journal.key');
    const sealed = await createKeyFileCipher(path).encryptStringAsync('journal key');
    expect(sealed.toString('utf8')).not.toContain('journal key');
    await expect(createKeyFileCipher(path).decryptStringAsync(sealed)).resolves.toEqual({
      result: 'journal key',
      shouldReEncrypt: false,
    });
    const other = createKeyFileCipher(join(freshDir(), 'journal.key'));
    await expect(other.decryptStringAsync(sealed)).rejects.toThrow();
  });

  it('refuses a key file others can read, saying how to fix it', () => {
    const path = join(freshDir(), 'journal.key');
    loadOrCreateKey(path);
    chmodSync(path, 0o644);
    expect(() => loadOrCreateKey(path)).toThrow(KeyFileRefused);
    expect(() => loadOrCreateKey(path)).toThrow(
      `The key file ${path} can be read by other users (mode 644); import journals are not ` +
        `sealed with it. Run "chmod 600 ${path}" and start again.`,
    );
  });

  it('refuses a folder others can open', () => {
    const dir = join(freshDir(), 'shared');
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    expect(() => loadOrCreateKey(join(dir, 'journal.key'))).toThrow(/chmod 700/);
  });

  it('refuses a file that is not a key rather than replacing it', () => {
    const path = join(freshDir(), 'journal.key');
    writeFileSync(path, 'short', { mode: 0o600 });
    expect(() => loadOrCreateKey(path)).toThrow(/not a Floorboard key/);
  });

  it('refuses a key file of another user, in a folder of this one', () => {
    const path = join(freshDir(), 'journal.key');
    loadOrCreateKey(path);
    const uid = statSync(path).uid;
    // The folder is this user's; only the key file is someone else's.
    const lstat = (at: string): FileFacts => {
      const stats = lstatSync(at);
      return at === path ? { uid: uid + 1, mode: stats.mode, isFile: () => stats.isFile() } : stats;
    };
    expect(() => loadOrCreateKey(path, { platform: 'linux', uid, lstat })).toThrow(
      `The key file ${path} belongs to another user`,
    );
    expect(() => loadOrCreateKey(path, { platform: 'linux', uid })).not.toThrow();
  });

  it('refuses a folder of another user', () => {
    const path = join(freshDir(), 'journal.key');
    const uid = statSync(dirname(path)).uid + 1;
    expect(() => loadOrCreateKey(path, { platform: 'linux', uid })).toThrow(
      `The folder ${dirname(path)} belongs to another user`,
    );
  });
});
