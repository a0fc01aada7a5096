/**
 * The catalogue store under the faults real disks have, as replica-faults.test.ts puts the JSON
 * copy through them, on top of the image file's own byte-level tests (image-faults.test.ts): a
 * full disk, short writes and a failed flush while an image or a change is saved, a kill before
 * the rename or in the middle of a change, images and changes files truncated or with a bit
 * flipped, and two processes on one profile. In each, a load gives a state that was saved, with
 * no product lost, doubled or changed, and the store goes on saving once the fault has passed.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXHAUSTIVE_MS } from '../../disk/testing/exhaustive.ts';
import { healthyDisk, type DiskFaults } from '../../disk/testing/disk-faults.ts';
import { changesName } from '../image-file/image-files.ts';
import type { SavedChange } from './catalogue-store.ts';
import {
  ACCOUNT,
  applied,
  filesIn,
  host,
  IMAGE,
  imageOf,
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

const temporaries = async (folder: string) =>
  (await readdir(folder)).filter((name) => name.endsWith('.tmp'));

/** What a process reading the folder (without its claim, so it deletes nothing) loads. */
async function readBy(folder: string, pid: number) {
  return host(folder, pid).store.load(PROFILE, ACCOUNT);
}

/** The loaded state is `base` with `changes` applied: nothing lost, doubled or changed. */
function expectState(
  loaded: Awaited<ReturnType<typeof readBy>>,
  base: typeof FIRST,
  changes: readonly SavedChange[],
) {
  expect(loaded).toMatchObject({ status: 'image', changes });
  const state = stateOf(loaded);
  expect(tally(state, applied(base, changes))).toEqual(NOTHING_WRONG);
  expect(state.products).toEqual(applied(base, changes));
}

/** A first image with a change after it, saved by process `pid`. */
async function savedFirst(folder: string, pid: number, faults?: DiskFaults) {
  const first = host(folder, pid, faults === undefined ? {} : { faults });
  expect(await first.store.saveImage(PROFILE, ACCOUNT, imageOf(FIRST, 1000))).toBe('saved');
  expect(await first.store.saveChange(PROFILE, ACCOUNT, A)).toBe('saved');
  return first;
}

describe('saving', () => {
  it('writes every byte however few each write takes', async () => {
    const folder = await folders.make();
    const first = await savedFirst(folder, 101, { ...healthyDisk(), bytesPerWrite: 7 });
    expect(await first.store.saveChange(PROFILE, ACCOUNT, B)).toBe('saved');
    expectState(await readBy(folder, 202), FIRST, [A, B]);
  });

  it.each([
    ['the disk fills up part way', (f: DiskFaults) => (f.room = 1000)],
    ['the disk takes no byte at all', (f: DiskFaults) => (f.bytesPerWrite = 0)],
    ['the flush to the disk fails', (f: DiskFaults) => (f.failFlush = true)],
  ])(
    'an image, when %s: fails, the state saved before stays, and a later image lands',
    async (_, fault) => {
      const folder = await folders.make();
      const first = await savedFirst(folder, 101);
      fault(first.faults);

      expect(await first.store.saveImage(PROFILE, ACCOUNT, imageOf(SECOND, 2000))).toBe('failed');
      expect(await temporaries(folder)).toEqual([]);
      expect(await first.store.storage(PROFILE)).toMatchObject({ persistence: 'save-failed' });
      // Changes would follow an image that is not on disk.
      expect(await first.store.saveChange(PROFILE, ACCOUNT, B)).toBe('needs-image');
      expectState(await readBy(folder, 202), FIRST, [A]);

      Object.assign(first.faults, healthyDisk());
      expect(await first.store.saveImage(PROFILE, ACCOUNT, imageOf(SECOND, 2000))).toBe('saved');
      expect(await first.store.storage(PROFILE)).toEqual({ persistence: 'stored' });
      expect(await first.store.saveChange(PROFILE, ACCOUNT, B)).toBe('saved');
      expectState(await readBy(folder, 203), SECOND, [B]);
    },
  );

  it.each([
    ['the disk fills up part way', (f: DiskFaults) => (f.room = 10), [A]],
    ['the disk takes no byte at all', (f: DiskFaults) => (f.bytesPerWrite = 0), [A]],
    // Written, but not known to be on disk: it reads back while it is there.
    ['the flush to the disk fails', (f: DiskFaults) => (f.failFlush = true), [A, B]],
  ])(
    'a change, when %s: fails, the changes before it stay, and the next one lands',
    async (_, fault, between) => {
      const folder = await folders.make();
      const first = await savedFirst(folder, 101);
      fault(first.faults);

      expect(await first.store.saveChange(PROFILE, ACCOUNT, B)).toBe('failed');
      const storage = await first.store.storage(PROFILE);
      expect(storage).toMatchObject({ persistence: 'save-failed' });
      expectState(await readBy(folder, 202), FIRST, between);

      Object.assign(first.faults, healthyDisk());
      // Written after A, over whatever the failed one left.
      expect(await first.store.saveChange(PROFILE, ACCOUNT, C)).toBe('saved');
      expect(await first.store.storage(PROFILE)).toEqual({ persistence: 'stored' });
      expectState(await readBy(folder, 203), FIRST, [A, C]);
    },
  );

  it('quitting on a full disk keeps the state saved, and the next start loads it', async () => {
    const folder = await folders.make();
    const first = await savedFirst(folder, 101);
    first.faults.room = 0;
    expect(await first.store.saveChange(PROFILE, ACCOUNT, B)).toBe('failed');
    expect(await first.store.saveImage(PROFILE, ACCOUNT, imageOf(SECOND, 2000))).toBe('failed');
    await first.store.release(PROFILE);
    running.delete(101);

    const next = host(folder, 102);
    expectState(await next.store.load(PROFILE, ACCOUNT), FIRST, [A]);
    expect(await next.store.saveChange(PROFILE, ACCOUNT, B)).toBe('saved');
  });
});

