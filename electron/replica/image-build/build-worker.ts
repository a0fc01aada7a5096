/**
 * The worker thread that builds a catalogue image (build-off-thread.ts starts it): builds from
 * `workerData` and posts the image's buffer back, transferred, not copied. A build that throws
 * ends the worker with that error, which the parent reports.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { buildFromInput, type BuildInput } from './build-input.ts';

const image = buildFromInput(workerData as BuildInput);
parentPort?.postMessage(image, [image]);
