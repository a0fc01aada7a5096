/**
 * The copy a page receives (`replica.image`) against the sandbox through the real broker: none
 * until the first sync completes; then the catalogue image, which answers as main does; a change
 * at the service moves `contents.version` on within the same copy, and a page holding the version
 * before is sent only what changed, in the column form that decodes back to what main holds;
 * signing out ends the copy, and signing in again starts another one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openCatalogueImage } from '../../shared/catalogue-image/open.ts';
import { withChanges } from '../../shared/catalogue-image/overlay.ts';
import type { ReplicaImage } from '../../shared/replica/query.ts';
import { fromColumns } from '../../shared/replica/replica-columns.ts';
import type { ReplicaStatus } from '../../shared/replica/types.ts';
import { createFakeCipher } from '../auth/testing/fake-cipher.ts';
import { createFakeScheduler } from '../time/testing/fake-scheduler.ts';
import { createMemoryCatalogueStore } from './image-store/memory-catalogue-store.ts';
import { createReplica, type Replica } from './replica.ts';
import { startReplicaHarness, type ReplicaHarness } from './testing/replica-harness.ts';

/** The image a page would search: the bytes opened, with what main changed over them laid on. */
function searched(sent: ReplicaImage | null) {
  if (sent?.whole !== true) throw new Error('no whole image was sent');
  const opened = openCatalogueImage(new Uint8Array(sent.image));
  if (!opened.ok) throw new Error(opened.error.message);
  return withChanges(opened.value, fromColumns(sent.changed) ?? [], sent.removed);
}

let h: ReplicaHarness | undefined;
let replica: Replica | undefined;
afterEach(async () => {
  await replica?.dispose();
  replica = undefined;
  await h?.close();
  h = undefined;
});

function startReplica(harness: ReplicaHarness): Replica {
  return createReplica({
    execute: harness.broker.run,
    onCredits: (listener) => harness.broker.onCredits(listener),
    store: createMemoryCatalogueStore({ cipher: createFakeCipher() }),
    scheduler: createFakeScheduler(),
  });
}

const settled = (of: Replica): Promise<ReplicaStatus> =>
  new Promise((resolve) => {
    const stop = of.onStatus((status) => {
      if (status.phase === 'ready' && !status.refreshing) {
        stop();
        resolve(status);
      }
    });
  });

describe('the copy a page receives', () => {
  it('is none until the first sync completes, then every product as main holds it', async () => {
    h = await startReplicaHarness(120);
    replica = startReplica(h);
    const ready = settled(replica);
    replica.start({ profileId: 'sandbox', account: 'a' });
    expect(replica.status().phase).toBe('first-sync');
    expect(replica.status().contents).toBeNull();
    expect(replica.image(null)).toBeNull();

    const status = await ready;
    const sent = replica.image(null);
    expect(sent?.contents).toEqual(status.contents);
    const image = searched(sent);
    expect(image.size).toBe(h.account.products.length);
    for (const product of h.account.products.slice(0, 20)) {
      expect(image.lookup(product.sku, true).product).toEqual(replica.lookup(product.sku).product);
    }
    const everything = { text: '', offset: 0, limit: 500 };
    expect(image.query(everything, true)).toEqual(replica.query(everything));
  });

  it('moves its version on when the service changes a product, within the same copy', async () => {
    h = await startReplicaHarness(60);
    const harness = h;
    replica = startReplica(harness);
    const ready = settled(replica);
    replica.start({ profileId: 'sandbox', account: 'a' });
    const before = (await ready).contents;
    const product = harness.account.products[5];
    const row = product ? harness.rowsOf(product)[0] : undefined;
    if (!before || !product || !row) throw new Error('no product');

    harness.clock.advance(60_000);
    const added = await harness.broker.execute({
      operationName: 'AddInventory',
      variables: {
        data: { sku: product.sku, warehouse_id: row.warehouse_id, quantity: 7, reason: 'count' },
      },
    });
    expect(added.ok).toBe(true);
    const refreshed = settled(replica);
    replica.afterMutation();
    const after = (await refreshed).contents;

    expect(after?.copy).toBe(before.copy);
    expect(after?.version).toBeGreaterThan(before.version);
    const whole = searched(replica.image(null));
    expect(whole.size).toBe(harness.account.products.length);
    const stock = whole.lookup(product.sku, true).product?.stock;
    expect(stock?.find((s) => s.warehouseId === row.warehouse_id)?.onHand).toBe(row.on_hand);

    // A page holding the earlier version is sent only the changed product.
    const changes = replica.image(before);
    expect(changes).toMatchObject({ contents: after, whole: false, removed: [] });
    expect(fromColumns(changes?.changed)?.map((p) => p.sku)).toEqual([product.sku]);
    // One holding the current version, nothing; one holding another copy, the whole image.
    expect(fromColumns(replica.image(after ?? null)?.changed)).toEqual([]);
    expect(replica.image({ copy: 'another', version: before.version })?.whole).toBe(true);
  });

  it('ends with the sign-out, and another sign-in starts another copy', async () => {
    h = await startReplicaHarness(30);
    replica = startReplica(h);
    const first = settled(replica);
    replica.start({ profileId: 'sandbox', account: 'a' });
    const before = (await first).contents;

    await replica.stop({ wipe: true });
    expect(replica.status().contents).toBeNull();
    expect(replica.image(null)).toBeNull();

    const second = settled(replica);
    replica.start({ profileId: 'sandbox', account: 'a' });
    const after = (await second).contents;
    expect(after).not.toBeNull();
    expect(after?.copy).not.toBe(before?.copy);
  });
});
