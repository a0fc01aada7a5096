/**
 * The replica file when saves overlap with each other and with sign-out: saves of one profile are
 * written in turn, a removal waits for them, and a save whose replica was stopped meanwhile never
 * reaches the disk. Encryption is held and released by the test, so every interleaving is chosen
 * here, not left to timing.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeCipher } from '../auth/testing/fake-cipher.ts';
import { heldCipher } from '../auth/testing/held-cipher.ts';
import { NO_MARKS } from './catalogue.ts';
import { createReplicaStore, type SavedReplica } from './persist.ts';
import { createDirectoryFiles, createMemoryFiles, replicaFileName } from './replica-files.ts';

const SAVED: SavedReplica = { products: [], marks: NO_MARKS, savedAt: 1000, listedAt: 900 };
const FILE = replicaFileName('p1');

let directory: string | null = null;
afterEach(async () => {
  if (directory) await rm(directory, { recursive: true, force: true });
  directory = null;
});

describe('replica file writes', () => {
  it('a removal waits for the save being encrypted', async () => {
    const held = heldCipher();
    const files = createMemoryFiles();
    const store = createReplicaStore({ cipher: held.cipher, files });
    held.hold();
    const encrypting = held.encrypting();
    const saving = store.save('p1', 'acct-a', SAVED);
    await encrypting;
    const removing = store.remove('p1');
    held.release();
    expect(await saving).toBe('saved');
    await removing;
    expect(files.names()).toEqual([]);
  });

  it('does not write a save its caller no longer wants once it is encrypted', async () => {
    const held = heldCipher();
    const files = createMemoryFiles();
    const store = createReplicaStore({ cipher: held.cipher, files });
    let wanted = true;
    held.hold();
    const encrypting = held.encrypting();
    const saving = store.save('p1', 'acct-a', SAVED, () => wanted);
    await encrypting;
    wanted = false;
    held.release();
    expect(await saving).toBe('not-written');
    expect(files.names()).toEqual([]);
    // Nothing failed: the next save is written as usual.
    expect(await store.save('p1', 'acct-a', SAVED)).toBe('saved');
    expect(files.names()).toEqual([FILE]);
  });

  it('overlapping saves to a directory both land, and the file stays readable', async () => {
    directory = await mkdtemp(join(tmpdir(), 'floorboard-replica-'));
    const store = createReplicaStore({
      cipher: createFakeCipher(),
      files: createDirectoryFiles(directory),
    });
    const later: SavedReplica = { ...SAVED, savedAt: 2000 };
    expect(
      await Promise.all([
        store.save('p1', 'acct-a', SAVED),
        store.save('p1', 'acct-a', later),
        store.save('p1', 'acct-a', SAVED),
        store.save('p1', 'acct-a', later),
      ]),
    ).toEqual(['saved', 'saved', 'saved', 'saved']);
    expect(await store.storage('p1')).toEqual({ persistence: 'stored' });
    expect(await store.load('p1', 'acct-a')).toEqual({ status: 'loaded', replica: later });
    // No temporary file is left behind: the copy, the one it replaced, and the claim's folder.
    expect((await readdir(directory)).sort()).toEqual(['locks', FILE, `${FILE}.previous`]);
  });
});
