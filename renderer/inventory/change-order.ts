/**
 * Service times have whole seconds, so changes made within one second tie under the history's
 * `sort: "-created_at"` and come back in no reliable order (the sandbox keeps ties oldest first).
 * Shown as sent, two quick adjustments would list the older one on top and the chart would end
 * on the wrong count. Within a tie, each warehouse's changes form a chain (one's count after is
 * the next one's count before), so the tie is put in chain order.
 */
import { onHandAfter, type InventoryChange } from '../../shared/inventory/inventory-change.ts';

/** Index in `tie` of the change that happened first of those left. */
function nextInChain(tie: readonly InventoryChange[], counts: ReadonlyMap<string, number>): number {
  // It starts from the warehouse's count after the last change placed...
  const follows = tie.findIndex(
    (c) =>
      c.warehouse_id !== null &&
      c.previous_on_hand !== null &&
      counts.get(c.warehouse_id) === c.previous_on_hand,
  );
  if (follows !== -1) return follows;
  // ...or, with no count known yet, from a count no other change of its warehouse ended on.
  const starts = tie.findIndex(
    (c) =>
      !tie.some(
        (o) =>
          o !== c && o.warehouse_id === c.warehouse_id && onHandAfter(o) === c.previous_on_hand,
      ),
  );
  return Math.max(0, starts);
}

/** The changes newest first, as the API sends them, with ties in the order they happened. */
export function newestFirst(changes: readonly InventoryChange[]): InventoryChange[] {
  const oldestFirst = [...changes].reverse();
  const ordered: InventoryChange[] = [];
  const counts = new Map<string, number>();
  let start = 0;
  while (start < oldestFirst.length) {
    const at = oldestFirst[start]?.created_at;
    let end = start + 1;
    while (end < oldestFirst.length && oldestFirst[end]?.created_at === at) end += 1;
    const tie = oldestFirst.slice(start, end);
    while (tie.length > 0) {
      const [change] = tie.splice(nextInChain(tie, counts), 1);
      if (change === undefined) break;
      ordered.push(change);
      const count = onHandAfter(change);
      if (change.warehouse_id !== null && count !== null) counts.set(change.warehouse_id, count);
    }
    start = end;
  }
  return ordered.reverse();
}
