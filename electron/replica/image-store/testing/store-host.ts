/**
 * Processes over one temporary folder, each with a catalogue store on its own disk layer (faults
 * injected) and lock owner, and the state a load gives: the image's products with the saved
 * changes applied in order, told against the products that were saved (lost, doubled, changed).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCatalogueImage } from '../../../../shared/catalogue-image/build.ts';
import { readSections } from '../../../../shared/catalogue-image/open.ts';
import { productAt } from '../../../../shared/catalogue-image/read-product.ts';
import type { ReplicaProduct } from '../../../../shared/replica/types.ts';
import { createFakeCipher, type FakeCipher } from '../../../auth/testing/fake-cipher.ts';
import { healthyDisk, killPoint, type DiskFaults } from '../../../disk/testing/disk-faults.ts';
import type { LockDeps } from '../../../lock/data-dir-lock.ts';
import { NO_MARKS } from '../../catalogue.ts';
import { imageFileName, type ImageFolder } from '../../image-file/image-files.ts';
import { faultyImageDisk } from '../../image-file/testing/faulty-image-disk.ts';
import type { CatalogueLoad, SavedChange, SavedMeta } from '../catalogue-store.ts';
import { createCatalogueStore } from '../create-catalogue-store.ts';
import { product } from '../../testing/numbered-product.ts';

export const PROFILE = 'p1';
export const ACCOUNT = 'acct-a';
export const IMAGE = imageFileName(PROFILE);

export { product };

export const meta = (savedAt: number): SavedMeta => ({
  marks: {
    products: { mark: `2026-01-02T00:00:${String(savedAt % 60).padStart(2, '0')}`, closed: true },
    stock: NO_MARKS.stock,
  },
  savedAt,
  listedAt: 900,
});

/** An image of `products` as the replica saves one. */
export const imageOf = (products: readonly ReplicaProduct[], savedAt: number) => ({
  bytes: buildCatalogueImage(products),
  meta: meta(savedAt),
});

export const change = (
  products: readonly ReplicaProduct[],
  removed: readonly string[],
  savedAt: number,
): SavedChange => ({ products, removed, meta: meta(savedAt) });

/** What a load gives, as products by id and the newest meta; a product seen twice is counted. */
/** Two generations of a small copy (the second differs in every product's stock) and changes. */
export const FIRST = [product(1, 4), product(2, 9), product(3, 0)];
export const SECOND = [product(1, 5), product(2, 10), product(4, 1)];
export const A = change([product(2, 8), product(5, 2)], [product(3, 0).id], 1100);
export const B = change([product(1, 3)], [], 1200);
export const C = change([], [product(5, 2).id], 1300);

export interface LoadedState {
  readonly products: readonly ReplicaProduct[];
  readonly meta: SavedMeta;
  readonly changes: number;
  /** Ids the image held more than once. */
  readonly doubled: number;
}

export function stateOf(loaded: CatalogueLoad): LoadedState {
  if (loaded.status !== 'image') throw new Error(`expected an image, got ${loaded.status}`);
  const sections = readSections(new Uint8Array(loaded.image));
  if (!sections.ok) throw new Error(`the image does not open: ${sections.error.message}`);
  const byId = new Map<string, ReplicaProduct>();
  let doubled = 0;
  for (let row = 0; row < sections.value.counts.products; row++) {
    const each = productAt(sections.value, row);
    if (byId.has(each.id)) doubled++;
    byId.set(each.id, each);
  }
  for (const saved of loaded.changes) {
    for (const each of saved.products) byId.set(each.id, each);
    for (const id of saved.removed) byId.delete(id);
  }
  return {
    products: [...byId.values()].sort((a, b) => a.id.localeCompare(b.id)),
    meta: loaded.changes.at(-1)?.meta ?? loaded.meta,
    changes: loaded.changes.length,
    doubled,
  };
}

/** Products a state should hold that it does not, and ones it holds twice or with other figures. */
export function tally(state: LoadedState, expected: readonly ReplicaProduct[]) {
  const held = new Map(state.products.map((each) => [each.id, each]));
  const lost = expected.filter((each) => !held.has(each.id)).length;
  const changed = expected.filter(
    (each) => held.has(each.id) && JSON.stringify(held.get(each.id)) !== JSON.stringify(each),
  ).length;
  const extra = state.products.length - (expected.length - lost);
  return { lost, doubled: state.doubled, changed, extra };
}

export const NOTHING_WRONG = { lost: 0, doubled: 0, changed: 0, extra: 0 };

/** Products put and removed, applied to `base` as a load applies them. */
export function applied(
  base: readonly ReplicaProduct[],
  changes: readonly SavedChange[],
): ReplicaProduct[] {
  const byId = new Map(base.map((each) => [each.id, each]));
  for (const saved of changes) {
    for (const each of saved.products) byId.set(each.id, each);
    for (const id of saved.removed) byId.delete(id);
  }
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
}

/** Temporary folders, removed after each test. */
export function temporaryFolders() {
  const made: string[] = [];
  return {
    async make(): Promise<string> {
      const folder = await mkdtemp(join(tmpdir(), 'floorboard-catalogue-store-'));
      made.push(folder);
      return folder;
    },
    async removeAll(): Promise<void> {
      for (const folder of made.splice(0)) await rm(folder, { recursive: true, force: true });
    },
  };
}

export const filesIn = async (folder: string): Promise<string[]> =>
  (await readdir(folder)).filter((name) => name !== 'locks').sort();

/** Processes by id: a killed or quit one stops running, and its locks are then taken over. */
export const running = new Set<number>();
export function lockOwner(pid: number): LockDeps {
  running.add(pid);
  return { pid, isRunning: (owner) => running.has(owner), now: () => 0 };
}

/** One process's view of the folder: its store over its own disk layer and lock owner. */
export function host(
  directory: string,
  pid: number,
  options: { readonly faults?: DiskFaults; readonly cipher?: FakeCipher } = {},
) {
  const faults = options.faults ?? healthyDisk();
  const kill = killPoint();
  const folder: ImageFolder = {
    directory,
    disk: faultyImageDisk(faults, kill, IMAGE),
    lockDeps: lockOwner(pid),
  };
  const cipher = options.cipher ?? createFakeCipher();
  const store = createCatalogueStore({ cipher, folder });
  return { store, faults, cipher, killed: kill.reached, folder };
}
