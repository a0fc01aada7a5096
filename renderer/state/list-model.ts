/**
 * What a list shows, apart from where its rows come from: the search, the filters, the sort, the
 * scroll position and which part of it has focus. A list whose rows can come from two sources
 * (the service's pages until the catalogue copy is complete, then the copy) keeps one model, so
 * changing source changes where rows come from and nothing else. Each source maps the model into
 * its own terms (list-sort.ts for the sort). The selection is the app's per-view selection
 * (ui-store.ts), which outlives every list already; `keptSelection` is its rule at a change of
 * source.
 */

/** A sort key by the list's column id ("name", "updated"), not by any source's attribute. */
export interface ListSortKey {
  readonly column: string;
  readonly descending: boolean;
}

/** The part of a list that last had focus, to give it back after the list is replaced. */
export type ListFocus = 'search' | 'grid' | null;

export interface ListBase {
  /** What the search box holds. */
  readonly typed: string;
  /**
   * The search the rows answer. It trails `typed` while a source applies a search on Enter, or
   * fetches the answer before showing it.
   */
  readonly text: string;
  /** Empty: the source's own default order. */
  readonly sort: readonly ListSortKey[];
  /** Of the grid's scroller, in pixels; a new search, filter or sort starts at the top. */
  readonly scrollTop: number;
  readonly focus: ListFocus;
}

/** The base and the list's own filters (the products' quick filter and warehouse). */
export type ListModel<F extends object> = ListBase & F;

export type ListAction<F extends object> =
  /** A keystroke in the search box; the rows follow when the source applies it. */
  | { readonly type: 'type'; readonly text: string }
  /** The rows now answer `text`, and the box holds it. */
  | { readonly type: 'search'; readonly text: string }
  | { readonly type: 'filter'; readonly filters: Partial<F> }
  | { readonly type: 'sort'; readonly sort: readonly ListSortKey[] }
  | { readonly type: 'scroll'; readonly top: number }
  | { readonly type: 'focus'; readonly focus: ListFocus }
  /**
   * The rows now come from another source. One that searches as you type (`live`) answers what
   * the box holds: a search typed for a source that waits for Enter is not lost.
   */
  | { readonly type: 'source'; readonly live: boolean };

export const LIST_BASE: ListBase = { typed: '', text: '', sort: [], scrollTop: 0, focus: null };

export function listReducer<F extends object>(
  model: ListModel<F>,
  action: ListAction<F>,
): ListModel<F> {
  switch (action.type) {
    case 'type':
      return action.text === model.typed ? model : { ...model, typed: action.text };
    case 'search':
      if (action.text === model.text && action.text === model.typed) return model;
      return { ...model, typed: action.text, text: action.text, scrollTop: 0 };
    case 'filter':
      return { ...model, ...action.filters, scrollTop: 0 };
    case 'sort':
      return { ...model, sort: action.sort, scrollTop: 0 };
    case 'scroll':
      return action.top === model.scrollTop ? model : { ...model, scrollTop: action.top };
    case 'focus':
      return action.focus === model.focus ? model : { ...model, focus: action.focus };
    case 'source':
      if (!action.live || model.typed === model.text) return model;
      return { ...model, text: model.typed, scrollTop: 0 };
  }
}

/**
 * The selection after the rows change source: kept while the new source has the row, or while it
 * cannot tell yet (`undefined`), dropped when it knows the row is not there.
 */
export function keptSelection(
  selected: string | null,
  exists: (id: string) => boolean | undefined,
): string | null {
  if (selected === null) return null;
  return exists(selected) === false ? null : selected;
}
