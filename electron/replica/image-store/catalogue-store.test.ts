/**
 * The catalogue store over the sealed image file: an image and its meta, and the changes after
 * it, load back as saved; a change with no image of this process's to follow asks for an image;
 * the JSON copy of an earlier version loads once, as products, and is deleted once an image is
 * saved; sign-out deletes every file; unusable files are discarded with the status's reasons.
 * Real files in a temporary folder, the fake keyring cipher.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openCatalogueImage } from '../../../shared/catalogue-image/open.ts';
import { createFakeCipher } from '../../auth/testing/fake-cipher.ts';
import { NO_MARKS } from '../catalogue.ts';
import { appendChange } from '../image-file/append-change.ts';
import { changesName, claimImageFile } from '../image-file/image-files.ts';
import { openImageFile } from '../image-file/open-image.ts';
import { healthyDisk } from '../../disk/testing/disk-faults.ts';
import { saveImageFile } from '../image-file/save-image.ts';
import { createReplicaStore, type SavedReplica } from '../persist.ts';
import { createDirectoryFiles, replicaFileName } from '../replica-files.ts';
import { packBody } from './image-body.ts';
import { encodeChange } from './change-record.ts';
import {
  ACCOUNT,
  applied,
  filesIn,
  host,
  IMAGE,
  imageOf,
  lockOwner,
  meta,
  NOTHING_WRONG,
  PROFILE,
  running,
  stateOf,
  tally,
  temporaryFolders,
  FIRST,
  SECOND,
  A,
  B,
  C,
} from './testing/store-host.ts';

const folders = temporaryFolders();
afterEach(() => folders.removeAll());

/** A later start of the app, once `pid` has quit. */
async function nextStart(folder: string, quit: number, pid: number) {
  running.delete(quit);
  const next = host(folder, pid);
  return { ...next, loaded: await next.store.load(PROFILE, ACCOUNT) };
}

describe('saving and loading', () => {
  it('gives back the image, its meta and the changes after it, in order', async () => {
    const folder = await folders.make();
    const { store } = host(folder, 101);
    const image = imageOf(FIRST, 1000);
    expect(await store.saveImage(PROFILE, ACCOUNT, image)).toBe('saved');
    for (const each of [A, B, C])
      expect(await store.saveChange(PROFILE, ACCOUNT, each)).toBe('saved');

    const { loaded } = await nextStart(folder, 101, 102);
    expect(loaded).toEqual({
      status: 'image',
      image: expect.any(ArrayBuffer) as unknown,
      meta: image.meta,
      changes: [A, B, C],
    });
    if (loaded.status !== 'image') return;
    // A buffer of its own, exactly the image, that the image opens over as it is.
    expect(new Uint8Array(loaded.image)).toEqual(image.bytes);
    expect(openCatalogueImage(new Uint8Array(loaded.image)).ok).toBe(true);
    const state = stateOf(loaded);
    expect(state.products).toEqual(applied(FIRST, [A, B, C]));
    expect(tally(state, applied(FIRST, [A, B, C]))).toEqual(NOTHING_WRONG);
  });

  it('keeps appending after the image it loaded; a new image supersedes the changes before', async () => {
    const folder = await folders.make();
    const first = host(folder, 101);
    await first.store.saveImage(PROFILE, ACCOUNT, imageOf(FIRST, 1000));
    await first.store.saveChange(PROFILE, ACCOUNT, A);

    const second = await nextStart(folder, 101, 102);
    expect(await second.store.saveChange(PROFILE, ACCOUNT, B)).toBe('saved');
    const third = await nextStart(folder, 102, 103);
    expect(stateOf(third.loaded).products).toEqual(applied(FIRST, [A, B]));

    expect(await third.store.saveImage(PROFILE, ACCOUNT, imageOf(SECOND, 2000))).toBe('saved');
    const fourth = await nextStart(folder, 103, 104);
    expect(fourth.loaded).toMatchObject({ status: 'image', meta: meta(2000), changes: [] });
    expect(stateOf(fourth.loaded).products).toEqual(applied(SECOND, []));
  });

  it('asks for an image when there is none of this process’s to add a change to', async () => {
    const folder = await folders.make();
    const { store, faults } = host(folder, 101);
    // Nothing loaded or saved yet.
    expect(await store.saveChange(PROFILE, ACCOUNT, A)).toBe('needs-image');
    expect(await store.load(PROFILE, ACCOUNT)).toEqual({ status: 'none' });
    expect(await store.saveChange(PROFILE, ACCOUNT, A)).toBe('needs-image');
    expect(await store.saveImage(PROFILE, ACCOUNT, imageOf(FIRST, 1000))).toBe('saved');
    expect(await store.saveChange(PROFILE, ACCOUNT, A)).toBe('saved');
    // Another account's change never follows this account's image.
    expect(await store.saveChange(PROFILE, 'acct-b', B)).toBe('needs-image');
    // The last image save failed: the changes would follow an image that is not on disk.
    faults.room = 0;
    expect(await store.saveImage(PROFILE, ACCOUNT, imageOf(SECOND, 2000))).toBe('failed');
    faults.room = Infinity;
    expect(await store.saveChange(PROFILE, ACCOUNT, B)).toBe('needs-image');
    // Nothing changed on disk meanwhile: the image and the change saved load.
    const { loaded } = await nextStart(folder, 101, 102);
    expect(stateOf(loaded).products).toEqual(applied(FIRST, [A]));
  });

  it('a save the caller no longer wants is not written, and a change then needs an image', async () => {
    const folder = await folders.make();
    const { store } = host(folder, 101);
    expect(await store.saveImage(PROFILE, ACCOUNT, imageOf(FIRST, 1000), () => false)).toBe(
      'not-written',
    );
    expect(await filesIn(folder)).toEqual([]);
    expect(await store.saveImage(PROFILE, ACCOUNT, imageOf(FIRST, 1000))).toBe('saved');
    expect(await store.saveChange(PROFILE, ACCOUNT, A, () => false)).toBe('not-written');
    expect(await filesIn(folder)).toEqual([IMAGE]);
  });
});

