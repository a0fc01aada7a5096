/**
 * The products model in the service's terms, for the paged list shown until the catalogue copy is
 * complete: the sort keys the service can sort by (by name without one) and the search as the
 * exact SKU it can filter by. The quick filter and the warehouse are the copy's only.
 */
import { useShallow } from 'zustand/react/shallow';
import type { SortKey } from '../components/table/sort.ts';
import type { ListModel } from '../state/list-model.ts';
import { fromSourceSort, toSourceSort } from '../state/list-sort.ts';
import { PRODUCT_COLUMNS } from './product-columns.tsx';
import { useProductsViewState, type ProductFilters } from './view-state.ts';

/** The service's order when the model names none the service can apply. */
export const DEFAULT_PRODUCT_SORT: readonly SortKey[] = [{ attribute: 'name', descending: false }];

export interface ServerQuery {
  readonly sort: readonly SortKey[];
  /** The exact SKU searched for; '' lists every product. */
  readonly sku: string;
}

export function serverQueryOf(
  model: Pick<ListModel<ProductFilters>, 'sort' | 'text'>,
): ServerQuery {
  const sort = toSourceSort(model.sort, PRODUCT_COLUMNS);
  return { sort: sort.length === 0 ? DEFAULT_PRODUCT_SORT : sort, sku: model.text.trim() };
}

/** A header click in the paged grid (Shift adds keys), in the model's terms. */
export function serverSortChange(next: readonly SortKey[]) {
  return fromSourceSort(next, PRODUCT_COLUMNS);
}

/** The paged list's query now; re-renders only when it changes. */
export function useServerQuery(): ServerQuery {
  const model = useProductsViewState(useShallow(({ sort, text }) => ({ sort, text })));
  return serverQueryOf(model);
}
