/**
 * Products from the local catalogue copy (docs/replica.md): every row the grid's filter matches,
 * in the grid's order, with the grid's columns. Costs no credits; the copy must be complete.
 * Under the Low stock filter, one record per warehouse row that is low, with that warehouse's
 * available figure, reorder level and reorder amount: what a reorder is made from.
 *
 * Price and value live per warehouse: a product's cell holds its figure when its warehouses
 * agree, and the span the grid shows ("4.00–5.50") when they do not; a low-stock record holds
 * that warehouse's own figures.
 */
import {
  LOW_STOCK_EXPORT_COLUMNS,
  PRODUCT_EXPORT_COLUMNS,
} from '../../../shared/bulk/export-columns.ts';
import type { ReplicaRow } from '../../../shared/replica/types.ts';
import type { CsvCell } from '../csv/write.ts';
import type { ExportSource } from './source.ts';

/** Records per batch: small enough that progress moves and a cancel is heard at once. */
const BATCH = 2_000;

/** The figure, or "low–high" where the warehouses disagree. */
function spanCell(low: string | null, high: string | null | undefined): string | null {
  return low !== null && high != null ? `${low}–${high}` : low;
}

export function productRecord(row: ReplicaRow): CsvCell[] {
  return [
    row.sku,
    row.name,
    row.onHand,
    row.available,
    spanCell(row.price, row.priceHigh),
    spanCell(row.value, row.valueHigh),
    row.currency,
    row.barcode,
    row.updatedAt,
  ];
}

/** One record per low warehouse row of the product. */
export function lowStockRecords(row: ReplicaRow): CsvCell[][] {
  return row.lowIn.map((stock) => [
    row.sku,
    row.name,
    row.onHand,
    row.available,
    stock.warehouseLabel ?? stock.warehouseId,
    stock.available,
    stock.reorderLevel,
    stock.reorderAmount,
    stock.price ?? row.price,
    stock.value ?? row.value,
    row.currency,
    row.barcode,
    row.updatedAt,
  ]);
}

export function productsExport(rows: readonly ReplicaRow[], lowStock = false): ExportSource {
  const recordsOf = lowStock ? lowStockRecords : (row: ReplicaRow) => [productRecord(row)];
  return {
    header: lowStock ? LOW_STOCK_EXPORT_COLUMNS : PRODUCT_EXPORT_COLUMNS,
    name: lowStock ? 'low stock' : 'products',
    total: lowStock ? rows.reduce((sum, row) => sum + row.lowIn.length, 0) : rows.length,
    async *batches() {
      for (let start = 0; start < rows.length; start += BATCH) {
        yield { ok: true, value: rows.slice(start, start + BATCH).flatMap(recordsOf) };
        // Let progress events and a cancel through between batches.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
