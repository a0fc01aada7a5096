/**
 * The page's own copy of the catalogue, searched here as you type: a keystroke's rows are ready in
 * the same task as the keystroke, with no round trip to main (docs/replica.md, "Where the search
 * runs"). Main sends the whole copy once it is complete (`replica.catalogue`), and what changed
 * when its `contents.version` moves on; meanwhile the page keeps searching the copy it has.
 * Products carry no PII, so holding them here shows nothing the token may not see.
 *
 * Until the first copy arrives, or if one cannot be read, the lists ask main window by window as
 * before: this copy makes search faster, never different (both run shared/replica/search-index.ts).
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import { fromColumns } from '../../shared/replica/replica-columns.ts';
import {
  createSearchIndex,
  type CatalogueSnapshot,
  type SearchIndex,
} from '../../shared/replica/search-index.ts';
import type { ReplicaContents, ReplicaProduct } from '../../shared/replica/types.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { COPY_INDEXED, COPY_RECEIVED } from './copy-timing.ts';

export interface PageCopy {
  readonly contents: ReplicaContents;
  readonly snapshot: CatalogueSnapshot;
  readonly index: SearchIndex;
}

interface PageCopyState {
  readonly copy: PageCopy | null;
  /** The contents being fetched, or that could not be read (not asked for again). */
  readonly asked: ReplicaContents | null;
}

const samePlace = (a: ReplicaContents | null, b: ReplicaContents | null): boolean =>
  a !== null && b !== null && a.copy === b.copy && a.version === b.version;

const laterOrSame = (a: ReplicaContents, b: ReplicaContents): boolean =>
  a.copy === b.copy && a.version >= b.version;

const usePageCopyState = create<PageCopyState>(() => ({ copy: null, asked: null }));

/**
 * The products of `held` with `changes` applied: unchanged products stay the same objects, so the
 * index reuses what it prepared for them (search-entry.ts) and only the changed ones cost work.
 */
function applyChanges(
  held: readonly ReplicaProduct[],
  changed: readonly ReplicaProduct[],
  removed: readonly string[],
): ReplicaProduct[] {
  const byId = new Map(held.map((product) => [product.id, product]));
  for (const id of removed) byId.delete(id);
  for (const product of changed) byId.set(product.id, product);
  return [...byId.values()];
}

/** Fetches what main holds now (what changed, or all of it); keeps what the page has on failure. */
async function fetchCopy(bridge: FloorboardBridge, wanted: ReplicaContents): Promise<void> {
  // Every list on screen asks in the same commit: the first one fetches.
  const before = usePageCopyState.getState();
  if (samePlace(before.asked, wanted)) return;
  usePageCopyState.setState({ asked: wanted });
  const after = before.copy?.contents.copy === wanted.copy ? before.copy.contents : null;
  const asked = performance.now();
  const answer = await bridge.replicaCatalogue(after);
  const received = performance.now();
  if (!answer.ok || answer.value === null) return;
  const { contents, whole, removed } = answer.value;
  const products = fromColumns(answer.value.products);
  if (products === null) {
    // A malformed answer is a bug in main; the lists go on asking main, which stays correct.
    console.warn('The catalogue copy sent to this page could not be read; searching in main.');
    return;
  }
  const held = usePageCopyState.getState().copy;
  // Answers come in order, but a newer copy may have been asked for and arrived meanwhile.
  if (held?.contents.copy === contents.copy && held.contents.version >= contents.version) return;
  // What changed after `after` applies to any later version of the same copy (products come as
  // they are now), not to another copy, nor to none (dropped at sign-out meanwhile).
  const base = whole ? null : held;
  if (!whole && (base === null || after === null || !laterOrSame(base.contents, after))) return;
  const snapshot: CatalogueSnapshot = {
    version: contents.version,
    products: base ? applyChanges(base.snapshot.products, products, removed) : products,
  };
  // The same copy's index carries over what a change leaves valid (search-index.ts).
  const index = base ? base.index : createSearchIndex();
  // Build the index's entries and the default order now, not in the first keystroke's render.
  index.query(snapshot, { text: '', sort: 'name', offset: 0, limit: 0 }, true);
  usePageCopyState.setState({ copy: { contents, snapshot, index } });
  // What a copy costs the page, in the Performance panel (and the search benchmark).
  performance.measure(COPY_RECEIVED, { start: asked, end: received });
  performance.measure(COPY_INDEXED, { start: received, end: performance.now() });
}

/**
 * The page's copy while it belongs to the copy main holds (`contents`, the replica status's: the
 * same account's, from this run of main), even a version behind while the newer one is on its
 * way; null otherwise.
 */
export function usePageCopy(contents: ReplicaContents | null): PageCopy | null {
  const bridge = useBridge();
  const { copy, asked } = usePageCopyState();
  const current = copy !== null && samePlace(copy.contents, contents);
  useEffect(() => {
    if (contents === null || current || samePlace(asked, contents)) return;
    void fetchCopy(bridge, contents);
  }, [bridge, contents, current, asked]);
  return copy !== null && contents !== null && copy.contents.copy === contents.copy ? copy : null;
}

/** Forgets the page's copy: when main's is gone (sign-out, another profile), and in tests. */
export function forgetPageCopy(): void {
  usePageCopyState.setState({ copy: null, asked: null });
}
