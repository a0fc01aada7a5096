/**
 * The catalogue image file under the faults real disks have, as replica-faults.test.ts puts the
 * JSON copy through them: short writes, a full disk, a failed flush, a kill before the rename or
 * in the middle of a change, a truncated file with and without a previous copy, flipped bytes,
 * and two processes on one profile. In each the last good state is never lost, and no load ever
 * gives bytes that were not saved. Real files in a temporary folder; the faults come from an
 * injected disk layer and lock owners.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, open as openFile, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXHAUSTIVE_MS } from '../../disk/testing/exhaustive.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { healthyDisk, killPoint, type DiskFaults } from '../../disk/testing/disk-faults.ts';
import { createRandom } from '../../../sandbox/data/random.ts';
import { createFakeCipher } from '../../auth/testing/fake-cipher.ts';
import type { Result } from '../../../shared/result.ts';
import type { LockDeps } from '../../lock/data-dir-lock.ts';
import type { FileClaim } from '../replica-files.ts';
import { appendChange, type ChangeLog } from './append-change.ts';
import { realImageDisk } from './image-disk.ts';
import { faultyImageDisk } from './testing/faulty-image-disk.ts';
import { changesName, claimImageFile, imageFileName, type ImageFolder } from './image-files.ts';
import { openImageFile, type LoadedImage } from './open-image.ts';
import { saveImageFile } from './save-image.ts';

const NAME = imageFileName('p1');
const ACCOUNT = 'acct-a';
/** Two generations of the image, and changes after the second. */
const FIRST = randomBytes(200_000);
const SECOND = randomBytes(200_000);

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function newFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'floorboard-image-faults-'));
  folders.push(folder);
  return folder;
}

/** Processes by id: a killed one stops running, and its lock is then taken over. */
const running = new Set<number>();
function lockOwner(pid: number): LockDeps {
  running.add(pid);
  return { pid, isRunning: (owner) => running.has(owner), now: () => 0 };
}

/** One process's view of the folder: its disk layer, its lock owner and its claim on the file. */
async function host(directory: string, pid: number, faults: DiskFaults = healthyDisk()) {
  const kill = killPoint();
  const folder: ImageFolder = {
    directory,
    disk: faultyImageDisk(faults, kill, NAME),
    lockDeps: lockOwner(pid),
  };
  const claim: FileClaim = await claimImageFile(folder, NAME);
  const cipher = createFakeCipher();
  return {
    faults,
    killed: kill.reached,
    claim,
    save: (bytes: Uint8Array) =>
      saveImageFile(folder, NAME, claim, { cipher, account: ACCOUNT, bytes }),
    append: (log: ChangeLog, change: string) =>
      appendChange(folder, NAME, claim, log, Buffer.from(change)),
    open: () => openImageFile(folder, NAME, claim, { cipher, account: ACCOUNT }),
  };
}

/** The image and changes a load gave, to compare with what was saved. */
async function loadedState(process: Awaited<ReturnType<typeof host>>) {
  const opened = await process.open();
  return opened.ok ? state(opened.value) : opened;
}
/** Images are compared by digest: a test compares thousands of loads. */
const digest = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
const state = (loaded: LoadedImage) => ({
  image: digest(loaded.image),
  changes: loaded.changes.map((change) => Buffer.from(change).toString()),
  fellBackFrom: loaded.fellBackFrom,
});
const as = (image: Buffer, changes: string[] = [], fellBackFrom?: string) => ({
  image: digest(image),
  changes,
  fellBackFrom,
});

const temporaries = async (folder: string) =>
  (await readdir(folder)).filter((name) => name.endsWith('.tmp'));
const expectValue = <T>(result: Result<T, unknown>): T => {
  if (!result.ok) throw new Error(`expected a value, got ${JSON.stringify(result.error)}`);
  return result.value;
};

