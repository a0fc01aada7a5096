import { useEffect, useRef } from 'react';

/**
 * Closes the open order when a new search or filter brings results that do not include it, so
 * the pane never shows one customer's order beside another's results. It waits for the new
 * results (not the previous ones kept on screen while they load) and leaves the pane alone when
 * only the sort changed or the order is still in the list. Only the first page has loaded then:
 * while more pages follow, the order may be on one of them, so the pane stays open unless the
 * results are known to be complete (every page loaded, or a filter as definite as an order number).
 */
export function useCloseStaleSelection(options: {
  /** The active filters, as a stable string: a change means a new set of results. */
  readonly filterKey: string;
  /** True once the rows are those of `filterKey` (not a placeholder, not loading). */
  readonly settled: boolean;
  readonly rowIds: readonly string[];
  /** True when `rowIds` are all the results: no page is left to load, or none could hold it. */
  readonly complete: boolean;
  readonly selected: string | null;
  readonly close: () => void;
}): void {
  const { filterKey, settled, rowIds, complete, selected, close } = options;
  const checked = useRef(filterKey);
  useEffect(() => {
    if (checked.current === filterKey || !settled) return;
    checked.current = filterKey;
    if (selected !== null && complete && !rowIds.includes(selected)) close();
  }, [filterKey, settled, rowIds, complete, selected, close]);
}
