/**
 * The page's catalogue image, opened on the page's own thread (docs/replica.md, "The page's
 * image"): the image is array buffers viewed in place, so opening it decodes nothing and adds next
 * to nothing to the JS heap, and a keystroke's search runs in the keystroke's own render, so its
 * rows are painted in the frame that follows it.
 *
 * When the replica status's `contents` moves on, the page asks main for the copy as an image
 * (`replica.image`): the whole image with what main changed over it, or what changed after the
 * version held, laid over it here. One fetch at a time; an answer for another copy, or older than
 * what is held, is dropped; the lists keep searching the image held until the newer one is in.
 * Until the first image is in, or if none can be had (kiosk mode, a host that cannot carry the
 * bytes, an image that does not open), the lists ask main window by window: the image makes
 * search faster, never different.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import { REBUILD_OVERLAY_AT } from '../../shared/catalogue-image/overlay-limit.ts';
import type { ReplicaContents } from '../../shared/replica/types.ts';
import { laterOrSame, type PageImage } from './held-image.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { COPY_INDEXED, COPY_RECEIVED } from './copy-timing.ts';

interface PageImageState {
  readonly held: PageImage | null;
  /** The contents last asked for (fetched, or that could not be had: not asked for again). */
  readonly asked: ReplicaContents | null;
}

const usePageImageState = create<PageImageState>(() => ({ held: null, asked: null }));

/** Moves on when the page forgets its image: an answer asked for before is dropped. */
let epoch = 0;
/** The fetches, one at a time. */
let fetching: Promise<void> = Promise.resolve();

const whenIdle = (run: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run);
  else setTimeout(run, 0);
};

const samePlace = (a: ReplicaContents | null, b: ReplicaContents | null): boolean =>
  a !== null && b !== null && a.copy === b.copy && a.version === b.version;

async function fetchOnce(bridge: FloorboardBridge, wanted: ReplicaContents, asked: number) {
  const state = usePageImageState.getState();
  // Forgotten, or a newer version asked for meanwhile: that fetch follows this one.
  if (asked !== epoch || !samePlace(state.asked, wanted)) return;
  const held = state.held;
  if (held !== null && laterOrSame(held.contents, wanted)) return;
  // Past the overlay's limit, every search on the page's thread pays for what is laid over its
  // image: the whole image again is cheaper. Main counts its own overlay the same way and starts
  // rebuilding at that count; if its rebuild has not landed yet, the next version asks again.
  const whole = held === null || held.overlay >= REBUILD_OVERLAY_AT;
  const after = !whole && held.contents.copy === wanted.copy ? held.contents : null;
  const start = performance.now();
  const answer = await bridge.replicaImage(after);
  const received = performance.now();
  if (asked !== epoch || !answer.ok || answer.value === null) return;
  const { contents } = answer.value;
  // Another copy than the one asked for (main's changed meanwhile): its own status asks again.
  if (contents.copy !== wanted.copy) return;
  // The image's code loads with the first image, not with the page's first paint.
  const { loadAnswer } = await import('./load-answer.ts');
  const next = loadAnswer(answer.value, after, held);
  if (asked !== epoch || next === 'unchanged') return;
  usePageImageState.setState({ held: next });
  // At 200,000 products the first text of three characters would spend about 20 ms making what
  // this makes: better in a moment when nobody is typing.
  if (next !== null) whenIdle(() => next.image.prepareSearch());
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
 * Forgets the page's image: when main's copy is gone (sign-out, another profile), and in tests.
 * Answers asked for before are dropped.
 */
export function forgetPageImage(): void {
  epoch++;
  // A fetch still out belongs to what is forgotten: the next one need not wait for it.
  fetching = Promise.resolve();
  usePageImageState.setState({ held: null, asked: null });
}