describe('the image it replaced', () => {
  it('stands in, with its own changes, when the image is damaged; changes then follow it', async () => {
    const folder = await folders.make();
    const first = host(folder, 101);
    await first.store.saveImage(PROFILE, ACCOUNT, imageOf(FIRST, 1000));
    await first.store.saveChange(PROFILE, ACCOUNT, A);
    // The new image's changes file is written only with its first change.
    await first.store.saveImage(PROFILE, ACCOUNT, imageOf(SECOND, 2000));
    const path = join(folder, IMAGE);
    await writeFile(path, (await readFile(path)).subarray(0, 500));

    const second = await nextStart(folder, 101, 102);
    expect(second.loaded).toMatchObject({
      status: 'image',
      meta: meta(1000),
      changes: [A],
      fellBackFrom: 'damaged',
    });
    expect(tally(stateOf(second.loaded), applied(FIRST, [A]))).toEqual(NOTHING_WRONG);
    // The damaged image is gone; the next change follows the one that loaded.
    expect(await second.store.saveChange(PROFILE, ACCOUNT, B)).toBe('saved');
    const third = await nextStart(folder, 102, 103);
    expect(third.loaded).toMatchObject({ status: 'image', meta: meta(1000), changes: [A, B] });
    expect(third.loaded).not.toHaveProperty('fellBackFrom');
  });
});

describe('the JSON copy of an earlier version', () => {
  const LEGACY: SavedReplica = {
    products: FIRST,
    marks: { products: { mark: '2026-01-02T00:00:00', closed: true }, stock: NO_MARKS.stock },
    savedAt: 1000,
    listedAt: 900,
  };
  async function withLegacy(folder: string, copies: SavedReplica[] = [LEGACY]) {
    const files = createDirectoryFiles(folder, { lockDeps: lockOwner(90) });
    const old = createReplicaStore({ cipher: createFakeCipher(), files });
    for (const copy of copies) expect(await old.save(PROFILE, ACCOUNT, copy)).toBe('saved');
    await old.release(PROFILE);
    running.delete(90);
  }

  it('loads as products to build an image from, and is deleted once an image is saved', async () => {
    const folder = await folders.make();
    await withLegacy(folder, [{ ...LEGACY, savedAt: 500 }, LEGACY]);
    const { store } = host(folder, 101);
    expect(await store.load(PROFILE, ACCOUNT)).toEqual({
      status: 'products',
      products: FIRST,
      meta: { marks: LEGACY.marks, savedAt: 1000, listedAt: 900 },
    });
    expect(await store.storage(PROFILE)).toEqual({ persistence: 'stored' });
    // There is no image yet to add a change to.
    expect(await store.saveChange(PROFILE, ACCOUNT, A)).toBe('needs-image');
    const json = replicaFileName(PROFILE);
    expect(await filesIn(folder)).toEqual([json, `${json}.previous`]);

    expect(await store.saveImage(PROFILE, ACCOUNT, imageOf(FIRST, 1100))).toBe('saved');
    expect(await filesIn(folder)).toEqual([IMAGE]);
    const { loaded } = await nextStart(folder, 101, 102);
    expect(loaded).toMatchObject({ status: 'image', meta: meta(1100) });
  });

  it('falls back to its previous copy as the JSON store does, with the reason mapped', async () => {
    const folder = await folders.make();
    await withLegacy(folder, [{ ...LEGACY, savedAt: 500 }, LEGACY]);
    const path = join(folder, replicaFileName(PROFILE));
    await writeFile(path, (await readFile(path, 'utf8')).slice(0, 40));
    const { store } = host(folder, 101);
    expect(await store.load(PROFILE, ACCOUNT)).toMatchObject({
      status: 'products',
      meta: { savedAt: 500 },
      fellBackFrom: 'damaged',
    });
  });

  it('of another account is discarded with the status’s reason', async () => {
    const folder = await folders.make();
    await withLegacy(folder);
    expect(await host(folder, 101).store.load(PROFILE, 'acct-b')).toEqual({
      status: 'discarded',
      reason: 'other-account',
    });
  });

  it('is left alone by a second process, which saves no image', async () => {
    const folder = await folders.make();
    await withLegacy(folder);
    const first = host(folder, 101);
    await first.store.load(PROFILE, ACCOUNT);
    const second = host(folder, 202);
    expect(await second.store.load(PROFILE, ACCOUNT)).toMatchObject({ status: 'products' });
    expect(await second.store.saveImage(PROFILE, ACCOUNT, imageOf(FIRST, 1100))).toBe(
      'not-written',
    );
    expect(await filesIn(folder)).toEqual([replicaFileName(PROFILE)]);
  });
});

