/**
 * The sealed catalogue image file (docs/replica.md, "The catalogue image on disk"): what is
 * encrypted, with which key, what binds it to its account and keyring, the reasons an open gives,
 * and the changes saved after an image. Real files in a temporary folder; the keyring is the test
 * cipher.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeCipher } from '../../auth/testing/fake-cipher.ts';
import type { FileClaim } from '../replica-files.ts';
import { appendChange, type ChangeLog } from './append-change.ts';
import { realImageDisk } from './image-disk.ts';
import { changesName, imageFileName, type ImageFolder } from './image-files.ts';
import { IMAGE_MAGIC } from './image-header.ts';
import { openImageFile } from './open-image.ts';
import { saveImageFile } from './save-image.ts';

const NAME = imageFileName('p1');
const ACCOUNT = 'acct-a';
const HELD: FileClaim = { held: true, release: () => Promise.resolve() };
const NOT_HELD: FileClaim = { held: false, why: 'busy' };

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function newFolder(disk = realImageDisk): Promise<ImageFolder> {
  const directory = await mkdtemp(join(tmpdir(), 'floorboard-image-'));
  folders.push(directory);
  return { directory, disk };
}

const image = (size: number): Buffer => randomBytes(size);

async function saved(folder: ImageFolder, bytes: Uint8Array, cipher = createFakeCipher()) {
  const result = await saveImageFile(folder, NAME, HELD, { cipher, account: ACCOUNT, bytes });
  if (!result.ok) throw new Error(`save failed: ${result.error.reason}`);
  return result.value;
}

const open = (
  folder: ImageFolder,
  cipher = createFakeCipher(),
  account = ACCOUNT,
  claim: FileClaim = HELD,
) => openImageFile(folder, NAME, claim, { cipher, account });

async function appended(folder: ImageFolder, log: ChangeLog, change: string): Promise<ChangeLog> {
  const result = await appendChange(folder, NAME, HELD, log, Buffer.from(change));
  if (!result.ok) throw new Error(`append failed: ${result.error.reason}`);
  return result.value;
}

const texts = (changes: readonly Uint8Array[]) =>
  changes.map((change) => Buffer.from(change).toString());

describe('a sealed image', () => {
  it('opens as the bytes saved, and the file holds none of them in the clear', async () => {
    const folder = await newFolder();
    const bytes = Buffer.alloc(300_000, 'stock-row-');
    await saved(folder, bytes);
    const file = await readFile(join(folder.directory, NAME));
    expect(file.subarray(0, IMAGE_MAGIC.length)).toEqual(IMAGE_MAGIC);
    expect(file.includes(Buffer.from('stock-row-'))).toBe(false);
    // The data key is sealed by the keyring (the test cipher's marker), never stored plain.
    expect(file.includes(Buffer.from('"scheme":"safeStorage-async"'))).toBe(true);

    const opened = await open(folder);
    expect(opened.ok && Buffer.from(opened.value.image).equals(bytes)).toBe(true);
    expect(opened.ok && opened.value.fellBackFrom).toBeUndefined();
  });

  it('uses a new data key and nonce for every save', async () => {
    const folder = await newFolder();
    const bytes = image(1000);
    await saved(folder, bytes);
    const first = await readFile(join(folder.directory, NAME));
    await saved(folder, bytes);
    const second = await readFile(join(folder.directory, NAME));
    expect(first.length).toBe(second.length);
    expect(first.subarray(-1016).equals(second.subarray(-1016))).toBe(false);
  });

  it('an empty image is an image', async () => {
    const folder = await newFolder();
    await saved(folder, Buffer.alloc(0));
    const opened = await open(folder);
    expect(opened.ok && opened.value.image.length).toBe(0);
  });

  it('no file: no-copy', async () => {
    expect(await open(await newFolder())).toEqual({ ok: false, error: 'no-copy' });
  });

  it('another account’s: discarded, and deleted only by the process holding it', async () => {
    const folder = await newFolder();
    await saved(folder, image(100));
    expect(await open(folder, createFakeCipher(), 'acct-b', NOT_HELD)).toEqual({
      ok: false,
      error: 'other-account',
    });
    expect(await readdir(folder.directory)).toContain(NAME);
    expect(await open(folder, createFakeCipher(), 'acct-b')).toEqual({
      ok: false,
      error: 'other-account',
    });
    expect(await readdir(folder.directory)).not.toContain(NAME);
  });

  it.each([
    ['the keyring’s key changed', { keyVersion: 2 }],
    ['another keyring backend', { backend: 'kwallet6' }],
    ['no keyring now', { backend: 'basic_text' }],
    ['encryption unavailable now', { available: false }],
  ])('%s: other-keyring', async (_, settings) => {
    const folder = await newFolder();
    await saved(folder, image(100));
    expect(await open(folder, createFakeCipher(settings))).toEqual({
      ok: false,
      error: 'other-keyring',
    });
  });

  it('written by a newer format: newer-version, not damaged', async () => {
    const folder = await newFolder();
    await saved(folder, image(100));
    const path = join(folder.directory, NAME);
    const file = await readFile(path);
    // A later version keeps the frame: version at 8, header length at 10, digest at its end.
    file.writeUInt16LE(2, 8);
    const headerLength = file.readUInt32LE(10);
    createHash('sha256')
      .update(file.subarray(0, headerLength - 32))
      .digest()
      .copy(file, headerLength - 32);
    await writeFile(path, file);
    expect(await open(folder)).toEqual({ ok: false, error: 'newer-version' });
  });

  it('without a keyring nothing is written', async () => {
    const folder = await newFolder();
    const cipher = createFakeCipher({ backend: 'basic_text' });
    const result = await saveImageFile(folder, NAME, HELD, {
      cipher,
      account: ACCOUNT,
      bytes: image(10),
    });
    expect(result).toEqual({ ok: false, error: { reason: 'no-keyring' } });
    expect(await readdir(folder.directory)).toEqual([]);
  });

  it('a keyring that fails to seal the key: nothing is written', async () => {
    const folder = await newFolder();
    const cipher = createFakeCipher({ failEncrypt: true });
    const result = await saveImageFile(folder, NAME, HELD, {
      cipher,
      account: ACCOUNT,
      bytes: image(10),
    });
    expect(result).toEqual({ ok: false, error: { reason: 'encryption-failed' } });
    expect(await readdir(folder.directory)).toEqual([]);
  });

  it('a file the disk will not give: unreadable, and kept', async () => {
    const folder = await newFolder();
    await saved(folder, image(10));
    const failing = {
      ...folder,
      disk: {
        ...realImageDisk,
        readBytes: () => Promise.reject(Object.assign(new Error('EIO'), { code: 'EIO' })),
      },
    };
    expect(await open(failing)).toEqual({ ok: false, error: 'unreadable' });
    expect(await readdir(folder.directory)).toContain(NAME);
  });
});

describe('the changes after an image', () => {
  it('load after the image, in order, and go on after a reopen', async () => {
    const folder = await newFolder();
    const bytes = image(5000);
    let log = await saved(folder, bytes);
    for (const change of ['stock 1', 'stock 2', 'price 3'])
      log = await appended(folder, log, change);

    const opened = await open(folder);
    if (!opened.ok) throw new Error(opened.error);
    expect(Buffer.from(opened.value.image).equals(bytes)).toBe(true);
    expect(texts(opened.value.changes)).toEqual(['stock 1', 'stock 2', 'price 3']);

    await appended(folder, opened.value.log, 'stock 4');
    const again = await open(folder);
    expect(again.ok && texts(again.value.changes)).toEqual([
      'stock 1',
      'stock 2',
      'price 3',
      'stock 4',
    ]);
    const file = await readFile(join(folder.directory, changesName(NAME)));
    expect(file.includes(Buffer.from('stock'))).toBe(false);
  });

  it('a new image leaves the old changes behind; its first change starts the file again', async () => {
    const folder = await newFolder();
    const log = await saved(folder, image(100));
    await appended(folder, log, 'before');
    const next = await saved(folder, image(100));
    const opened = await open(folder);
    expect(opened.ok && opened.value.changes).toEqual([]);

    await appended(folder, next, 'after');
    const again = await open(folder);
    expect(again.ok && texts(again.value.changes)).toEqual(['after']);
  });

  it('a torn last record is left out, and the next change is written over it', async () => {
    const folder = await newFolder();
    const log = await appended(folder, await saved(folder, image(100)), 'one');
    const whole = await readFile(join(folder.directory, changesName(NAME)));
    await appended(folder, log, 'two');
    const path = join(folder.directory, changesName(NAME));
    const both = await readFile(path);
    await writeFile(path, both.subarray(0, both.length - 5));

    const opened = await open(folder);
    if (!opened.ok) throw new Error(opened.error);
    expect(texts(opened.value.changes)).toEqual(['one']);
    expect(opened.value.log.end).toBe(whole.length);

    await appended(folder, opened.value.log, 'three');
    const again = await open(folder);
    expect(again.ok && texts(again.value.changes)).toEqual(['one', 'three']);
  });

  it('records cannot be swapped: each authenticates its place', async () => {
    const folder = await newFolder();
    const log = await appended(folder, await saved(folder, image(100)), 'aaaa');
    const oneEnd = log.end ?? 0;
    await appended(folder, log, 'bbbb');
    const path = join(folder.directory, changesName(NAME));
    const file = await readFile(path);
    // The file starts with its magic, version and the image’s key id: 26 bytes.
    const start = file.subarray(0, 26);
    const first = file.subarray(26, oneEnd);
    const second = file.subarray(oneEnd);
    await writeFile(path, Buffer.concat([start, second, first]));
    const opened = await open(folder);
    expect(opened.ok && opened.value.changes).toEqual([]);
  });
});
