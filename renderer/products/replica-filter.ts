/**
 * The replica filter the products view's state describes: its search text, one sort key (by
 * relevance while searching, by name otherwise), the quick filter and the warehouse.
 */
import { useShallow } from 'zustand/react/shallow';
import type { ReplicaSortKey } from '../../shared/replica/query.ts';
import { REPLICA_SORT_KEYS } from '../../shared/replica/query.ts';
import type { ReplicaFilter } from '../replica/use-replica-rows.ts';
import { useProductsViewState } from './view-state.ts';

type FilterState = Pick<
  ReturnType<typeof useProductsViewState.getState>,
  'text' | 'replicaSort' | 'quick' | 'warehouseId'
>;

const isSortKey = (value: string): value is ReplicaSortKey =>
  (REPLICA_SORT_KEYS as readonly string[]).includes(value);

/** The filter of `state`, searching for `text` (the state's own search unless given). */
export function replicaFilterOf(state: FilterState, text: string = state.text): ReplicaFilter {
  const key = state.replicaSort[0];
  const sort: ReplicaSortKey =
    key && isSortKey(key.attribute) ? key.attribute : text.trim() === '' ? 'name' : 'relevance';
  return {
    text,
    sort,
    descending: key?.descending ?? false,
    quick: state.quick,
    warehouseId: state.warehouseId,
  };
}

/** The filter the view shows now; re-renders only when one of its parts changes. */
export function useReplicaFilter(): ReplicaFilter {
  const state = useProductsViewState(
    useShallow(({ text, replicaSort, quick, warehouseId }) => ({
      text,
      replicaSort,
      quick,
      warehouseId,
    })),
  );
  return replicaFilterOf(state);
}
