/**
 * Products from the local catalogue copy (docs/replica.md): every row the grid's filter matches,
 * in the grid's order, with the grid's columns. Costs no credits; the copy must be complete.
 */
import { PRODUCT_EXPORT_COLUMNS } from '../../../shared/bulk/export-columns.ts';
import type { ReplicaRow } from '../../../shared/replica/types.ts';
import type { CsvCell } from '../csv/write.ts';
import type { ExportSource } from './source.ts';

/** Records per batch: small enough that progress moves and a cancel is heard at once. */
const BATCH = 2_000;

export function productRecord(row: ReplicaRow): CsvCell[] {
  return [
    row.sku,
    row.name,
    row.onHand,
    row.available,
    row.price,
    row.value,
    row.currency,
    row.barcode,
    row.updatedAt,
  ];
}

export function productsExport(rows: readonly ReplicaRow[]): ExportSource {
  return {
    header: PRODUCT_EXPORT_COLUMNS,
    name: 'products',
    total: rows.length,
    async *batches() {
      for (let start = 0; start < rows.length; start += BATCH) {
        yield { ok: true, records: rows.slice(start, start + BATCH).map(productRecord) };
        // Let progress events and a cancel through between batches.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
