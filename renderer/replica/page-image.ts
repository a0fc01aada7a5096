/**
 * The page's catalogue image, held in a Web Worker that answers the page's searches from it
 * (docs/replica.md, "The page's search worker"): the page's main thread neither decodes nor
 * indexes the catalogue, nor runs a keystroke's search, and holds no product as an object.
 *
 * When the replica status's `contents` moves on, the page asks main for the copy as an image
 * (`replica.image`): the whole image (transferred to the worker, not copied) with what main changed
 * over it, or what changed after the version held, laid over it in the worker. One fetch at a
 * time; an answer for another copy, or older than what is held, is dropped; the lists keep
 * searching the image held until the newer one is in. Until the first image is in, or if none
 * can be had (kiosk mode, a host that cannot carry the bytes, an image that does not open), the
 * lists ask main window by window: the worker makes search faster, never different.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import type { ReplicaImage } from '../../shared/replica/query.ts';
import type { ReplicaContents } from '../../shared/replica/types.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { COPY_INDEXED, COPY_RECEIVED } from './copy-timing.ts';
import {
  createImageSearchClient,
  type ImageSearchClient,
} from './image-worker/image-search-client.ts';
import type { MessageEnd } from './image-worker/messages.ts';

/** The image the page's worker holds, and the client that asks it. */
export interface PageImage {
  readonly contents: ReplicaContents;
  readonly client: ImageSearchClient;
}

/** A started worker: its end of the channel, and how to stop it. */
export interface ImageWorker {
  readonly end: MessageEnd;
  readonly stop: () => void;
}

/** Starts the search worker; tests put a MessageChannel with serve-image.ts on the far end. */
export type StartImageWorker = () => ImageWorker;

const startWebWorker: StartImageWorker = () => {
  const worker = new Worker(new URL('./image-worker/image-worker.ts', import.meta.url), {
    type: 'module',
  });
  return { end: worker, stop: () => worker.terminate() };
};

let startWorker: StartImageWorker = startWebWorker;

/** Tests only (happy-dom has no Worker): how the worker is started; null for the real one. */
export function setImageWorkerStarter(start: StartImageWorker | null): void {
  startWorker = start ?? startWebWorker;
}

interface PageImageState {
  readonly held: PageImage | null;
  /** The contents last asked for (fetched, or that could not be had: not asked for again). */
  readonly asked: ReplicaContents | null;
}

const usePageImageState = create<PageImageState>(() => ({ held: null, asked: null }));

/** Started on the first image, ended when the page forgets it. */
let running: { readonly worker: ImageWorker; readonly client: ImageSearchClient } | null = null;
/** Moves on when the page forgets its image: an answer asked for before is dropped. */
let epoch = 0;
/** The fetches, one at a time. */
let fetching: Promise<void> = Promise.resolve();

const samePlace = (a: ReplicaContents | null, b: ReplicaContents | null): boolean =>
  a !== null && b !== null && a.copy === b.copy && a.version === b.version;

const laterOrSame = (a: ReplicaContents, b: ReplicaContents): boolean =>
  a.copy === b.copy && a.version >= b.version;

function theClient(): ImageSearchClient {
  if (running === null) {
    const worker = startWorker();
    running = { worker, client: createImageSearchClient(worker.end) };
  }
  return running.client;
}

/** Lays main's answer into the worker; the image held afterwards, or null when it holds none. */
async function loadAnswer(
  answer: ReplicaImage,
  after: ReplicaContents | null,
  held: PageImage | null,
): Promise<PageImage | null | 'unchanged'> {
  const { contents, changed, removed } = answer;
  if (answer.whole) {
    // Until the host carries the bytes, what arrives may be no buffer: search in main then.
    if (!(answer.image instanceof ArrayBuffer)) {
      console.warn('The catalogue image did not reach this page; searching in main.');
      return 'unchanged';
    }
    const client = theClient();
    const loaded = await client.load(answer.image, contents, { changed, removed });
    if (loaded.ok) return { contents: loaded.value.from, client };
    if (loaded.error.kind === 'disposed') return 'unchanged';
    // The worker now holds no image: an older one never answers for a newer copy.
    console.warn(
      `The catalogue image could not be loaded (${loaded.error.message}); searching in main.`,
    );
    return null;
  }
  // What changed after `after` applies to any later version of the same copy, not to another.
  if (held === null || after === null || !laterOrSame(held.contents, after)) return 'unchanged';
  const applied = await held.client.applyChanges(after, contents, changed, removed);
  if (applied.ok) return { contents: applied.value.from, client: held.client };
  // The worker keeps the image it held; the next version asks for what changed after it.
  if (applied.error.kind !== 'disposed') {
    console.warn(`The catalogue changes could not be applied (${applied.error.message}).`);
  }
  return 'unchanged';
}

async function fetchOnce(bridge: FloorboardBridge, wanted: ReplicaContents, asked: number) {
  const state = usePageImageState.getState();
  // Forgotten, or a newer version asked for meanwhile: that fetch follows this one.
  if (asked !== epoch || !samePlace(state.asked, wanted)) return;
  const held = state.held;
  if (held !== null && laterOrSame(held.contents, wanted)) return;
  const after = held?.contents.copy === wanted.copy ? held.contents : null;
  const start = performance.now();
  const answer = await bridge.replicaImage(after);
  const received = performance.now();
  if (asked !== epoch || !answer.ok || answer.value === null) return;
  const { contents } = answer.value;
  // Another copy than the one asked for (main's changed meanwhile): its own status asks again.
  if (contents.copy !== wanted.copy) return;
  const next = await loadAnswer(answer.value, after, held);
  if (asked !== epoch || next === 'unchanged') return;
  usePageImageState.setState({ held: next });
  // What an image costs the page, in the Performance panel (and the search benchmark).
  performance.measure(COPY_RECEIVED, { start, end: received });
  performance.measure(COPY_INDEXED, { start: received, end: performance.now() });
}

function fetchImage(bridge: FloorboardBridge, wanted: ReplicaContents): void {
  // Every list on screen asks in the same commit: the first one fetches.
  if (samePlace(usePageImageState.getState().asked, wanted)) return;
  usePageImageState.setState({ asked: wanted });
  const asked = epoch;
  fetching = fetching
    .then(() => fetchOnce(bridge, wanted, asked))
    // A fetch that throws (a bug) must not stop the ones after it; the lists ask main meanwhile.
    .catch((error: unknown) => {
      console.warn('The catalogue image could not be fetched; searching in main.', error);
    });
}

/**
 * The page's image while it belongs to the copy main holds (`contents`, the replica status's: the
 * same account's, from this run of main), even a version behind while the newer one is on its
 * way; null otherwise (the lists then ask main).
 */
export function usePageImage(contents: ReplicaContents | null): PageImage | null {
  const bridge = useBridge();
  const { held, asked } = usePageImageState();
  const current = held !== null && samePlace(held.contents, contents);
  useEffect(() => {
    if (contents === null || current || samePlace(asked, contents)) return;
    fetchImage(bridge, contents);
  }, [bridge, contents, current, asked]);
  return held !== null && contents !== null && held.contents.copy === contents.copy ? held : null;
}

/**
 * Forgets the page's image and ends its worker: when main's copy is gone (sign-out, another
 * profile), and in tests. Answers asked for before are dropped.
 */
export function forgetPageImage(): void {
  epoch++;
  // A fetch still out belongs to what is forgotten: the next one need not wait for it.
  fetching = Promise.resolve();
  if (running !== null) {
    running.client.dispose();
    running.worker.stop();
    running = null;
  }
  usePageImageState.setState({ held: null, asked: null });
}
