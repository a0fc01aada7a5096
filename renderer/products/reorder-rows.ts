/**
 * The product pane's reorder figures per warehouse, from the service's reply: available, reorder
 * level and reorder amount, and whether the row is low by the one rule (`isLowStock`).
 */
import { isLowStock } from '../../shared/replica/figures.ts';
import type { ProductDetail } from '../stock/product-detail-data.ts';

export interface ReorderRow {
  readonly warehouseId: string;
  readonly warehouse: string;
  readonly available: number | null;
  readonly reorderLevel: number | null;
  readonly reorderAmount: number | null;
  readonly low: boolean;
}

export function reorderRows(product: ProductDetail): ReorderRow[] {
  return (product.warehouse_products ?? []).flatMap((record) => {
    if (record?.warehouse_id == null) return [];
    // A reply that leaves a figure out shows it empty, as one that sends null.
    const available = record.available ?? null;
    const reorderLevel = record.reorder_level ?? null;
    const reorderAmount = record.reorder_amount ?? null;
    return [
      {
        warehouseId: record.warehouse_id,
        warehouse: record.warehouse?.identifier ?? record.warehouse_id,
        available,
        reorderLevel,
        reorderAmount,
        low: available !== null && reorderLevel !== null && isLowStock({ available, reorderLevel }),
      },
    ];
  });
}
