/**
 * One colour per warehouse, the same in every chart and on every render: a warehouse's colour is
 * its place in the account's warehouse list (a stable order), never its place in whatever data a
 * chart happens to hold. Without that list (no view:accounts), ids in sorted order stand in.
 */
import { useCallback, useMemo } from 'react';
import { useOperation } from '../../data/use-operation.ts';
import { useCanRun } from '../../session/use-can-run.ts';

/** How many `--series-N` colours the theme defines. */
export const SERIES_COUNT = 6;

export function seriesColour(index: number): string {
  return `var(--series-${(index % SERIES_COUNT) + 1})`;
}

/** The colour for `warehouseId` given the account's ordered warehouse ids. */
export function warehouseColour(warehouseId: string, ordered: readonly string[]): string {
  const index = ordered.indexOf(warehouseId);
  return seriesColour(index >= 0 ? index : ordered.length);
}

/**
 * `null` while the account's list is still loading: a chart waits for it rather than paint in
 * stand-in colours and repaint a moment later.
 */
export function useWarehouseColours(
  known: readonly string[],
): ((warehouseId: string) => string) | null {
  const allowed = useCanRun('AccountWarehouses').allowed;
  const query = useOperation('AccountWarehouses', {}, { enabled: allowed, staleTime: Infinity });
  const listed = (query.data?.data.account?.data?.warehouses ?? []).flatMap((w) =>
    w?.id ? [w.id] : [],
  );
  const waiting = allowed && query.isPending;
  const ordered = listed.length > 0 ? listed : [...known].sort();
  // A new array every render, the same list most of the time: the colours change with the list.
  const key = ordered.join('\n');
  const stable = useMemo(() => (key === '' ? [] : key.split('\n')), [key]);
  const colourOf = useCallback((id: string) => warehouseColour(id, stable), [stable]);
  return waiting ? null : colourOf;
}
