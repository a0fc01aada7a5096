/**
 * What the brief calls a warehouse in a line's detail: its name (`identifier`) as the catalogue
 * copy knows it, from any SKU's row there, so a change to a product the copy does not hold yet is
 * still named when another product is stocked at the same warehouse. The service's warehouse id
 * is never shown: a warehouse no row names is left out of the words.
 */
import type { StockLookup } from './refresh-context.ts';

export type WarehouseNames = (warehouseId: string) => string | null;

/** Names for the warehouses of `changes`, read once from the copy's rows of those SKUs. */
export function warehouseNames(
  stock: StockLookup,
  changes: readonly { readonly sku: string; readonly warehouse_id: string }[],
): WarehouseNames {
  const names = new Map<string, string>();
  const asked = new Set<string>();
  for (const change of changes) {
    const pair = `${change.sku}\n${change.warehouse_id}`;
    if (names.has(change.warehouse_id) || asked.has(pair)) continue;
    asked.add(pair);
    const label = stock(change.sku, change.warehouse_id)?.warehouseLabel?.trim();
    if (label) names.set(change.warehouse_id, label);
  }
  return (warehouseId) => names.get(warehouseId) ?? null;
}

/** " at Primary", or nothing when the warehouse has no known name. */
export function atWarehouse(name: string | null): string {
  return name ? ` at ${name}` : '';
}
