/**
 * A SKU's inventory-change history (newest first, as the API sorts it) and the on-hand series the
 * chart draws: each change says the count before it and the change, so the count after it is
 * `previous_on_hand + change_in_on_hand`. Times are the service's wall-clock times.
 */
import { flattenPages } from '../data/pages.ts';
import { useInfiniteOperation } from '../data/use-operation.ts';
import { parseServiceDate } from '../format/date.ts';
import { newestFirst } from './change-order.ts';
import { onHandAfter, type InventoryChange } from '../../shared/inventory/inventory-change.ts';

export const HISTORY_PAGE_SIZE = 50;

export function useInventoryHistory(sku: string) {
  const query = useInfiniteOperation(
    'InventoryChanges',
    { sku, first: HISTORY_PAGE_SIZE },
    (data) => data.inventory_changes?.data?.pageInfo,
  );
  const changes = newestFirst(
    flattenPages(query.data, (page) => page.data.inventory_changes?.data?.edges)
      .map((edge) => edge.node)
      .filter((node): node is InventoryChange => node !== null),
  );
  return { query, changes };
}

/** One chart row: a moment, and every warehouse's count at it (`t` is ms for a time axis). */
export type SeriesRow = { readonly t: number } & Readonly<Record<string, number>>;

/**
 * Rows for a step chart, oldest first, one per change. Each warehouse's line starts at the count
 * before its first loaded change and carries its last count forward, so the lines are complete
 * over the loaded window. Keys are warehouse ids.
 */
export function onHandSeries(changes: readonly InventoryChange[]): SeriesRow[] {
  const timed = changes
    .map((change) => ({ change, at: parseServiceDate(change.created_at)?.getTime() ?? null }))
    .filter((c): c is { change: InventoryChange; at: number } => c.at !== null)
    .filter(({ change }) => change.warehouse_id !== null && onHandAfter(change) !== null)
    .reverse();
  const current = new Map<string, number>();
  for (const { change } of timed) {
    const id = change.warehouse_id ?? '';
    if (!current.has(id)) current.set(id, change.previous_on_hand ?? 0);
  }
  const rows: SeriesRow[] = [];
  const first = timed[0];
  if (first) rows.push({ t: first.at, ...Object.fromEntries(current) });
  for (const { change, at } of timed) {
    current.set(change.warehouse_id ?? '', onHandAfter(change) ?? 0);
    rows.push({ t: at, ...Object.fromEntries(current) });
  }
  // Carry the last counts a little past the last change, so the latest level is a visible step
  // rather than a point at the edge (a twentieth of the span, at least a minute).
  const last = rows.at(-1);
  if (last && first) rows.push({ ...last, t: last.t + Math.max((last.t - first.at) / 20, 60_000) });
  return rows;
}

/** The warehouse ids that appear in the history, in order of first appearance. */
export function historyWarehouses(changes: readonly InventoryChange[]): string[] {
  return [...new Set(changes.map((c) => c.warehouse_id).filter((id): id is string => !!id))];
}
