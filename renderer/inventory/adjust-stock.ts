/**
 * The stock adjustment form as data. Add and remove change the count by a quantity; replace sets
 * it (a recount). Removing more than is on hand is refused here, before anything is sent; the
 * service checks again and its error is shown too (another user may have moved stock meanwhile).
 */
import type { OperationVariables } from '../../shared/operations/catalogue.ts';
import { checkInteger } from '../format/decimal-input.ts';
import { formatInteger } from '../format/number.ts';
import type { WarehouseStock } from '../stock/product-detail-data.ts';

export type StockAction = 'add' | 'remove' | 'replace';

export interface AdjustValues {
  readonly warehouseId: string;
  readonly quantity: string;
  readonly reason: string;
}

export type AdjustErrors = Partial<Record<keyof AdjustValues, string>>;

export function checkAdjustment(
  action: StockAction,
  values: AdjustValues,
  stock: readonly WarehouseStock[],
): AdjustErrors {
  const errors: AdjustErrors = {};
  const record = stock.find((s) => s.warehouseId === values.warehouseId);
  if (!record) errors.warehouseId = 'Choose a warehouse.';
  const quantity = checkInteger(values.quantity, {
    required: true,
    min: action === 'replace' ? 0 : 1,
  });
  if (quantity) errors.quantity = quantity;
  else if (action === 'remove' && record && Number(values.quantity.trim()) > record.onHand) {
    errors.quantity = `Only ${formatInteger(record.onHand)} on hand in ${record.warehouse}: remove at most that many.`;
  }
  if (values.reason.trim() === '') errors.reason = 'Say why the stock changes.';
  return errors;
}

export function adjustmentInput(
  sku: string,
  values: AdjustValues,
): OperationVariables<'AddInventory'> {
  return {
    data: {
      sku,
      warehouse_id: values.warehouseId,
      quantity: Number(values.quantity.trim()),
      reason: values.reason.trim(),
    },
  };
}