describe('sign-out', () => {
  it('deletes the image, the one before it, the changes and any JSON copy', async () => {
    const folder = await folders.make();
    const files = createDirectoryFiles(folder, { lockDeps: lockOwner(90) });
    await createReplicaStore({ cipher: createFakeCipher(), files }).save(PROFILE, ACCOUNT, {
      products: FIRST,
      marks: NO_MARKS,
      savedAt: 1,
      listedAt: 1,
    });
    running.delete(90);
    const { store } = host(folder, 101);
    await store.saveImage(PROFILE, ACCOUNT, imageOf(FIRST, 1000));
    await store.saveImage(PROFILE, ACCOUNT, imageOf(SECOND, 2000));
    await store.saveChange(PROFILE, ACCOUNT, A);
    // The JSON copy is written again by an earlier version still running from this folder.
    await writeFile(join(folder, replicaFileName(PROFILE)), 'left by an earlier version');
    expect(await filesIn(folder)).toEqual(
      [replicaFileName(PROFILE), IMAGE, changesName(IMAGE), `${IMAGE}.previous`].sort(),
    );

    await store.remove(PROFILE);
    expect(await filesIn(folder)).toEqual([]);
    expect(await store.load(PROFILE, ACCOUNT)).toEqual({ status: 'none' });
    expect(await store.saveChange(PROFILE, ACCOUNT, B)).toBe('needs-image');
  });
});

describe('what the products view is told', () => {
  it('says the same as the JSON store: no keyring, another process, a full disk', async () => {
    const folder = await folders.make();
    const jsonFor = (pid: number, backend?: string) =>
      createReplicaStore({
        cipher: createFakeCipher(backend === undefined ? {} : { backend }),
        files: createDirectoryFiles(join(folder, 'json'), { lockDeps: lockOwner(pid) }),
      });

    const noKeyring = host(folder, 101, { cipher: createFakeCipher({ backend: 'basic_text' }) });
    expect(await noKeyring.store.load(PROFILE, ACCOUNT)).toEqual({ status: 'none' });
    expect(await noKeyring.store.saveImage(PROFILE, ACCOUNT, imageOf(FIRST, 1000))).toBe(
      'not-written',
    );
    expect(await noKeyring.store.storage(PROFILE)).toEqual(
      await jsonFor(91, 'basic_text').storage(PROFILE),
    );
    expect(await filesIn(folder)).toEqual([]);

    const first = host(folder, 102, { faults: { ...healthyDisk(), room: 0 } });
    expect(await first.store.saveImage(PROFILE, ACCOUNT, imageOf(FIRST, 1000))).toBe('failed');
    const full = await first.store.storage(PROFILE);
    expect(full.persistence !== 'stored' && full.message).toBe(
      'The catalogue copy could not be saved because the disk is full. None was saved before, and saving is tried again.',
    );
    first.faults.room = Infinity;
    expect(await first.store.saveImage(PROFILE, ACCOUNT, imageOf(FIRST, 1000))).toBe('saved');
    expect(await first.store.storage(PROFILE)).toEqual({ persistence: 'stored' });
    first.faults.room = 0;
    expect(await first.store.saveChange(PROFILE, ACCOUNT, A)).toBe('failed');
    const kept = await first.store.storage(PROFILE);
    expect(kept.persistence !== 'stored' && kept.message).toBe(
      'The catalogue copy could not be saved because the disk is full. The copy saved before stays on disk, and saving is tried again.',
    );

    const second = host(folder, 202);
    await second.store.load(PROFILE, ACCOUNT);
    const busy = await second.store.storage(PROFILE);
    expect(busy.persistence !== 'stored' && busy.message).toBe(
      'Another Floorboard (process 102) is using this profile’s saved catalogue copy, so this one keeps its copy in memory only and does not save it.',
    );
  });
});