describe('saving the image', () => {
  it('writes every byte however few each write takes', async () => {
    const folder = await newFolder();
    const first = await host(folder, 101, { ...healthyDisk(), bytesPerWrite: 4093 });
    expectValue(await first.save(FIRST));
    running.delete(101);
    expect(await loadedState(await host(folder, 102))).toEqual(as(FIRST));
  });

  it.each([
    ['the disk fills up part way', (f: DiskFaults) => (f.room = 100_000)],
    ['the disk takes no byte at all', (f: DiskFaults) => (f.bytesPerWrite = 0)],
    ['the flush to the disk fails', (f: DiskFaults) => (f.failFlush = true)],
  ])('when %s: the save fails and the image on disk stays whole', async (_, fault) => {
    const folder = await newFolder();
    const first = await host(folder, 101);
    expectValue(await first.save(FIRST));
    const before = await readFile(join(folder, NAME));
    fault(first.faults);

    const failed = await first.save(SECOND);
    expect(failed.ok).toBe(false);
    expect(!failed.ok && failed.error.reason).toBe('write-failed');
    expect((await readFile(join(folder, NAME))).equals(before)).toBe(true);
    expect(await temporaries(folder)).toEqual([]);
    running.delete(101);
    expect(await loadedState(await host(folder, 102))).toEqual(as(FIRST));
  });

  it('a full disk says so by its code', async () => {
    const first = await host(await newFolder(), 101, { ...healthyDisk(), room: 0 });
    expect(await first.save(FIRST)).toEqual({
      ok: false,
      error: { reason: 'write-failed', code: 'ENOSPC' },
    });
  });

  it('a change that fails to write keeps the changes before it, and the next lands', async () => {
    const folder = await newFolder();
    const first = await host(folder, 101);
    let log = expectValue(await first.save(FIRST));
    log = expectValue(await first.append(log, 'one'));
    first.faults.room = 10;
    expect((await first.append(log, 'two')).ok).toBe(false);
    first.faults.room = Infinity;
    expectValue(await first.append(log, 'three'));
    running.delete(101);
    expect(await loadedState(await host(folder, 102))).toEqual(as(FIRST, ['one', 'three']));
  });
});

describe('a kill in the middle of a save', () => {
  it.each(['write', 'rename'] as const)(
    'of the image, at the %s: the next start removes the temporary file and loads the image before',
    async (killAt) => {
      const folder = await newFolder();
      const first = await host(folder, 101);
      expectValue(await first.save(FIRST));
      first.faults.killAt = killAt;
      void first.save(SECOND);
      await first.killed;
      expect(await temporaries(folder)).toHaveLength(1);
      running.delete(101); // killed

      const next = await host(folder, 102);
      expect(next.claim.held).toBe(true);
      expect(await temporaries(folder)).toEqual([]);
      expect(await loadedState(next)).toEqual(as(FIRST));
      expectValue(await next.save(SECOND));
      expect(await loadedState(next)).toEqual(as(SECOND));
    },
  );

  it('of a change: the torn record is left out, and the next change is written over it', async () => {
    const folder = await newFolder();
    const first = await host(folder, 101);
    let log = expectValue(await first.save(FIRST));
    log = expectValue(await first.append(log, 'one'));
    first.faults.killAt = 'write';
    void first.append(log, 'two, torn');
    const path = join(folder, changesName(NAME));
    const whole = log.end ?? 0;
    await first.killed;
    expect((await readFile(path)).length).toBeGreaterThan(whole);
    running.delete(101);

    const next = await host(folder, 102);
    const opened = expectValue(await next.open());
    expect(state(opened)).toEqual(as(FIRST, ['one']));
    expectValue(await next.append(opened.log, 'three'));
    expect(await loadedState(next)).toEqual(as(FIRST, ['one', 'three']));
  });
});

