/**
 * The worker's two ends in one process: a `MessageChannel` with the worker's handler
 * (serve-image.ts) on one port and whatever the test puts on the other. Every channel is closed by
 * `closeChannels` (after each test), so no port keeps the test process alive.
 */
import type { ReplicaProduct } from '../../../../shared/replica/types.ts';
import { buildCatalogueImage } from '../../../../shared/catalogue-image/build.ts';
import type { MessageEnd } from '../messages.ts';
import { serveCatalogueImage } from '../serve-image.ts';

const open: (() => void)[] = [];

export function closeChannels(): void {
  for (const close of open.splice(0)) close();
}

/** A fresh channel: `page` is the page's end, `worker` the worker's. */
export function channel(): { page: MessagePort; worker: MessagePort } {
  const { port1, port2 } = new MessageChannel();
  open.push(() => {
    port1.close();
    port2.close();
  });
  return { page: port1, worker: port2 };
}

/** A channel with the worker's handler serving on its far end. */
export function servedChannel(): MessagePort {
  const { page, worker } = channel();
  const stop = serveCatalogueImage(worker);
  open.push(stop);
  return page;
}

/** The page's end, recording every message the page posts (to count what reached the worker). */
export function recording(end: MessageEnd): { end: MessageEnd; posted: unknown[] } {
  const posted: unknown[] = [];
  return {
    posted,
    end: {
      postMessage: (message, transfer) => {
        posted.push(message);
        end.postMessage(message, transfer);
      },
      addEventListener: (type, listener) => end.addEventListener(type, listener),
      removeEventListener: (type, listener) => end.removeEventListener(type, listener),
      start: () => end.start?.(),
    },
  };
}

/** The next message that arrives at `port`. */
export function nextMessage(port: MessagePort): Promise<unknown> {
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent): void => {
      port.removeEventListener('message', onMessage);
      resolve(event.data);
    };
    port.addEventListener('message', onMessage);
    port.start();
  });
}

/** A built image of `products` in a buffer of its own, as main would transfer it. */
export function imageBuffer(products: readonly ReplicaProduct[]): ArrayBuffer {
  return new Uint8Array(buildCatalogueImage(products)).buffer;
}
