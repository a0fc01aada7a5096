/**
 * A SKU's inventory history, newest first, paged through the service, with the history list's
 * columns; warehouses by the name people know them by.
 */
import { HISTORY_EXPORT_COLUMNS } from '../../../shared/bulk/export-columns.ts';
import { onHandAfter, type InventoryChange } from '../../../shared/inventory/inventory-change.ts';
import type { CsvCell } from '../csv/write.ts';
import type { Execute } from '../../broker/execute.ts';
import { fetchWarehouses } from '../stock/stock-facts.ts';
import { connectionPage } from '../../broker/applied-checks/history-search.ts';
import { pagesOf } from './paging.ts';
import type { ExportSource } from './source.ts';

export function historyRecord(
  change: InventoryChange,
  warehouseName: (id: string) => string,
): CsvCell[] {
  return [
    change.created_at,
    change.warehouse_id === null ? null : warehouseName(change.warehouse_id),
    change.change_in_on_hand,
    onHandAfter(change),
    change.reason,
  ];
}

export function historyExport(execute: Execute, sku: string): ExportSource {
  return {
    header: HISTORY_EXPORT_COLUMNS,
    name: `${sku} stock history`,
    total: null,
    async *batches() {
      const warehouses = await fetchWarehouses(execute);
      if (!warehouses.ok) {
        yield warehouses;
        return;
      }
      const names = new Map(warehouses.value.map((w) => [w.id, w.name]));
      const name = (id: string): string => names.get(id) ?? id;
      const pages = pagesOf(
        execute,
        (run, cursor) => run('InventoryChanges', { ...cursor, sku }),
        (data) => connectionPage(data.inventory_changes?.data),
      );
      for await (const page of pages) {
        yield page.ok
          ? { ok: true, value: page.value.nodes.map((change) => historyRecord(change, name)) }
          : page;
      }
    },
  };
}
