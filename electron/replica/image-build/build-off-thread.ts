/**
 * Builds a catalogue image in a worker thread: 8 s of CPU at 200,000 products, which must not
 * stop main's event loop. The products are copied into the worker (structured clone); the image
 * comes back transferred, not copied. A worker that throws, exits without an image, or cannot
 * start gives a typed error, never a hang: every way a worker ends emits its 'exit'.
 *
 * The worker's file: run from source (vitest, tsx) it is build-worker.ts, loaded through tsx as
 * the benchmarks load their workers; in the built app main is bundled into out/main/, so the
 * worker is built beside main.js as `image-build-worker.js` (a second input of
 * electron.vite.config.ts's main build; that bundle has built images under plain Node, not yet
 * in Electron).
 */
import { Worker } from 'node:worker_threads';
import type { Result } from '../../../shared/result.ts';
import type { ReplicaProduct } from '../../../shared/replica/types.ts';
import type { BuildInput, StreamMessage } from './build-input.ts';

export interface BuildError {
  /** failed: the build threw or the worker could not start; exited: it ended without an image. */
  readonly kind: 'failed' | 'exited' | 'cancelled';
  readonly message: string;
}

/** What the builder needs of a worker thread (tests start faulty ones). */
export type StartWorker = (input: BuildInput) => Worker;

const FROM_SOURCE = import.meta.url.endsWith('.ts');

export const startBuildWorker: StartWorker = (input) =>
  FROM_SOURCE
    ? new Worker(new URL('./build-worker.ts', import.meta.url), {
        workerData: input,
        execArgv: ['--import', 'tsx'],
      })
    : new Worker(new URL('./image-build-worker.js', import.meta.url), { workerData: input });

/** A build fed page by page: the products are copied to the worker as they come. */
export interface ImageStream {
  add(products: readonly ReplicaProduct[]): void;
  /** Builds from what was added; settles with the image or why not (also if it failed before). */
  finish(): Promise<Result<ArrayBuffer, BuildError>>;
}

/**
 * Starts a streamed build at once, so the worker is up before the products are: a first sync
 * sends each page as it comes, and main never holds the whole catalogue as objects.
 */
export function streamImageOffThread(
  options: { readonly start?: StartWorker; readonly signal?: AbortSignal } = {},
): ImageStream {
  const { worker, answer } = launch({ kind: 'stream' }, options);
  const send = (message: StreamMessage): void => {
    // A worker that already ended has answered: its error is what `finish` gives.
    try {
      worker?.postMessage(message);
    } catch {
      // Reported through `answer`.
    }
  };
  return {
    add: (products) => send({ kind: 'add', products }),
    finish() {
      send({ kind: 'finish' });
      return answer;
    },
  };
}

export function buildImageOffThread(
  input: BuildInput,
  options: { readonly start?: StartWorker; readonly signal?: AbortSignal } = {},
): Promise<Result<ArrayBuffer, BuildError>> {
  return launch(input, options).answer;
}

/**
 * Starts the worker unless already cancelled: the worker (null when none started) and its answer.
 * Started here, outside the listeners' closures, so they do not keep the products reachable.
 */
function launch(
  input: BuildInput,
  options: { readonly start?: StartWorker; readonly signal?: AbortSignal },
): { readonly worker: Worker | null; readonly answer: Promise<Result<ArrayBuffer, BuildError>> } {
  const { start = startBuildWorker, signal } = options;
  const failed = (kind: BuildError['kind'], message: string) => ({
    worker: null,
    answer: Promise.resolve<Result<ArrayBuffer, BuildError>>({
      ok: false,
      error: { kind, message },
    }),
  });
  if (signal?.aborted) return failed('cancelled', 'cancelled before it started');
  let worker: Worker;
  try {
    worker = start(input);
  } catch (error) {
    return failed('failed', `the build worker did not start: ${String(error)}`);
  }
  return { worker, answer: answerOf(worker, signal) };
}

function answerOf(
  worker: Worker,
  signal: AbortSignal | undefined,
): Promise<Result<ArrayBuffer, BuildError>> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: Result<ArrayBuffer, BuildError>): void => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', cancel);
      resolve(result);
    };
    const fail = (kind: BuildError['kind'], message: string): void =>
      settle({ ok: false, error: { kind, message } });
    const cancel = (): void => {
      fail('cancelled', 'the build was cancelled');
      void worker.terminate();
    };
    signal?.addEventListener('abort', cancel);
    worker.on('message', (message: unknown) => {
      if (message instanceof ArrayBuffer) settle({ ok: true, value: message });
      else fail('failed', 'the build worker answered something other than an image');
    });
    worker.on('messageerror', (error: Error) =>
      fail('failed', `unreadable answer: ${error.message}`),
    );
    worker.on('error', (error: unknown) =>
      fail('failed', `the build failed: ${error instanceof Error ? error.message : String(error)}`),
    );
    worker.on('exit', (code) =>
      fail('exited', `the build worker exited (code ${String(code)}) without an image`),
    );
  });
}
