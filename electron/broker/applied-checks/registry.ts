/**
 * The one answer to "was this change applied?", beside the operation catalogue: the check each
 * catalogued mutation has, by its name. The broker asks it at once after a lost reply and takes
 * only checks that answer both ways then (`at-once`); an import asks any check, and lets "not
 * found" count only after its settle time (electron/bulk/run/import-run.ts). A mutation with no
 * check is unknown: never sent again blindly.
 */
import { isOperationName, type OperationName } from '../../../shared/operations/catalogue.ts';
import type { Applied, AppliedCheck, CheckRead, SentChange } from './applied.ts';
import { ORDER_CHANGE_CHECKS } from './order-change-checks.ts';
import { UPDATE_ORDER_TAGS_CHECK } from './order-tags-check.ts';
import {
  CREATE_PRODUCT_CHECK,
  UPDATE_PRODUCT_CHECK,
  UPDATE_WAREHOUSE_PRODUCT_CHECK,
} from './product-checks.ts';
import { CREATE_PURCHASE_ORDER_CHECK } from './purchase-order-check.ts';
import { UPDATE_RETURN_STATUS_CHECK } from './return-status-check.ts';
import { STOCK_CHANGE_CHECK } from './stock-change-check.ts';

export const APPLIED_CHECKS: Readonly<Partial<Record<OperationName, AppliedCheck>>> = {
  CreateProduct: CREATE_PRODUCT_CHECK,
  UpdateProduct: UPDATE_PRODUCT_CHECK,
  UpdateWarehouseProduct: UPDATE_WAREHOUSE_PRODUCT_CHECK,
  UpdateOrderTags: UPDATE_ORDER_TAGS_CHECK,
  CreatePurchaseOrder: CREATE_PURCHASE_ORDER_CHECK,
  UpdateReturnStatus: UPDATE_RETURN_STATUS_CHECK,
  AddInventory: STOCK_CHANGE_CHECK,
  RemoveInventory: STOCK_CHANGE_CHECK,
  ReplaceInventory: STOCK_CHANGE_CHECK,
  ...ORDER_CHANGE_CHECKS,
};

/** Asks the change's check, whatever it proves; unknown when it has none. */
export function wasApplied(change: SentChange, read: CheckRead): Promise<Applied> {
  return APPLIED_CHECKS[change.operationName]?.check(change, read) ?? Promise.resolve('unknown');
}

/** Asks only a check that answers both ways right after the loss (the broker's question). */
export function appliedAtOnce(
  operationName: string,
  variables: Readonly<Record<string, unknown>>,
  read: CheckRead,
): Promise<Applied> {
  if (!isOperationName(operationName)) return Promise.resolve('unknown');
  const check = APPLIED_CHECKS[operationName];
  return check?.proves === 'at-once'
    ? check.check({ operationName, variables }, read)
    : Promise.resolve('unknown');
}
