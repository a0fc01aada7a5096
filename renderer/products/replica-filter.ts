/**
 * The products model in the catalogue copy's terms: its search text, one sort key (the model's
 * first the copy can sort by; without one, by relevance while searching, by name otherwise), the
 * quick filter and the warehouse.
 */
import { useShallow } from 'zustand/react/shallow';
import type { ReplicaSortKey } from '../../shared/replica/query.ts';
import { REPLICA_SORT_KEYS } from '../../shared/replica/query.ts';
import type { ReplicaFilter } from '../replica/use-replica-rows.ts';
import type { SortKey } from '../components/table/sort.ts';
import type { ListModel } from '../state/list-model.ts';
import { fromSourceSort, toSourceSort } from '../state/list-sort.ts';
import { REPLICA_COLUMNS } from './replica-columns.tsx';
import { useProductsViewState, type ProductFilters } from './view-state.ts';

type FilterState = Pick<ListModel<ProductFilters>, 'text' | 'sort' | 'quick' | 'warehouseId'>;

const isSortKey = (value: string): value is ReplicaSortKey =>
  (REPLICA_SORT_KEYS as readonly string[]).includes(value);

/** The model's sort as the copy's grid shows it: one key at most. */
export function replicaSortOf(model: Pick<FilterState, 'sort'>): SortKey[] {
  return toSourceSort(model.sort, REPLICA_COLUMNS).slice(0, 1);
}

/** A header click in the copy's grid, in the model's terms: the copy sorts by one key. */
export function replicaSortChange(next: readonly SortKey[]) {
  return fromSourceSort(next.slice(-1), REPLICA_COLUMNS);
}

/** The filter of `model`, searching for `text` (the model's own search unless given). */
export function replicaFilterOf(model: FilterState, text: string = model.text): ReplicaFilter {
  const key = replicaSortOf(model)[0];
  const sort: ReplicaSortKey =
    key && isSortKey(key.attribute) ? key.attribute : text.trim() === '' ? 'name' : 'relevance';
  return {
    text,
    sort,
    descending: key?.descending ?? false,
    quick: model.quick,
    warehouseId: model.warehouseId,
  };
}

/** The filter the view shows now; re-renders only when one of its parts changes. */
export function useReplicaFilter(): ReplicaFilter {
  const model = useProductsViewState(
    useShallow(({ text, sort, quick, warehouseId }) => ({ text, sort, quick, warehouseId })),
  );
  return replicaFilterOf(model);
}
