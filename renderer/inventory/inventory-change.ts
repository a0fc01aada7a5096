/** One entry of a SKU's inventory history (shared with main's history export). */
export { onHandAfter, type InventoryChange } from '../../shared/inventory/inventory-change.ts';
