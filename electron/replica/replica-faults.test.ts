/**
 * The catalogue copy under the faults real disks have (docs/replica.md, "What survives"): short
 * writes, a full disk, a failed flush, a copy truncated or with a bit flipped on disk, a kill in
 * the middle of a save, and two processes on one profile. In each, the last good copy is never
 * lost, and a load after it gives it whenever a good copy is on disk. The files are real, in a
 * temporary folder; the faults come from an injected disk layer and lock owners. The replica now
 * saves through the image store; how its starts fare over that store is
 * image-store/replica-at-rest.test.ts's, and this copy still loads once through it.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { EXHAUSTIVE_MS } from '../disk/testing/exhaustive.ts';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  diskError,
  healthyDisk,
  killPoint,
  type DiskFaults,
  type KillPoint,
} from '../disk/testing/disk-faults.ts';
import { product } from './testing/numbered-product.ts';
import { createFakeCipher } from '../auth/testing/fake-cipher.ts';
import type { LockDeps } from '../lock/data-dir-lock.ts';
import { NO_MARKS } from './catalogue.ts';
import { coldStartReason } from './cold-start.ts';
import { realDisk, type Disk } from '../disk/disk.ts';
import { createReplicaStore, type LoadResult, type SavedReplica } from './persist.ts';
import { createDirectoryFiles, replicaFileName } from './replica-files.ts';

const PROFILE = 'p1';
const ACCOUNT = 'acct-a';
const FILE = replicaFileName(PROFILE);

/** Two generations of the copy: the second differs in every product's stock. */
const FIRST: SavedReplica = {
  products: [product(1, 4), product(2, 9)],
  marks: NO_MARKS,
  savedAt: 1000,
  listedAt: 900,
};
const SECOND: SavedReplica = { ...FIRST, products: [product(1, 5), product(2, 10)], savedAt: 2000 };

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function newFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'floorboard-copy-faults-'));
  folders.push(folder);
  return folder;
}

function faultyDisk(faults: DiskFaults, kill: KillPoint): Disk {
  return {
    ...realDisk,
    async create(path) {
      const handle = await realDisk.create(path);
      return {
        async write(data, offset, length, position) {
          const fits = Math.min(length, faults.bytesPerWrite, faults.room);
          if (faults.killAt === 'write') {
            await handle.write(data, offset, Math.ceil(length / 2), position);
            return kill.stop();
          }
          if (faults.room <= 0) throw diskError('ENOSPC');
          const written = await handle.write(data, offset, fits, position);
          faults.room -= written;
          return written;
        },
        sync: () => (faults.failFlush ? Promise.reject(diskError('EIO')) : handle.sync()),
        close: () => handle.close(),
      };
    },
    rename: (from, to) =>
      faults.killAt === 'rename' && to.endsWith(FILE) ? kill.stop() : realDisk.rename(from, to),
  };
}

/** Processes by id: a killed one stops running, and its lock is then taken over. */
const running = new Set<number>();
function lockOwner(pid: number): LockDeps {
  running.add(pid);
  return { pid, isRunning: (owner) => running.has(owner), now: () => 0 };
}

/** One process's view of the folder: its store over its own disk layer and lock owner. */
function host(folder: string, pid: number, faults: DiskFaults = healthyDisk()) {
  const kill = killPoint();
  const files = createDirectoryFiles(folder, {
    disk: faultyDisk(faults, kill),
    lockDeps: lockOwner(pid),
  });
  const store = createReplicaStore({ cipher: createFakeCipher(), files });
  return { store, faults, killed: kill.reached };
}

const loaded = (replica: SavedReplica): LoadResult => ({ status: 'loaded', replica });
const temporaries = async (folder: string) =>
  (await readdir(folder)).filter((name) => name.endsWith('.tmp'));
