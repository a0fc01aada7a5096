/**
 * The replica at rest: encrypted with the refresh tokens' scheme, memory-only without a keyring
 * (and the UI is told why), and every unusable file — damaged, undecryptable, another account's,
 * a newer format's — deleted and reported, never thrown. Sign-out and profile removal wipe it.
 */
import { describe, expect, it } from 'vitest';
import type { ReplicaProduct } from '../../shared/replica/types.ts';
import { seal, unseal } from '../store/sealed-text.ts';
import { createFakeCipher } from '../auth/testing/fake-cipher.ts';
import { NO_MARKS, type Marks } from './catalogue.ts';
import {
  REPLICA_FORMAT,
  REPLICA_FORMAT_VERSION,
  createReplicaStore,
  type SavedReplica,
} from './persist.ts';
import { createMemoryFiles, replicaFileName } from './replica-files.ts';
import { toColumns } from '../../shared/replica/replica-columns.ts';
import { toTuples } from './replica-tuples.ts';

const LAMP: ReplicaProduct = {
  id: 'UHJvZHVjdDox',
  sku: 'LAMP-SECRET-SKU',
  name: 'Lantern of unmistakable name',
  barcode: '4006381333931',
  price: '12.00',
  value: '6.00',
  currency: 'EUR',
  createdAt: '2026-01-01T00:00:00',
  updatedAt: '2026-01-02T00:00:00',
  stock: [
    {
      warehouseId: 'W1',
      warehouseLabel: 'North',
      onHand: 4,
      allocated: 1,
      available: 3,
      backorder: 0,
      reorderLevel: 5,
      reorderAmount: 10,
      updatedAt: '2026-01-02T00:00:00',
    },
  ],
};
const SAVED: SavedReplica = { products: [LAMP], marks: NO_MARKS, savedAt: 1000, listedAt: 900 };
const MARKED: Marks = {
  products: { mark: '2026-01-02T00:00:00', closed: true },
  stock: { mark: '2026-01-03T00:00:00', closed: false },
};
/**
 * A file written before currencies were kept, as it loads: the products without a currency, and
 * no products mark, so the next refresh lists every product again and fills them in. The stock
 * mark stays: warehouse rows carry no currency.
 */
const BEFORE_CURRENCY: SavedReplica = {
  ...SAVED,
  products: [{ ...LAMP, currency: null }],
  marks: { products: { mark: null, closed: false }, stock: MARKED.stock },
};
const FILE = replicaFileName('p1');

function setup(cipherSettings: Parameters<typeof createFakeCipher>[0] = {}) {
  const cipher = createFakeCipher(cipherSettings);
  const files = createMemoryFiles();
  return { cipher, files, store: createReplicaStore({ cipher, files }) };
}