describe('a copy that cannot be used', () => {
  it('of another account is discarded; the holder deletes it, a second process does not', async () => {
    const folder = await folders.make();
    const first = host(folder, 101);
    await first.store.saveImage(PROFILE, ACCOUNT, imageOf(FIRST, 1000));
    const second = host(folder, 202);
    expect(await second.store.load(PROFILE, 'acct-b')).toEqual({
      status: 'discarded',
      reason: 'other-account',
    });
    expect(await filesIn(folder)).toEqual([IMAGE]);
    expect(await first.store.load(PROFILE, 'acct-b')).toEqual({
      status: 'discarded',
      reason: 'other-account',
    });
    expect(await filesIn(folder)).toEqual([]);
  });

  it('sealed by a keyring this computer no longer has is discarded as such', async () => {
    const folder = await folders.make();
    const first = host(folder, 101);
    await first.store.saveImage(PROFILE, ACCOUNT, imageOf(FIRST, 1000));
    first.cipher.settings.keyVersion = 2;
    expect(await first.store.load(PROFILE, ACCOUNT)).toEqual({
      status: 'discarded',
      reason: 'other-keyring',
    });
  });

  it('written by a newer Floorboard is discarded as newer, and deleted by the holder', async () => {
    const folder = await folders.make();
    const { folder: imageFolder, cipher } = host(folder, 101);
    const claim = await claimImageFile(imageFolder, IMAGE);
    const body = packBody(buildFirst(), meta(1000));
    // The same body with the store's version raised, as a later Floorboard might write it.
    const version = body.lastIndexOf('{"v":1,') + '{"v":'.length;
    const newer = Buffer.from(body);
    newer.write('2', version, 'latin1');
    const saved = await saveImageFile(imageFolder, IMAGE, claim, {
      cipher,
      account: ACCOUNT,
      bytes: newer,
    });
    expect(saved.ok).toBe(true);
    if (claim.held) await claim.release();
    running.delete(101);
    expect(await host(folder, 102).store.load(PROFILE, ACCOUNT)).toEqual({
      status: 'discarded',
      reason: 'newer-version',
    });
    expect(await filesIn(folder)).toEqual([]);
  });
});

describe('a change record that authenticates but does not decode', () => {
  it.each([
    ['written by a newer Floorboard', '{"v":2,"products":{},"removed":[],"meta":{}}'],
    ['whose products are not columns', JSON.stringify({ ...encodedA(), products: { id: [1] } })],
    ['with a removal that is not an id', JSON.stringify({ ...encodedA(), removed: [7] })],
    ['not JSON', '{"v":1,'],
  ])('%s: the changes before it load, and the next change is written over it', async (_, bad) => {
    const folder = await folders.make();
    const first = host(folder, 101);
    await first.store.saveImage(PROFILE, ACCOUNT, imageOf(FIRST, 1000));
    await first.store.saveChange(PROFILE, ACCOUNT, A);
    // The bad record and one after it, appended as the store appends, sealed with the image's key.
    const second = await nextStart(folder, 101, 102);
    expect(second.loaded).toMatchObject({ changes: [A] });
    const appendRaw = async (log: Parameters<typeof appendChange>[3], bytes: Buffer) => {
      const claim = { held: true as const, release: () => Promise.resolve() };
      const appended = await appendChange(second.folder, IMAGE, claim, log, bytes);
      if (!appended.ok) throw new Error(appended.error.reason);
      return appended.value;
    };
    const opened = await openImageFile(
      second.folder,
      IMAGE,
      { held: false, why: 'busy' },
      { cipher: second.cipher, account: ACCOUNT },
    );
    if (!opened.ok) throw new Error(opened.error);
    const log = await appendRaw(opened.value.log, Buffer.from(bad));
    await appendRaw(log, encodeChange(B));

    const third = await nextStart(folder, 102, 103);
    expect(third.loaded).toMatchObject({ status: 'image', changes: [A] });
    expect(await third.store.saveChange(PROFILE, ACCOUNT, C)).toBe('saved');
    const fourth = await nextStart(folder, 103, 104);
    expect(fourth.loaded).toMatchObject({ status: 'image', changes: [A, C] });
    expect(tally(stateOf(fourth.loaded), applied(FIRST, [A, C]))).toEqual(NOTHING_WRONG);
  });
});

function encodedA(): Record<string, unknown> {
  return JSON.parse(encodeChange(A).toString()) as Record<string, unknown>;
}
function buildFirst(): Uint8Array {
  return imageOf(FIRST, 1000).bytes;
}