describe('saving the copy', () => {
  it('writes every byte however few each write takes', async () => {
    const folder = await newFolder();
    const { store } = host(folder, 101, { ...healthyDisk(), bytesPerWrite: 7 });
    expect(await store.save(PROFILE, ACCOUNT, FIRST)).toBe('saved');
    expect(await host(folder, 102).store.load(PROFILE, ACCOUNT)).toEqual(loaded(FIRST));
  });

  it.each([
    ['the disk fills up part way', (f: DiskFaults) => (f.room = 100)],
    ['the disk takes no byte at all', (f: DiskFaults) => (f.bytesPerWrite = 0)],
    ['the flush to the disk fails', (f: DiskFaults) => (f.failFlush = true)],
  ])(
    'when %s: the save fails, the copy on disk stays whole, and a later save lands',
    async (_, fault) => {
      const folder = await newFolder();
      const { store, faults } = host(folder, 101);
      expect(await store.save(PROFILE, ACCOUNT, FIRST)).toBe('saved');
      const before = await readFile(join(folder, FILE), 'utf8');
      fault(faults);

      expect(await store.save(PROFILE, ACCOUNT, SECOND)).toBe('failed');
      expect(await readFile(join(folder, FILE), 'utf8')).toBe(before);
      expect(await temporaries(folder)).toEqual([]);
      expect(await store.storage(PROFILE)).toMatchObject({ persistence: 'save-failed' });
      // Another start now would be warm, from the copy saved before.
      running.delete(101);
      expect(await host(folder, 102).store.load(PROFILE, ACCOUNT)).toEqual(loaded(FIRST));
      running.add(101);

      Object.assign(faults, healthyDisk());
      expect(await store.save(PROFILE, ACCOUNT, SECOND)).toBe('saved');
      expect(await store.storage(PROFILE)).toEqual({ persistence: 'stored' });
      running.delete(101);
      expect(await host(folder, 103).store.load(PROFILE, ACCOUNT)).toEqual(loaded(SECOND));
    },
  );

  it('says the disk is full when nothing was saved before', async () => {
    const { store } = host(await newFolder(), 101, { ...healthyDisk(), room: 0 });
    expect(await store.save(PROFILE, ACCOUNT, FIRST)).toBe('failed');
    const storage = await store.storage(PROFILE);
    expect(storage.persistence !== 'stored' && storage.message).toBe(
      'The catalogue copy could not be saved because the disk is full. None was saved before, and saving is tried again.',
    );
  });

  it('says the disk is full, and the copy saved before stays', async () => {
    const folder = await newFolder();
    const { store, faults } = host(folder, 101);
    await store.save(PROFILE, ACCOUNT, FIRST);
    faults.room = 0;
    expect(await store.save(PROFILE, ACCOUNT, SECOND)).toBe('failed');
    const storage = await store.storage(PROFILE);
    expect(storage.persistence !== 'stored' && storage.message).toBe(
      'The catalogue copy could not be saved because the disk is full. The copy saved before stays on disk, and saving is tried again.',
    );
  });
});

describe('a copy damaged on disk', () => {
  async function twoGenerations() {
    const folder = await newFolder();
    const { store } = host(folder, 101);
    await store.save(PROFILE, ACCOUNT, FIRST);
    await store.save(PROFILE, ACCOUNT, SECOND);
    running.delete(101);
    return { folder, path: join(folder, FILE) };
  }

  it('truncated: the copy it replaced stands in, and the start is warm', async () => {
    const { folder, path } = await twoGenerations();
    const text = await readFile(path, 'utf8');
    await writeFile(path, text.slice(0, Math.floor(text.length / 2)));
    const result = await host(folder, 102).store.load(PROFILE, ACCOUNT);
    expect(result).toEqual({ ...loaded(FIRST), fellBackFrom: 'unreadable' });
  });

  it(
    'a bit flipped anywhere never loads changed figures: the saved copy or the one before it',
    { timeout: EXHAUSTIVE_MS },
    async () => {
      const { folder, path } = await twoGenerations();
      const whole = await readFile(path);
      const { store } = host(folder, 102);
      const outcomes = { current: 0, previous: 0 };
      for (let at = 0; at < whole.length; at++) {
        const flipped = Buffer.from(whole);
        flipped[at] = (flipped[at] ?? 0) ^ (1 << (at % 8));
        await writeFile(path, flipped);
        const result = await store.load(PROFILE, ACCOUNT);
        // Only a flip that leaves the sealed copy intact (in the digest's key) loads the newest.
        if (result.status === 'loaded' && result.fellBackFrom === undefined) {
          expect(result.replica).toEqual(SECOND);
          outcomes.current++;
        } else {
          expect(result).toMatchObject({ status: 'loaded', replica: FIRST });
          outcomes.previous++;
        }
      }
      expect(outcomes.previous).toBeGreaterThan(whole.length * 0.9);
    },
  );

  it('says why a start was cold for each kind of unusable copy', () => {
    expect(coldStartReason({ status: 'none' })).toBe('no-copy');
    expect(coldStartReason({ status: 'discarded', reason: 'unreadable' })).toBe('damaged');
    expect(coldStartReason({ status: 'discarded', reason: 'read-failed' })).toBe('unreadable');
    expect(coldStartReason({ status: 'discarded', reason: 'other-account' })).toBe('other-account');
    expect(coldStartReason({ status: 'discarded', reason: 'newer-version' })).toBe('newer-version');
    expect(coldStartReason({ status: 'discarded', reason: 'backend-changed' })).toBe(
      'other-keyring',
    );
    expect(coldStartReason(loaded(FIRST))).toBeNull();
  });
});

