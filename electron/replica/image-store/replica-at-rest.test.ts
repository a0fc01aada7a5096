/**
 * The replica over the catalogue store, as the JSON copy's tests had it over that copy: wiped on
 * sign-out and when a profile is removed, kept when a session merely ends; sign-out while the
 * image is being sealed leaves no file; a full disk keeps the copy and the next start is warm; a
 * failed save is tried again, waiting longer each time; a damaged copy with none before it makes
 * a cold start that says so; a start with no copy says so (and without a keyring says nothing,
 * the storage notice does); and a second process's replica says it keeps its copy in memory
 * only. Real files in a temporary folder, images built in process.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReplicaStatus } from '../../../shared/replica/types.ts';
import { createFakeCipher } from '../../auth/testing/fake-cipher.ts';
import { healthyDisk } from '../../disk/testing/disk-faults.ts';
import { createLogger } from '../../log/logger.ts';
import { createFakeScheduler } from '../../time/testing/fake-scheduler.ts';
import { NO_MARKS } from '../catalogue.ts';
import { buildInProcess } from '../image-build/build-in-process.ts';
import { createReplicaStore } from '../persist.ts';
import { createReplica, type Replica } from '../replica.ts';
import { createDirectoryFiles } from '../replica-files.ts';
import { startReplicaHarness, type ReplicaHarness } from '../testing/replica-harness.ts';
import type { CatalogueStore } from './catalogue-store.ts';
import {
  ACCOUNT,
  filesIn,
  host,
  IMAGE,
  imageOf,
  lockOwner,
  PROFILE,
  product,
  running,
  temporaryFolders,
} from './testing/store-host.ts';

const PRODUCTS = [product(1, 4), product(2, 9)];

const folders = temporaryFolders();
const replicas: Replica[] = [];
let harness: ReplicaHarness | undefined;
afterEach(async () => {
  for (const replica of replicas.splice(0)) await replica.dispose();
  await harness?.close();
  harness = undefined;
  await folders.removeAll();
});

const offline = () =>
  Promise.resolve({ ok: false as const, error: { kind: 'network' as const, message: 'offline' } });

function replicaOver(
  store: CatalogueStore,
  options: Partial<Parameters<typeof createReplica>[0]> = {},
) {
  const execute = vi.fn(options.execute ?? offline);
  const replica = createReplica({
    execute,
    onCredits: () => () => undefined,
    store,
    scheduler: createFakeScheduler(),
    buildImage: buildInProcess,
    ...options,
  });
  replicas.push(replica);
  return { replica, execute };
}

function when(replica: Replica, test: (status: ReplicaStatus) => boolean): Promise<ReplicaStatus> {
  return new Promise((resolve) => {
    if (test(replica.status())) resolve(replica.status());
    const stop = replica.onStatus((status) => {
      if (!test(status)) return;
      stop();
      resolve(status);
    });
  });
}

const ready = (replica: Replica) => when(replica, (s) => s.phase === 'ready');

/** A copy saved by an earlier run (process 90, which has quit). */
async function savedBefore(folder: string) {
  const earlier = host(folder, 90);
  expect(await earlier.store.saveImage(PROFILE, ACCOUNT, imageOf(PRODUCTS, 1000))).toBe('saved');
  await earlier.store.release(PROFILE);
  running.delete(90);
}

