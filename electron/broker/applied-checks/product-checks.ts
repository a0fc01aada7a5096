/**
 * A product created or updated: a created product exists under its SKU; an update's fields read
 * back as sent.
 */
import type { AppliedCheck, CheckRead } from './applied.ts';
import type { OperationData } from '../../../shared/operations/catalogue.ts';
import { fieldsAt, stringField, type Fields } from './fields.ts';
import { readReply } from './read-reply.ts';

/** Sent and read-back values agree, allowing for trimming and "" meaning cleared. */
function same(sent: unknown, read: unknown): boolean {
  const norm = (v: unknown): unknown => (typeof v === 'string' ? v.trim() || null : v);
  return norm(sent) === norm(read);
}

type Product = NonNullable<NonNullable<OperationData<'ProductDetail'>['product']>['data']>;
type WarehouseRecord = NonNullable<NonNullable<Product['warehouse_products']>[number]>;

function recordOf(product: Product, warehouseId: string | null): WarehouseRecord | null {
  return product.warehouse_products?.find((r) => r?.warehouse_id === warehouseId) ?? null;
}

/**
 * An update whose sent fields (`checked`, those the product read also returns: keys of its typed
 * record `R`) all read back as sent was applied; any differing, not. Other fields sent too (say,
 * dimensions): the read cannot vouch for them.
 */
function updateCheck<R extends object>(
  checked: readonly (keyof R & string)[],
  target: (product: Product, input: Fields) => R | null,
): AppliedCheck {
  return {
    proves: 'at-once',
    async check({ variables }, read: CheckRead) {
      const input = fieldsAt(variables, 'data');
      const sku = stringField(input, 'sku');
      if (input === null || sku === null) return 'unknown';
      const sent = checked.filter((f) => input[f] !== undefined);
      const result = await readReply(read, 'ProductDetail', { sku });
      if (!result.ok) return 'unknown';
      const product = result.value.product?.data ?? null;
      const record = product ? target(product, input) : null;
      const unchecked = Object.keys(input).some(
        (f) => !['sku', 'warehouse_id', 'customer_account_id', ...sent].includes(f),
      );
      if (record === null || unchecked || sent.length === 0) return 'unknown';
      return sent.every((f) => same(input[f], record[f])) ? 'yes' : 'no';
    },
  };
}

export const UPDATE_PRODUCT_CHECK = updateCheck<Product>(['name', 'barcode'], (product) => product);

export const UPDATE_WAREHOUSE_PRODUCT_CHECK = updateCheck<WarehouseRecord>(
  ['price', 'value', 'reorder_level', 'reorder_amount'],
  (product, input) => recordOf(product, stringField(input, 'warehouse_id')),
);

/** A product under the SKU sent means the create ran; "not found" means it did not. */
export const CREATE_PRODUCT_CHECK: AppliedCheck = {
  proves: 'at-once',
  async check({ variables }, read) {
    const sku = stringField(fieldsAt(variables, 'data'), 'sku');
    if (sku === null) return 'unknown';
    const result = await readReply(read, 'ProductBySku', { sku });
    if (result.ok) return 'yes';
    return result.error === 'not-found' ? 'no' : 'unknown';
  },
};
