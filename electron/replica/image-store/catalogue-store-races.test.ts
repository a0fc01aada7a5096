/**
 * The catalogue store when saves overlap with each other, with loads and with sign-out, as
 * persist-races.test.ts has the JSON copy: one profile's jobs run in turn, a removal waits for a
 * save being sealed, and a save its caller no longer wants once sealed never reaches the disk.
 * Sealing is held and released by the test, so every interleaving is chosen here.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { heldCipher } from '../../auth/testing/held-cipher.ts';
import { changesName } from '../image-file/image-files.ts';
import {
  ACCOUNT,
  applied,
  change,
  filesIn,
  host,
  IMAGE,
  imageOf,
  meta,
  PROFILE,
  product,
  stateOf,
  temporaryFolders,
} from './testing/store-host.ts';

const FIRST = [product(1, 4), product(2, 9)];
const SECOND = [product(1, 5), product(2, 10)];
const A = change([product(2, 8)], [], 1100);

const folders = temporaryFolders();
afterEach(() => folders.removeAll());

async function heldHost() {
  const held = heldCipher();
  const directory = await folders.make();
  const { store } = host(directory, 101, { cipher: held.cipher });
  return { ...held, folder: directory, store };
}

describe('saves, loads and sign-out of one profile', () => {
  it('sign-out while an image is being sealed leaves no file behind', async () => {
    const { store, folder, hold, encrypting, release } = await heldHost();
    expect(await store.saveImage(PROFILE, ACCOUNT, imageOf(FIRST, 1000))).toBe('saved');
    expect(await store.saveChange(PROFILE, ACCOUNT, A)).toBe('saved');
    let signedIn = true;
    hold();
    const sealing = encrypting();
    const saving = store.saveImage(PROFILE, ACCOUNT, imageOf(SECOND, 2000), () => signedIn);
    await sealing;
    // Sign-out: the replica stops wanting its saves, and the store removes the files.
    signedIn = false;
    const removing = store.remove(PROFILE);
    release();
    expect(await saving).toBe('not-written');
    await removing;
    expect(await filesIn(folder)).toEqual([]);
    expect(await store.saveChange(PROFILE, ACCOUNT, A)).toBe('needs-image');
  });

  it('a removal waits for the image being sealed, then deletes it too', async () => {
    const { store, folder, hold, encrypting, release } = await heldHost();
    hold();
    const sealing = encrypting();
    const saving = store.saveImage(PROFILE, ACCOUNT, imageOf(FIRST, 1000));
    await sealing;
    let removed = false;
    const removing = store.remove(PROFILE).then(() => (removed = true));
    await Promise.resolve();
    expect(removed).toBe(false);
    release();
    expect(await saving).toBe('saved');
    await removing;
    expect(await filesIn(folder)).toEqual([]);
  });

  it('an image its caller no longer wants once sealed is not written; the one before stays', async () => {
    const { store, folder, hold, encrypting, release } = await heldHost();
    expect(await store.saveImage(PROFILE, ACCOUNT, imageOf(FIRST, 1000))).toBe('saved');
    expect(await store.saveChange(PROFILE, ACCOUNT, A)).toBe('saved');
    let wanted = true;
    hold();
    const sealing = encrypting();
    const saving = store.saveImage(PROFILE, ACCOUNT, imageOf(SECOND, 2000), () => wanted);
    await sealing;
    wanted = false;
    release();
    expect(await saving).toBe('not-written');
    expect(await filesIn(folder)).toEqual([IMAGE, changesName(IMAGE)].sort());
    const loaded = await store.load(PROFILE, ACCOUNT);
    expect(loaded).toMatchObject({ status: 'image', meta: meta(1000), changes: [A] });
    expect(stateOf(loaded).products).toEqual(applied(FIRST, [A]));
  });

  it('a change waits for the image being sealed and follows it; a load waits for both', async () => {
    const { store, hold, encrypting, release } = await heldHost();
    hold();
    const sealing = encrypting();
    const saving = store.saveImage(PROFILE, ACCOUNT, imageOf(FIRST, 1000));
    await sealing;
    // Offered while the image is sealed: without the turns it would find no image to follow.
    const adding = store.saveChange(PROFILE, ACCOUNT, A);
    const loading = store.load(PROFILE, ACCOUNT);
    release();
    expect(await saving).toBe('saved');
    expect(await adding).toBe('saved');
    expect(await loading).toMatchObject({ status: 'image', meta: meta(1000), changes: [A] });
  });
});
