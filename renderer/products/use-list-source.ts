/**
 * Where the products list takes its rows from: the service's pages until the catalogue copy is
 * complete, then the copy. Only the source changes; the list's model (view-state.ts) stays, and
 * each source reads it in its own terms (server-query.ts, replica-filter.ts). At the change a
 * search typed for Enter becomes the copy's as-you-type search, the selection stays while the
 * copy has the product, and focus stays in the same part of the list.
 *
 * The page's catalogue image often arrives after the change (or is a version behind then), so the
 * selection is judged once the image has caught up with the status's version, not at the change
 * itself, by looking its SKU up in that image.
 */
import { useLayoutEffect, useRef } from 'react';
import { useHoldWhilePressed } from '../components/layout/hold-while-pressed.ts';
import {
  useKeepFocusAcrossSwap,
  type FocusMemory,
} from '../components/layout/keep-focus-across-swap.ts';
import type { ReplicaContents } from '../../shared/replica/types.ts';
import { laterOrSame, type PageImage } from '../replica/held-image.ts';
import { lookUpInImage } from '../replica/image-rows.ts';
import { usePageImage } from '../replica/page-image.ts';
import { useReplicaStatus } from '../replica/replica-context.tsx';
import { keptSelection } from '../state/list-model.ts';
import { useUiStore } from '../state/ui-store.ts';
import { useProductsViewState } from './view-state.ts';

export type ProductsSource = 'service' | 'copy';

const FOCUS_PARTS = {
  search: { container: '.products-view [role="search"]', target: 'input' },
  grid: { container: '.products-table', target: '[role="grid"]' },
} as const;

const FOCUS_MEMORY: FocusMemory<'search' | 'grid'> = {
  last: () => useProductsViewState.getState().focus,
  remember: (focus) => useProductsViewState.getState().dispatch({ type: 'focus', focus }),
};

/** Whether the page's image holds at least what main's copy held when the status was sent. */
const caughtUp = (image: PageImage | null, contents: ReplicaContents | null): image is PageImage =>
  image !== null && contents !== null && laterOrSame(image.contents, contents);

export function useProductsSource(): ProductsSource {
  const status = useReplicaStatus();
  const image = usePageImage(status.contents);
  // Never under a pressed pointer: a list replaced between press and release loses the click.
  const ready = useHoldWhilePressed(status.phase === 'ready');
  const source: ProductsSource = ready ? 'copy' : 'service';
  const shown = useRef<ProductsSource | null>(null);
  // The product selected at the change to the copy, until a copy that has caught up can judge it.
  const pending = useRef<string | null>(null);
  // Before paint: the first frame of the new list already answers the model.
  useLayoutEffect(() => {
    const before = shown.current;
    if (before !== source) {
      shown.current = source;
      useProductsViewState.getState().dispatch({ type: 'source', live: source === 'copy' });
      // A product opened from elsewhere as the view mounts is not a selection made in the list.
      const changedToCopy = before !== null && source === 'copy';
      pending.current = changedToCopy ? (useUiStore.getState().selected.products ?? null) : null;
    }
    if (pending.current === null || !caughtUp(image, status.contents)) return;
    const judged = pending.current;
    pending.current = null;
    const ui = useUiStore.getState();
    // A product selected since the change was chosen from the copy's own rows.
    if (ui.selected.products !== judged) return;
    // A lookup finds a SKU in any case: only this very SKU is the product selected. An image that
    // cannot say keeps the selection.
    const listed = (sku: string) => {
      const found = lookUpInImage(image.image, sku);
      return found === null ? undefined : found.product?.sku === sku;
    };
    const kept = keptSelection(judged, listed);
    if (kept !== judged) ui.select('products', kept);
  }, [source, image, status.contents]);
  useKeepFocusAcrossSwap(source, FOCUS_PARTS, FOCUS_MEMORY);
  return source;
}