describe('an image damaged on disk', () => {
  async function twoGenerations() {
    const folder = await newFolder();
    const first = await host(folder, 101);
    expectValue(await first.save(FIRST));
    expectValue(await first.save(SECOND));
    // Still running: a later host only reads, unless the test ends this one.
    return { folder, path: join(folder, NAME) };
  }

  it('truncated: the image it replaced stands in', async () => {
    const { folder, path } = await twoGenerations();
    const file = await readFile(path);
    await writeFile(path, file.subarray(0, file.length - 1));
    running.delete(101);
    expect(await loadedState(await host(folder, 102))).toEqual(as(FIRST, [], 'damaged'));
    // The process holding the file deleted the damaged one: the next save keeps FIRST as previous.
    expect(await readdir(folder)).not.toContain(NAME);
  });

  it('damaged after a new save: the image before loads with the changes saved after it', async () => {
    const folder = await newFolder();
    const first = await host(folder, 101);
    const log = expectValue(await first.save(FIRST));
    expectValue(await first.append(log, 'after the first'));
    expectValue(await first.save(SECOND));
    const path = join(folder, NAME);
    const file = await readFile(path);
    await writeFile(path, file.subarray(0, 100));
    expect(await loadedState(await host(folder, 202))).toEqual(
      as(FIRST, ['after the first'], 'damaged'),
    );
  });

  it('truncated with no previous copy: damaged', async () => {
    const folder = await newFolder();
    const first = await host(folder, 101);
    expectValue(await first.save(FIRST));
    const path = join(folder, NAME);
    const file = await readFile(path);
    for (const length of [0, 8, 60, file.length / 2, file.length - 17]) {
      await writeFile(path, file.subarray(0, length));
      // A second process, so the damaged file is kept for the next length.
      const reader = await host(folder, 202);
      expect(reader.claim.held).toBe(false);
      expect(await reader.open()).toEqual({ ok: false, error: 'damaged' });
    }
  });

  // Some 2,300 loads of two 200 kB images each: 3 s alone, 49 s beside the e2e suite in CI.
  it(
    'a flipped byte never loads changed bytes: every header byte and 2,000 of the rest',
    { timeout: EXHAUSTIVE_MS },
    async () => {
      const { folder, path } = await twoGenerations();
      const whole = await readFile(path);
      const headerLength = whole.readUInt32LE(10);
      const random = createRandom(20261127);
      const positions = new Set<number>();
      for (let at = 0; at < headerLength; at++) positions.add(at);
      for (let at = whole.length - 16; at < whole.length; at++) positions.add(at); // the tag
      while (positions.size < headerLength + 16 + 2000) {
        positions.add(random.int(headerLength, whole.length - 1));
      }

      // A second process reads, so no load deletes the file being damaged.
      const reader = await host(folder, 202);
      expect(reader.claim.held).toBe(false);
      const handle = await openFile(path, 'r+');
      const outcomes = { current: 0, previous: 0, damaged: 0 };
      try {
        for (const at of positions) {
          const byte = whole.subarray(at, at + 1);
          await handle.write(Buffer.from([(byte[0] ?? 0) ^ (1 << (at % 8))]), 0, 1, at);
          const result = await loadedState(reader);
          await handle.write(byte, 0, 1, at);
          if ('image' in result && result.fellBackFrom === undefined) {
            expect(result).toEqual(as(SECOND));
            outcomes.current++;
          } else if ('image' in result) {
            expect(result).toEqual(as(FIRST, [], 'damaged'));
            outcomes.previous++;
          } else {
            expect(result).toEqual({ ok: false, error: 'damaged' });
            outcomes.damaged++;
          }
        }
      } finally {
        await handle.close();
      }
      // AES-GCM's tag and the header's digest leave no flip unnoticed.
      expect(outcomes).toEqual({ current: 0, previous: positions.size, damaged: 0 });
      expect(await loadedState(reader)).toEqual(as(SECOND));
    },
  );

  it('a flipped byte in the changes gives the image and the changes before it', async () => {
    const folder = await newFolder();
    const first = await host(folder, 101);
    let log = expectValue(await first.save(FIRST));
    const saved = ['one', 'two', 'three'];
    for (const change of saved) log = expectValue(await first.append(log, change));
    const path = join(folder, changesName(NAME));
    const whole = await readFile(path);
    const reader = await host(folder, 202);
    for (let at = 0; at < whole.length; at++) {
      const flipped = Buffer.from(whole);
      flipped[at] = (flipped[at] ?? 0) ^ (1 << (at % 8));
      await writeFile(path, flipped);
      const result = await loadedState(reader);
      if (!('image' in result)) throw new Error(`not loaded: ${result.error}`);
      expect(result.image).toBe(digest(FIRST));
      // A prefix of what was saved, shorter than all of it: the flip is seen.
      expect(saved.slice(0, result.changes.length)).toEqual(result.changes);
      expect(result.changes.length).toBeLessThan(saved.length);
    }
  });
});

describe('two processes on one profile', () => {
  it('only the first writes; the second reads, writes nothing and deletes nothing', async () => {
    const folder = await newFolder();
    const first = await host(folder, 101);
    const log = expectValue(await first.save(FIRST));
    const second = await host(folder, 202);
    expect(second.claim).toMatchObject({ held: false, why: 'busy' });
    expect(await loadedState(second)).toEqual(as(FIRST));
    expect(await second.save(SECOND)).toEqual({ ok: false, error: { reason: 'not-held' } });
    expect(await second.append(log, 'two')).toEqual({ ok: false, error: { reason: 'not-held' } });

    const elsewhere = await host(folder, 303);
    const other = await openImageFile(
      { directory: folder, disk: realImageDisk },
      NAME,
      elsewhere.claim,
      { cipher: createFakeCipher(), account: 'acct-b' },
    );
    expect(other).toEqual({ ok: false, error: 'other-account' });
    expect(await loadedState(first)).toEqual(as(FIRST));
  });

  it('once the first has crashed, the next takes the file over and saves', async () => {
    const folder = await newFolder();
    const first = await host(folder, 101);
    expectValue(await first.save(FIRST));
    running.delete(101); // crashed, its lock left behind
    const next = await host(folder, 202);
    expect(next.claim.held).toBe(true);
    expectValue(await next.save(SECOND));
    expect(await loadedState(next)).toEqual(as(SECOND));
  });
});
