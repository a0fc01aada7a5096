import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestKeyring } from './test-keyring.ts';

describe('web host test keyring', () => {
  it('decrypts across restarts with the key file, and not with another folder’s key', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'keyring-'));
    const sealed = await createTestKeyring(dir).encryptStringAsync('journal key');
    expect(sealed.toString('utf8')).not.toContain('journal key');
    await expect(createTestKeyring(dir).decryptStringAsync(sealed)).resolves.toEqual({
      result: 'journal key',
      shouldReEncrypt: false,
    });
    const other = createTestKeyring(await mkdtemp(join(tmpdir(), 'keyring-')));
    await expect(other.decryptStringAsync(sealed)).rejects.toThrow();
  });
});
