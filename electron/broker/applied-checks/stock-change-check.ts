/**
 * An import's stock change (add, remove, set): its reason carries a tag unique to the run and
 * line, so the SKU's inventory history answers: a change in that warehouse whose reason carries
 * the tag (the sender's `carries`) means applied. Only the tag is matched, never the
 * user's text around it, which the service may normalise. (The query's `reason:` argument, a
 * contains search that a resumed run's witness relies on, docs/service-notes.md, is not needed
 * here: it must come with a date range, and a change just made is on the SKU's newest page.) A
 * history is read newest first and may not show a change at once, so "not found" waits out the
 * settle time; a change its sender cannot recognise is unknown.
 */
import { typedExecute } from '../execute.ts';
import type { AppliedCheck } from './applied.ts';
import { fieldsAt, stringField } from './fields.ts';
import { historyPages, searchHistory } from './history-search.ts';

export const STOCK_CHANGE_CHECK: AppliedCheck = {
  proves: 'after-settle',
  check(change, read) {
    const { variables } = change;
    const input = fieldsAt(variables, 'data');
    const sku = stringField(input, 'sku');
    const warehouseId = stringField(input, 'warehouse_id');
    const carries = change.carries;
    if (sku === null || warehouseId === null || carries === undefined) {
      return Promise.resolve('unknown');
    }
    const execute = typedExecute(read);
    return searchHistory(
      historyPages(
        (paging) => execute('InventoryChanges', { sku, ...paging }),
        (data) => data.inventory_changes?.data,
      ),
      (node) => carries(node.reason) && node.warehouse_id === warehouseId,
    );
  },
};