describe('replica persistence', () => {
  it('writes the catalogue encrypted and reads it back', async () => {
    const { files, store } = setup();
    expect(await store.save('p1', 'acct-a', SAVED)).toBe('saved');
    const text = (await files.read(FILE)) ?? '';
    expect(text).not.toContain('LAMP-SECRET-SKU');
    expect(text).not.toContain('Lantern');
    expect(JSON.parse(text)).toMatchObject({
      scheme: 'safeStorage-async',
      backend: 'gnome_libsecret',
    });
    expect(await store.load('p1', 'acct-a')).toEqual({ status: 'loaded', replica: SAVED });
    expect(await store.storage('p1')).toEqual({ persistence: 'stored' });
  });

  it('keeps it in memory only without a keyring, and says why', async () => {
    const { files, store } = setup({ backend: 'basic_text' });
    expect(await store.save('p1', 'acct-a', SAVED)).toBe('not-written');
    expect(files.names()).toEqual([]);
    const storage = await store.storage('p1');
    expect(storage.persistence).toBe('memory-only');
    expect(storage.persistence === 'memory-only' && storage.message).toMatch(
      /keyring.*memory only/i,
    );
  });

  it('discards a corrupt file instead of crashing', async () => {
    const { files, store } = setup();
    await files.write(FILE, '{"v":1,"scheme":"safeStorage-async","backend":"gnome_libs');
    expect(await store.load('p1', 'acct-a')).toEqual({ status: 'discarded', reason: 'unreadable' });
    expect(files.names()).toEqual([]);
  });

  it('discards a file that no longer decrypts (the keyring key changed)', async () => {
    const { cipher, files, store } = setup();
    await store.save('p1', 'acct-a', SAVED);
    cipher.settings.keyVersion = 2;
    expect(await store.load('p1', 'acct-a')).toEqual({
      status: 'discarded',
      reason: 'undecryptable',
    });
    expect(files.names()).toEqual([]);
  });

  it('discards a sealed file whose content is damaged', async () => {
    const { cipher, files, store } = setup();
    await files.write(
      FILE,
      JSON.stringify(
        await seal(
          cipher,
          '{"format":"floorboard-replica","version":1,"products":7}',
          'gnome_libsecret',
        ),
      ),
    );
    expect(await store.load('p1', 'acct-a')).toEqual({ status: 'discarded', reason: 'damaged' });
  });

  it('keeps each product’s currency through a save and a load', async () => {
    const { store } = setup();
    const marked: SavedReplica = { ...SAVED, marks: MARKED };
    await store.save('p1', 'acct-a', marked);
    const loaded = await store.load('p1', 'acct-a');
    expect(loaded).toEqual({ status: 'loaded', replica: marked });
    expect(loaded.status === 'loaded' && loaded.replica.products[0]?.currency).toBe('EUR');
  });

  it('reads a file of the first format (products as objects): no currency, every product listed again', async () => {
    const { cipher, files, store } = setup();
    // Format 1 knew no currency: the product object without that key.
    const lampV1 = Object.fromEntries(Object.entries(LAMP).filter(([key]) => key !== 'currency'));
    expect(lampV1).not.toHaveProperty('currency');
    const first = JSON.stringify({
      format: REPLICA_FORMAT,
      version: 1,
      account: 'acct-a',
      ...SAVED,
      marks: MARKED,
      products: [lampV1],
    });
    await files.write(FILE, JSON.stringify(await seal(cipher, first, 'gnome_libsecret')));
    expect(await store.load('p1', 'acct-a')).toEqual({
      status: 'loaded',
      replica: BEFORE_CURRENCY,
    });
  });

  it('reads a file of the second format (field arrays without currency) the same way', async () => {
    const { cipher, files, store } = setup();
    // Format 2 wrote the product's fields without the currency, which format 3 put after value.
    const lampV2 = toTuples([LAMP]).map((tuple) => [...tuple.slice(0, 6), ...tuple.slice(7)]);
    expect(lampV2[0]).toHaveLength(9);
    const second = JSON.stringify({
      format: REPLICA_FORMAT,
      version: 2,
      account: 'acct-a',
      ...SAVED,
      marks: MARKED,
      products: lampV2,
    });
    await files.write(FILE, JSON.stringify(await seal(cipher, second, 'gnome_libsecret')));
    expect(await store.load('p1', 'acct-a')).toEqual({
      status: 'loaded',
      replica: BEFORE_CURRENCY,
    });
  });

  it('discards a file whose products have the other format’s number of fields', async () => {
    const { cipher, files, store } = setup();
    // Format-3 field arrays under a format-2 header: not something any version wrote.
    const mixed = JSON.stringify({
      format: REPLICA_FORMAT,
      version: 2,
      account: 'acct-a',
      ...SAVED,
      products: toTuples(SAVED.products),
    });
    await files.write(FILE, JSON.stringify(await seal(cipher, mixed, 'gnome_libsecret')));
    expect(await store.load('p1', 'acct-a')).toEqual({ status: 'discarded', reason: 'damaged' });
    expect(files.names()).toEqual([]);
  });

  it('reads a file of the third format (field arrays with currency), its marks kept', async () => {
    const { cipher, files, store } = setup();
    const third = JSON.stringify({
      format: REPLICA_FORMAT,
      version: 3,
      account: 'acct-a',
      ...SAVED,
      marks: MARKED,
      products: toTuples(SAVED.products),
    });
    await files.write(FILE, JSON.stringify(await seal(cipher, third, 'gnome_libsecret')));
    expect(await store.load('p1', 'acct-a')).toEqual({
      status: 'loaded',
      replica: { ...SAVED, marks: MARKED },
    });
  });

  it('writes the products as columns, each warehouse once', async () => {
    const { cipher, files, store } = setup();
    const other: ReplicaProduct = { ...LAMP, id: 'UHJvZHVjdDoy', sku: 'LAMP-2', barcode: null };
    await store.save('p1', 'acct-a', { ...SAVED, products: [LAMP, other] });
    const sealed = JSON.parse((await files.read(FILE)) ?? '') as unknown;
    const opened = await unseal(cipher, sealed, 'gnome_libsecret');
    const plain = JSON.parse(opened.ok ? opened.value.text : '{}') as Record<string, unknown>;
    expect(plain['version']).toBe(REPLICA_FORMAT_VERSION);
    expect(plain['products']).toMatchObject({
      sku: ['LAMP-SECRET-SKU', 'LAMP-2'],
      barcode: ['4006381333931', null],
      currency: ['EUR', 'EUR'],
      stockRows: [1, 1],
      warehouses: [['W1', 'North']],
      stock: { warehouse: [0, 0], onHand: [4, 4] },
    });
    expect(await store.load('p1', 'acct-a')).toEqual({
      status: 'loaded',
      replica: { ...SAVED, products: [LAMP, other] },
    });
  });

  const damagedBy = (change: (columns: Record<string, unknown>) => void) => {
    const columns = JSON.parse(JSON.stringify(toColumns(SAVED.products))) as Record<
      string,
      unknown
    >;
    change(columns);
    return JSON.stringify({
      format: REPLICA_FORMAT,
      version: REPLICA_FORMAT_VERSION,
      account: 'acct-a',
      ...SAVED,
      products: columns,
    });
  };

  it.each([
    // The warehouse row's on-hand count as text: written by nothing of ours.
    [
      'a count as text',
      (c: Record<string, unknown>) => Object.assign(c['stock'] as object, { onHand: ['4'] }),
    ],
    ['a column shorter than the others', (c: Record<string, unknown>) => (c['name'] = [])],
    [
      'a warehouse that is not listed',
      (c: Record<string, unknown>) => Object.assign(c['stock'] as object, { warehouse: [1] }),
    ],
    [
      'more warehouse rows than the products have',
      (c: Record<string, unknown>) => (c['stockRows'] = [2]),
    ],
    ['no products at all', (c: Record<string, unknown>) => delete c['id']],
  ])('discards a file with %s', async (_, change) => {
    const { cipher, files, store } = setup();
    await files.write(
      FILE,
      JSON.stringify(await seal(cipher, damagedBy(change), 'gnome_libsecret')),
    );
    expect(await store.load('p1', 'acct-a')).toEqual({ status: 'discarded', reason: 'damaged' });
    expect(files.names()).toEqual([]);
  });

  it('discards a file of the third format whose products do not have their fields’ types', async () => {
    const { cipher, files, store } = setup();
    const written = JSON.stringify({
      format: REPLICA_FORMAT,
      version: 3,
      account: 'acct-a',
      ...SAVED,
      products: toTuples(SAVED.products),
    });
    const damaged = written.replace('"W1","North",4,', '"W1","North","4",');
    expect(damaged).not.toBe(written);
    await files.write(FILE, JSON.stringify(await seal(cipher, damaged, 'gnome_libsecret')));
    expect(await store.load('p1', 'acct-a')).toEqual({ status: 'discarded', reason: 'damaged' });
    expect(files.names()).toEqual([]);
  });

  it('discards another account’s file', async () => {
    const { files, store } = setup();
    await store.save('p1', 'acct-a', SAVED);
    expect(await store.load('p1', 'acct-b')).toEqual({
      status: 'discarded',
      reason: 'other-account',
    });
    expect(files.names()).toEqual([]);
  });

  it('discards a file from a newer version of Floorboard', async () => {
    const { cipher, files, store } = setup();
    const newer = JSON.stringify({
      format: REPLICA_FORMAT,
      version: REPLICA_FORMAT_VERSION + 1,
      account: 'acct-a',
      anything: [],
    });
    await files.write(FILE, JSON.stringify(await seal(cipher, newer, 'gnome_libsecret')));
    expect(await store.load('p1', 'acct-a')).toEqual({
      status: 'discarded',
      reason: 'newer-version',
    });
    expect(files.names()).toEqual([]);
  });
});
