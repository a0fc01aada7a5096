/**
 * The worker thread that builds a catalogue image (build-off-thread.ts starts it): builds from
 * `workerData`, or for a streamed build from the products it is sent page by page until told to
 * finish, and posts the image's buffer back, transferred, not copied. A build that throws ends the
 * worker with that error, which the parent reports.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ReplicaProduct } from '../../../shared/replica/types.ts';
import { buildFromInput, type BuildInput, type StreamMessage } from './build-input.ts';

const post = (image: ArrayBuffer): void => parentPort?.postMessage(image, [image]);
const input = workerData as BuildInput;

if (input.kind === 'stream') {
  const products: ReplicaProduct[] = [];
  // Sent by build-off-thread.ts alone, in this process: trusted as typed.
  parentPort?.on('message', (message: StreamMessage) => {
    if (message.kind === 'add') {
      for (const product of message.products) products.push(product);
      return;
    }
    post(buildFromInput({ kind: 'products', products }));
    parentPort?.close();
  });
} else {
  post(buildFromInput(input));
}
