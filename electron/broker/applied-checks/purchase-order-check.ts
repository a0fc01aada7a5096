/**
 * `purchase_order_create` carries a PO number the app chose up front (unique in the account: the
 * service refuses a repeat), so a PO under that number means the create ran; "not found" means it
 * did not.
 */
import type { AppliedCheck } from './applied.ts';
import { fieldsAt, stringField } from './fields.ts';
import { readReply } from './read-reply.ts';

export const CREATE_PURCHASE_ORDER_CHECK: AppliedCheck = {
  proves: 'at-once',
  async check({ variables }, read) {
    const poNumber = stringField(fieldsAt(variables, 'data'), 'po_number');
    if (poNumber === null || poNumber.trim() === '') return 'unknown';
    const result = await readReply(read, 'PurchaseOrderByNumber', { poNumber });
    if (!result.ok) return result.error === 'not-found' ? 'no' : 'unknown';
    const po = result.value.purchase_order?.data;
    if (po) return po.po_number === poNumber ? 'yes' : 'unknown';
    return 'no';
  },
};
