/**
 * One list's model (list-model.ts) as a store, outside every component: it survives a change of
 * the list's source and a switch to another view and back. Components read the parts they show
 * and change it only through `dispatch`.
 */
import { create } from 'zustand';
import { LIST_BASE, listReducer, type ListAction, type ListModel } from './list-model.ts';

export type ListStore<F extends object> = ListModel<F> & {
  readonly dispatch: (action: ListAction<F>) => void;
};

/** A store for a list whose own filters start as `filters`. */
export function createListStore<F extends object>(filters: F) {
  return create<ListStore<F>>()((set, get) => ({
    ...LIST_BASE,
    ...filters,
    dispatch: (action) => {
      const before = get();
      const after = listReducer<F>(before, action);
      if (after !== before) set(after);
    },
  }));
}
