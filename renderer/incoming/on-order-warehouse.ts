import { useWarehouseOptions } from '../orders/use-warehouses.ts';

/**
 * Names a PO's warehouse as people know it (the account's warehouse list, kept ten minutes); its
 * id until the list is read, and "no warehouse" for a PO without one.
 */
export function useWarehouseName(): (id: string | null) => string {
  const warehouses = useWarehouseOptions();
  return (id) => (id === null ? 'no warehouse' : (warehouses.find((w) => w.id === id)?.name ?? id));
}