describe('a kill in the middle of a save', () => {
  it.each(['write', 'rename'] as const)(
    'at the %s: the next start removes the temporary file and loads the copy saved before',
    async (killAt) => {
      const folder = await newFolder();
      const { store, faults, killed } = host(folder, 101);
      await store.save(PROFILE, ACCOUNT, FIRST);
      faults.killAt = killAt;
      void store.save(PROFILE, ACCOUNT, SECOND);
      await killed;
      expect(await temporaries(folder)).toHaveLength(1);
      running.delete(101); // killed

      const next = host(folder, 102).store;
      expect(await next.load(PROFILE, ACCOUNT)).toEqual(loaded(FIRST));
      expect(await temporaries(folder)).toEqual([]);
      // The killed process's claim was taken over: this one saves.
      expect(await next.save(PROFILE, ACCOUNT, SECOND)).toBe('saved');
    },
  );
});

describe('two processes on one profile', () => {
  it('only the first writes the copy; the second loads it, says so and saves nothing', async () => {
    const folder = await newFolder();
    const first = host(folder, 101).store;
    await first.save(PROFILE, ACCOUNT, FIRST);
    expect(await first.load(PROFILE, ACCOUNT)).toEqual(loaded(FIRST));

    const second = host(folder, 202).store;
    expect(await second.load(PROFILE, ACCOUNT)).toEqual(loaded(FIRST));
    const storage = await second.storage(PROFILE);
    expect(storage.persistence !== 'stored' && storage.message).toBe(
      'Another Floorboard (process 101) is using this profile’s saved catalogue copy, so this one keeps its copy in memory only and does not save it.',
    );
    const before = await readFile(join(folder, FILE), 'utf8');
    expect(await second.save(PROFILE, ACCOUNT, SECOND)).toBe('not-written');
    expect(await readFile(join(folder, FILE), 'utf8')).toBe(before);
    expect(await first.save(PROFILE, ACCOUNT, SECOND)).toBe('saved');
  });

  it('the second never deletes a copy it cannot use', async () => {
    const folder = await newFolder();
    const first = host(folder, 101).store;
    await first.save(PROFILE, ACCOUNT, FIRST);
    const second = host(folder, 202).store;
    expect(await second.load(PROFILE, 'acct-b')).toEqual({
      status: 'discarded',
      reason: 'other-account',
    });
    expect(await first.load(PROFILE, ACCOUNT)).toEqual(loaded(FIRST));
  });

  it('once the first has quit, or crashed, the next start saves', async () => {
    const folder = await newFolder();
    const first = host(folder, 101).store;
    await first.load(PROFILE, ACCOUNT);
    await first.release(PROFILE);
    const second = host(folder, 202).store;
    await second.load(PROFILE, ACCOUNT);
    expect(await second.save(PROFILE, ACCOUNT, FIRST)).toBe('saved');

    running.delete(202); // crashed, its lock left behind
    const third = host(folder, 303).store;
    expect(await third.load(PROFILE, ACCOUNT)).toEqual(loaded(FIRST));
    expect(await third.storage(PROFILE)).toEqual({ persistence: 'stored' });
    expect(await third.save(PROFILE, ACCOUNT, SECOND)).toBe('saved');
  });

  it('a copy held from another computer (a synced folder) is never taken over, and says whose it is', async () => {
    const folder = await newFolder();
    const files = (pid: number, host: string) =>
      createDirectoryFiles(folder, { lockDeps: { ...lockOwner(pid), host } });
    const there = createReplicaStore({ cipher: createFakeCipher(), files: files(101, 'host-a') });
    await there.save(PROFILE, ACCOUNT, FIRST);
    running.delete(101); // not running here: it runs, or not, on host-a
    const here = createReplicaStore({ cipher: createFakeCipher(), files: files(202, 'host-b') });
    expect(await here.load(PROFILE, ACCOUNT)).toEqual(loaded(FIRST));
    expect(await here.save(PROFILE, ACCOUNT, SECOND)).toBe('not-written');
    const storage = await here.storage(PROFILE);
    expect(storage.persistence !== 'stored' && storage.message).toMatch(
      /^Another Floorboard \(process 101 on host-a\) is using/,
    );
  });
});