describe('a kill in the middle of a save', () => {
  it.each(['write', 'rename'] as const)(
    'of an image, at the %s: the next start removes the temporary file and loads the state before',
    async (killAt) => {
      const folder = await folders.make();
      const first = await savedFirst(folder, 101);
      first.faults.killAt = killAt;
      void first.store.saveImage(PROFILE, ACCOUNT, imageOf(SECOND, 2000));
      await first.killed;
      expect(await temporaries(folder)).toHaveLength(1);
      running.delete(101); // killed

      const next = host(folder, 102);
      expectState(await next.store.load(PROFILE, ACCOUNT), FIRST, [A]);
      expect(await temporaries(folder)).toEqual([]);
      // Its claim taken over, the next process adds to the state it loaded.
      expect(await next.store.saveChange(PROFILE, ACCOUNT, B)).toBe('saved');
      expectState(await readBy(folder, 202), FIRST, [A, B]);
    },
  );

  it('of a change: the torn record is left out, and the next change is written over it', async () => {
    const folder = await folders.make();
    const first = await savedFirst(folder, 101);
    first.faults.killAt = 'write';
    void first.store.saveChange(PROFILE, ACCOUNT, B);
    await first.killed;
    running.delete(101);

    const next = host(folder, 102);
    expectState(await next.store.load(PROFILE, ACCOUNT), FIRST, [A]);
    expect(await next.store.saveChange(PROFILE, ACCOUNT, C)).toBe('saved');
    expectState(await readBy(folder, 202), FIRST, [A, C]);
  });
});

describe('files damaged on disk', () => {
  it('an image truncated with no previous copy: discarded as damaged, by the holder deleted', async () => {
    const folder = await folders.make();
    await savedFirst(folder, 101);
    const path = join(folder, IMAGE);
    const whole = await readFile(path);
    for (const length of [0, 8, 60, Math.floor(whole.length / 2), whole.length - 1]) {
      await writeFile(path, whole.subarray(0, length));
      // A second process, so the damaged file is kept for the next length.
      expect(await readBy(folder, 202)).toEqual({ status: 'discarded', reason: 'damaged' });
    }
    running.delete(101);
    const next = host(folder, 102);
    expect(await next.store.load(PROFILE, ACCOUNT)).toEqual({
      status: 'discarded',
      reason: 'damaged',
    });
    expect(await filesIn(folder)).toEqual([]);
    expect(await next.store.load(PROFILE, ACCOUNT)).toEqual({ status: 'none' });
  });

  it(
    'a changes file truncated anywhere: the image and the changes whole before the cut',
    { timeout: EXHAUSTIVE_MS },
    async () => {
      const folder = await folders.make();
      const first = await savedFirst(folder, 101);
      expect(await first.store.saveChange(PROFILE, ACCOUNT, B)).toBe('saved');
      expect(await first.store.saveChange(PROFILE, ACCOUNT, C)).toBe('saved');
      const path = join(folder, changesName(IMAGE));
      const whole = await readFile(path);
      const saved = [A, B, C];
      let seen = 0;
      for (let length = 0; length <= whole.length; length++) {
        await writeFile(path, whole.subarray(0, length));
        const loaded = await readBy(folder, 202);
        if (loaded.status !== 'image') throw new Error(`not loaded: ${loaded.status}`);
        // Never fewer than at a shorter cut, never one that was not saved.
        expect(loaded.changes.length).toBeGreaterThanOrEqual(seen);
        seen = loaded.changes.length;
        expectState(loaded, FIRST, saved.slice(0, seen));
      }
      expect(seen).toBe(3);
    },
  );

  it(
    'a bit flipped anywhere in the image: the image before it loads, with its changes',
    { timeout: EXHAUSTIVE_MS },
    async () => {
      const folder = await folders.make();
      const first = await savedFirst(folder, 101);
      expect(await first.store.saveImage(PROFILE, ACCOUNT, imageOf(SECOND, 2000))).toBe('saved');
      const path = join(folder, IMAGE);
      const whole = await readFile(path);
      const reader = host(folder, 202).store;
      const outcomes = { current: 0, previous: 0 };
      for (let at = 0; at < whole.length; at++) {
        const flipped = Buffer.from(whole);
        flipped[at] = (flipped[at] ?? 0) ^ (1 << (at % 8));
        await writeFile(path, flipped);
        const loaded = await reader.load(PROFILE, ACCOUNT);
        if (loaded.status === 'image' && loaded.fellBackFrom === undefined) {
          outcomes.current++;
        } else {
          expect(loaded).toMatchObject({ fellBackFrom: 'damaged', meta: meta(1000) });
          expectState(loaded, FIRST, [A]);
          outcomes.previous++;
        }
      }
      // The header's digest and AES-GCM's tag leave no flip unnoticed.
      expect(outcomes).toEqual({ current: 0, previous: whole.length });
    },
  );

  it(
    'a bit flipped anywhere in the changes: the image and a part of its changes that was saved',
    { timeout: EXHAUSTIVE_MS },
    async () => {
      const folder = await folders.make();
      const first = await savedFirst(folder, 101);
      expect(await first.store.saveChange(PROFILE, ACCOUNT, B)).toBe('saved');
      const path = join(folder, changesName(IMAGE));
      const whole = await readFile(path);
      const reader = host(folder, 202).store;
      for (let at = 0; at < whole.length; at++) {
        const flipped = Buffer.from(whole);
        flipped[at] = (flipped[at] ?? 0) ^ (1 << (at % 8));
        await writeFile(path, flipped);
        const loaded = await reader.load(PROFILE, ACCOUNT);
        if (loaded.status !== 'image') throw new Error(`not loaded: ${loaded.status}`);
        expect(loaded.changes.length).toBeLessThan(2);
        expectState(loaded, FIRST, [A, B].slice(0, loaded.changes.length));
      }
    },
  );
});

