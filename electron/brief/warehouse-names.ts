/**
 * What the brief calls a warehouse in a line's detail: its name (`identifier`) as the catalogue
 * copy knows it, from any SKU's row there, so a change to a product the copy does not hold yet is
 * still named when another product is stocked at the same warehouse. Before the copy has synced
 * (the first brief after sign-in, usually) the copy names none: then the account's warehouses are
 * read once (`AccountWarehouses`, only their ids and names kept). The service's warehouse id is
 * never shown: a warehouse nothing names is left out of the words.
 */
import { z } from 'zod';
import { readOne } from './brief-requests.ts';
import type { RefreshContext, StockLookup } from './refresh-context.ts';

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

const accountWarehouses = z.object({
  warehouses: z
    .array(z.object({ id: z.string(), identifier: z.string().nullable() }).nullable())
    .nullable(),
});

/** The account's own names for its warehouses, read from the service (a credit or two). */
export async function serviceWarehouseNames(context: RefreshContext): Promise<WarehouseNames> {
  const account = await readOne(
    context.execute,
    context.spend,
    'AccountWarehouses',
    (data) => data.account,
    accountWarehouses,
    {},
  );
  const names = new Map<string, string>();
  for (const warehouse of account?.warehouses ?? []) {
    const name = warehouse?.identifier?.trim();
    if (warehouse && name) names.set(warehouse.id, name);
  }
  return (warehouseId) => names.get(warehouseId) ?? null;
}

/** The first name either source has for a warehouse. */
export function eitherName(first: WarehouseNames, second: WarehouseNames): WarehouseNames {
  return (warehouseId) => first(warehouseId) ?? second(warehouseId);
}

/** " at Primary", or nothing when the warehouse has no known name. */
export function atWarehouse(name: string | null): string {
  return name ? ` at ${name}` : '';
}
