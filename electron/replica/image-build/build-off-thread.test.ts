/**
 * The image built in a worker thread is the image built in process, byte for byte, and comes
 * back as its own buffer; a worker that throws, exits, cannot start or is cancelled gives a typed
 * error and the promise settles. A build streamed page by page gives the same image.
 */
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { buildCatalogueImage } from '../../../shared/catalogue-image/build.ts';
import { awkwardCatalogue } from '../../../shared/catalogue-image/testing/awkward-catalogue.ts';
import { withChanges } from '../../../shared/catalogue-image/overlay.ts';
import { opened } from '../../../shared/catalogue-image/testing/conformance.ts';
import { buildFromInput, type BuildInput } from './build-input.ts';
import { buildImageOffThread, streamImageOffThread, type StartWorker } from './build-off-thread.ts';
import { productsInOrder } from '../image-catalogue/image-rows.ts';

const products = awkwardCatalogue({ products: 1_200, seed: 7 });
const evalWorker =
  (source: string): StartWorker =>
  (input) =>
    new Worker(source, { eval: true, workerData: input });

describe('building an image off the main thread', { timeout: 120_000 }, () => {
  it('gives the bytes an in-process build gives, transferred as one whole buffer', async () => {
    const built = await buildImageOffThread({ kind: 'products', products });
    if (!built.ok) throw new Error(built.error.message);
    const local = buildCatalogueImage(products);
    expect(built.value.byteLength).toBe(local.byteLength);
    expect(new Uint8Array(built.value)).toStrictEqual(local);
  });

  it('rebuilds an image with changes laid over it as the changed catalogue would build', async () => {
    const image = buildFromInput({ kind: 'products', products });
    const moved = products[4];
    if (!moved) throw new Error('no product 4');
    const changes = [
      { changed: [{ ...moved, name: 'Renamed lamp' }], removed: [products[9]?.id ?? ''] },
      { changed: [{ ...moved, id: 'new-1', sku: 'NEW-1' }], removed: [] },
    ];
    const input: BuildInput = { kind: 'rebuild', image, changes };
    const built = await buildImageOffThread(input);
    if (!built.ok) throw new Error(built.error.message);
    const expected = changes.reduce(
      (over, { changed, removed }) => withChanges(over, changed, removed),
      opened(products),
    );
    expect(new Uint8Array(built.value)).toStrictEqual(
      buildCatalogueImage(productsInOrder(expected)),
    );
    expect(built.value).toStrictEqual(buildFromInput(input));
    // The image sent was copied, not taken: the caller still reads it.
    expect(image.byteLength).toBeGreaterThan(0);
  });

  it('reports a worker that throws', async () => {
    const built = await buildImageOffThread(
      { kind: 'products', products: [] },
      { start: evalWorker("throw new Error('out of disk')") },
    );
    expect(built).toStrictEqual({
      ok: false,
      error: { kind: 'failed', message: 'the build failed: out of disk' },
    });
  });

  it('reports a worker that exits without an image', async () => {
    const built = await buildImageOffThread(
      { kind: 'products', products: [] },
      { start: evalWorker('process.exit(3)') },
    );
    expect(built).toStrictEqual({
      ok: false,
      error: { kind: 'exited', message: 'the build worker exited (code 3) without an image' },
    });
  });

  it('reports a worker that answers something else', async () => {
    const built = await buildImageOffThread(
      { kind: 'products', products: [] },
      {
        start: evalWorker("require('node:worker_threads').parentPort.postMessage('done')"),
      },
    );
    expect(built.ok ? 'image' : built.error.kind).toBe('failed');
  });

  it('reports a worker that cannot start', async () => {
    const built = await buildImageOffThread(
      { kind: 'products', products: [] },
      {
        start: () => {
          throw new Error('no threads left');
        },
      },
    );
    expect(built.ok ? 'image' : built.error.kind).toBe('failed');
  });

  it('stops a build when cancelled, and does not start one cancelled already', async () => {
    const controller = new AbortController();
    const pending = buildImageOffThread(
      { kind: 'products', products: [] },
      { start: evalWorker('setInterval(() => {}, 1000)'), signal: controller.signal },
    );
    controller.abort();
    expect(await pending).toStrictEqual({
      ok: false,
      error: { kind: 'cancelled', message: 'the build was cancelled' },
    });
    const never = await buildImageOffThread(
      { kind: 'products', products },
      { signal: controller.signal },
    );
    expect(never.ok ? 'image' : never.error.kind).toBe('cancelled');
  });

  it('builds a streamed catalogue, sent page by page, as the whole of it in process', async () => {
    const stream = streamImageOffThread();
    for (let at = 0; at < products.length; at += 250) stream.add(products.slice(at, at + 250));
    const built = await stream.finish();
    if (!built.ok) throw new Error(built.error.message);
    expect(new Uint8Array(built.value)).toStrictEqual(buildCatalogueImage(products));
  });

  it('reports a streamed build whose worker died before it finished, and a cancelled one', async () => {
    const died = streamImageOffThread({ start: evalWorker('process.exit(4)') });
    died.add(products.slice(0, 10));
    const answer = await died.finish();
    expect(answer.ok ? 'image' : answer.error.kind).toBe('exited');

    const controller = new AbortController();
    const stream = streamImageOffThread({ signal: controller.signal });
    stream.add(products.slice(0, 10));
    controller.abort();
    const cancelled = await stream.finish();
    expect(cancelled.ok ? 'image' : cancelled.error.kind).toBe('cancelled');
  });
});