describe('the replica at rest', () => {
  it('is wiped on sign-out and when the profile is removed; kept when a session merely ends', async () => {
    const folder = await folders.make();
    await savedBefore(folder);
    const { store } = host(folder, 101);
    const { replica, execute } = replicaOver(store);
    replica.start({ profileId: PROFILE, account: ACCOUNT });
    expect(await ready(replica)).toMatchObject({ records: 2, coldStart: null });
    expect(execute).not.toHaveBeenCalled();
    expect(replica.lookup('sku-1').product?.id).toBe(PRODUCTS[0]?.id);

    await replica.stop({ wipe: false });
    expect(await filesIn(folder)).toContain(IMAGE);
    expect(replica.status().phase).toBe('off');
    expect(replica.lookup('SKU-1').product).toBeNull();

    // Stopped already: nothing of this profile's is the replica's to wipe.
    await replica.stop({ wipe: true });
    expect(await filesIn(folder)).toContain(IMAGE);
    replica.start({ profileId: PROFILE, account: ACCOUNT });
    await ready(replica);
    await replica.stop({ wipe: true });
    expect(await filesIn(folder)).toEqual([]);

    const other = host(folder, 102).store;
    await other.saveImage('p2', ACCOUNT, imageOf(PRODUCTS, 1000));
    await other.release('p2');
    await replica.forget('p2');
    expect(await filesIn(folder)).toEqual([]);
  });

  it('sign-out while the image is being sealed leaves no file behind', async () => {
    const folder = await folders.make();
    // A JSON copy of an earlier version: the replica's first save is a whole image.
    const files = createDirectoryFiles(folder, { lockDeps: lockOwner(90) });
    const old = createReplicaStore({ cipher: createFakeCipher(), files });
    await old.save(PROFILE, ACCOUNT, {
      products: PRODUCTS,
      marks: NO_MARKS,
      savedAt: 1000,
      listedAt: 900,
    });
    await old.release(PROFILE);
    running.delete(90);

    const cipher = createFakeCipher();
    const encrypt = cipher.encryptStringAsync.bind(cipher);
    let sealing = (): void => undefined;
    let release = (): void => undefined;
    const sealed = new Promise<void>((resolve) => (sealing = resolve));
    cipher.encryptStringAsync = async (text) => {
      sealing();
      await new Promise<void>((resolve) => (release = resolve));
      return encrypt(text);
    };
    const { store } = host(folder, 101, { cipher });
    const { replica } = replicaOver(store);
    replica.start({ profileId: PROFILE, account: ACCOUNT });
    await ready(replica);

    // The session ends (its copy is saved), and the user signs out before that save is written.
    const ending = replica.stop({ wipe: false });
    await sealed;
    const signingOut = replica.stop({ wipe: true });
    release();
    await Promise.all([ending, signingOut]);
    expect(await filesIn(folder)).toEqual([]);
  });

  it('quitting on a full disk keeps the copy, and the next start is warm', async () => {
    const folder = await folders.make();
    await savedBefore(folder);
    const first = host(folder, 101);
    const { replica } = replicaOver(first.store);
    replica.start({ profileId: PROFILE, account: ACCOUNT });
    await ready(replica);
    first.faults.room = 0;
    await replica.stop({ wipe: false });
    running.delete(101);

    const next = replicaOver(host(folder, 102).store);
    next.replica.start({ profileId: PROFILE, account: ACCOUNT });
    expect(await ready(next.replica)).toMatchObject({ records: 2, coldStart: null });
    expect(next.execute).not.toHaveBeenCalled();
  });

  it('a failed save does not stop later ones: it is tried again, waiting longer each time', async () => {
    harness = await startReplicaHarness(20);
    const service = harness;
    const folder = await folders.make();
    const { store, faults } = host(folder, 101, { faults: { ...healthyDisk(), room: 0 } });
    const scheduler = createFakeScheduler();
    const lines: string[] = [];
    const retries = () => lines.filter((line) => line.includes('trying again later'));
    // The failure is logged after the save returns: wait for the line itself.
    let heard = (): void => undefined;
    const retried = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (retries().length >= count ? resolve() : (heard = check));
        check();
      });
    const saves = vi.fn<CatalogueStore['saveImage']>((...args) => store.saveImage(...args));
    const { replica } = replicaOver(
      { ...store, saveImage: saves },
      {
        execute: service.broker.run,
        scheduler,
        log: createLogger({
          sink: (line) => {
            lines.push(line);
            heard();
          },
          now: () => 0,
        }),
        saveRetryMs: 60_000,
        saveRetryMaxMs: 240_000,
      },
    );
    replica.start({ profileId: PROFILE, account: ACCOUNT });
    await when(replica, (s) => s.storage.persistence === 'save-failed');
    await retried(1);
    expect(saves).toHaveBeenCalledTimes(1);
    // Said without any data: how many failed in a row and the wait.
    expect(retries()[0]).toMatch(/trying again later \{"failures":1,"seconds":60\}$/);

    // The first retry after a minute, still full; the next after two.
    scheduler.advance(60_000);
    await retried(2);
    expect(saves).toHaveBeenCalledTimes(2);
    scheduler.advance(119_000);
    expect(saves).toHaveBeenCalledTimes(2);
    faults.room = Infinity;
    scheduler.advance(1_000);
    expect(saves).toHaveBeenCalledTimes(3);
    await when(replica, (s) => s.storage.persistence === 'stored');
    expect(retries()).toHaveLength(2);

    await replica.stop({ wipe: false });
    running.delete(101);
    const reloaded = await host(folder, 102).store.load(PROFILE, ACCOUNT);
    expect(reloaded.status).toBe('image');
    const next = replicaOver(host(folder, 103).store);
    running.delete(102);
    next.replica.start({ profileId: PROFILE, account: ACCOUNT });
    expect(await ready(next.replica)).toMatchObject({ records: 20, coldStart: null });
  });

  it('a copy truncated with none before it: the start is cold and says it was damaged', async () => {
    const folder = await folders.make();
    await savedBefore(folder);
    const path = join(folder, IMAGE);
    const whole = await readFile(path);
    await writeFile(path, whole.subarray(0, whole.length - 40));

    const { replica } = replicaOver(host(folder, 102).store);
    replica.start({ profileId: PROFILE, account: ACCOUNT });
    const status = await when(replica, (s) => s.coldStart !== null);
    expect(status.coldStart).toBe('damaged');
    expect(status.phase).not.toBe('ready');
  });

  it.each([
    ['with a keyring', 'gnome_libsecret', 'no-copy'],
    ['without one (nothing is ever saved: the storage says so)', 'basic_text', null],
  ] as const)('with no saved copy %s, the start says so', async (_, backend, said) => {
    const folder = await folders.make();
    const { store } = host(folder, 101, { cipher: createFakeCipher({ backend }) });
    const { replica } = replicaOver(store);
    replica.start({ profileId: PROFILE, account: ACCOUNT });
    const status = await when(replica, (s) => s.phase === 'failed');
    expect(status.coldStart).toBe(said);
  });

  it('the replica of a second process says in its status that it keeps the copy in memory only', async () => {
    const folder = await folders.make();
    await savedBefore(folder);
    const first = host(folder, 101);
    await first.store.load(PROFILE, ACCOUNT);
    const { replica } = replicaOver(host(folder, 202).store);
    replica.start({ profileId: PROFILE, account: ACCOUNT });
    const status = await ready(replica);
    expect(status.storage).toMatchObject({ persistence: 'memory-only' });
    expect(status.records).toBe(2);
  });
});