describe('two processes on one profile', () => {
  it('the second reads; it never writes or deletes, and says why', async () => {
    const folder = await folders.make();
    const first = await savedFirst(folder, 101);
    const before = await Promise.all(
      [IMAGE, changesName(IMAGE)].map((name) => readFile(join(folder, name))),
    );

    const second = host(folder, 202);
    expectState(await second.store.load(PROFILE, ACCOUNT), FIRST, [A]);
    const storage = await second.store.storage(PROFILE);
    expect(storage.persistence !== 'stored' && storage.message).toBe(
      'Another Floorboard (process 101) is using this profile’s saved catalogue copy, so this one keeps its copy in memory only and does not save it.',
    );
    expect(await second.store.saveChange(PROFILE, ACCOUNT, B)).toBe('not-written');
    expect(await second.store.saveImage(PROFILE, ACCOUNT, imageOf(SECOND, 2000))).toBe(
      'not-written',
    );
    expect(await second.store.load(PROFILE, 'acct-b')).toEqual({
      status: 'discarded',
      reason: 'other-account',
    });
    const after = await Promise.all(
      [IMAGE, changesName(IMAGE)].map((name) => readFile(join(folder, name))),
    );
    expect(after).toEqual(before);
    expect(await first.store.saveChange(PROFILE, ACCOUNT, B)).toBe('saved');
  });

  it('once the first has quit, the second adds no change after a state it read: it saves an image', async () => {
    const folder = await folders.make();
    const first = await savedFirst(folder, 101);
    const second = host(folder, 202);
    expectState(await second.store.load(PROFILE, ACCOUNT), FIRST, [A]);
    // The first goes on saving after the second read.
    expect(await first.store.saveChange(PROFILE, ACCOUNT, B)).toBe('saved');
    await first.store.release(PROFILE);
    running.delete(101);

    expect(await second.store.saveChange(PROFILE, ACCOUNT, C)).toBe('needs-image');
    expect(await second.store.storage(PROFILE)).toEqual({ persistence: 'stored' });
    expect(await second.store.saveImage(PROFILE, ACCOUNT, imageOf(SECOND, 2000))).toBe('saved');
    expect(await second.store.saveChange(PROFILE, ACCOUNT, C)).toBe('saved');
    expectState(await readBy(folder, 303), SECOND, [C]);
  });

  it('sign-out in the second wipes the files, as the JSON copy’s does; the first then saves an image', async () => {
    const folder = await folders.make();
    const first = await savedFirst(folder, 101);
    const second = host(folder, 202);
    await second.store.load(PROFILE, ACCOUNT);
    await second.store.remove(PROFILE);
    expect(await filesIn(folder)).toEqual([]);
    // The changes file is gone: nothing to add to, so the next change asks for an image.
    expect(await first.store.saveChange(PROFILE, ACCOUNT, B)).toBe('failed');
    expect(await first.store.saveChange(PROFILE, ACCOUNT, B)).toBe('needs-image');
    expect(await first.store.saveImage(PROFILE, ACCOUNT, imageOf(SECOND, 2000))).toBe('saved');
    expectState(await readBy(folder, 303), SECOND, []);
  });
});
