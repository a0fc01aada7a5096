/**
 * Where the products list takes its rows from: the service's pages until the catalogue copy is
 * complete, then the copy. Only the source changes; the list's model (view-state.ts) stays, and
 * each source reads it in its own terms (server-query.ts, replica-filter.ts). At the change a
 * search typed for Enter becomes the copy's as-you-type search, the selection stays while the
 * copy has the product, and focus stays in the same part of the list.
 */
import { useLayoutEffect, useRef } from 'react';
import { useHoldWhilePressed } from '../components/layout/hold-while-pressed.ts';
import {
  useKeepFocusAcrossSwap,
  type FocusMemory,
} from '../components/layout/keep-focus-across-swap.ts';
import { usePageCopy, type PageCopy } from '../replica/page-copy.ts';
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

/** Whether the copy lists the product (unknown until the page holds the copy). */
const inCopy =
  (copy: PageCopy | null) =>
  (sku: string): boolean | undefined =>
    copy === null ? undefined : copy.snapshot.products.some((product) => product.sku === sku);

export function useProductsSource(): ProductsSource {
  const status = useReplicaStatus();
  const copy = usePageCopy(status.contents);
  // Never under a pressed pointer: a list replaced between press and release loses the click.
  const ready = useHoldWhilePressed(status.phase === 'ready');
  const source: ProductsSource = ready ? 'copy' : 'service';
  const shown = useRef<ProductsSource | null>(null);
  // Before paint: the first frame of the new list already answers the model.
  useLayoutEffect(() => {
    const before = shown.current;
    if (before === source) return;
    shown.current = source;
    useProductsViewState.getState().dispatch({ type: 'source', live: source === 'copy' });
    // A product opened from elsewhere as the view mounts is not a selection made in the list.
    if (before === null || source !== 'copy') return;
    const ui = useUiStore.getState();
    const selected = ui.selected.products ?? null;
    const kept = keptSelection(selected, inCopy(copy));
    if (kept !== selected) ui.select('products', kept);
  }, [source, copy]);
  useKeepFocusAcrossSwap(source, FOCUS_PARTS, FOCUS_MEMORY);
  return source;
}
