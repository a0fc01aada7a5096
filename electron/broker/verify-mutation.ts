/**
 * After a mutation's reply is lost (network drop, 5xx), the change may or may not have happened,
 * so it is never re-sent blindly. Where a cheap read can tell, this asks it: a created
 * product exists; an update's fields read back as sent; an order's tags read back as the list a
 * replacement sent; a purchase order exists under the number the app chose for it; a return's
 * status reads back as the one sent.
 */
import type { OperationName } from '../../shared/operations/catalogue.ts';

export type Applied = 'yes' | 'no' | 'unknown';

/** Runs a read-only check through the broker (foreground, paced like any request). */
export type RunQuery = (
  operationName: OperationName,
  variables: Record<string, unknown>,
) => Promise<{ ok: true; data: Record<string, unknown> } | { ok: false; notFound: boolean }>;

type Fields = Readonly<Record<string, unknown>>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function inputOf(variables: Record<string, unknown>): Fields | null {
  const data = variables['data'];
  return isFields(data) ? data : null;
}

function stringField(fields: Fields, name: string): string | null {
  const value = fields[name];
  return typeof value === 'string' ? value : null;
}

/** The fields an update sent that the check query also reads: all equal means applied. */
const CHECKED_FIELDS: Partial<Record<OperationName, readonly string[]>> = {
  UpdateProduct: ['name', 'barcode'],
  UpdateWarehouseProduct: ['price', 'value', 'reorder_level', 'reorder_amount'],
};

/** Sent and read-back values agree, allowing for trimming and "" meaning cleared. */
function same(sent: unknown, read: unknown): boolean {
  const norm = (v: unknown): unknown => (typeof v === 'string' ? v.trim() || null : v);
  return norm(sent) === norm(read);
}

function productOf(data: Record<string, unknown>): Fields | null {
  const root = data['product'];
  const product = isFields(root) ? root['data'] : null;
  return isFields(product) ? product : null;
}

function recordOf(product: Fields, warehouseId: string | null): Fields | null {
  const list = product['warehouse_products'];
  if (!Array.isArray(list)) return null;
  const found: unknown = list.find((r) => isFields(r) && r['warehouse_id'] === warehouseId);
  return isFields(found) ? found : null;
}

async function verifyUpdate(
  operationName: 'UpdateProduct' | 'UpdateWarehouseProduct',
  input: Fields,
  sku: string,
  run: RunQuery,
): Promise<Applied> {
  const checked = (CHECKED_FIELDS[operationName] ?? []).filter((f) => input[f] !== undefined);
  const result = await run('ProductDetail', { sku });
  if (!result.ok) return 'unknown';
  const product = productOf(result.data);
  const target =
    product && operationName === 'UpdateWarehouseProduct'
      ? recordOf(product, stringField(input, 'warehouse_id'))
      : product;
  // Other fields were sent too (say, dimensions): the read cannot vouch for them.
  const unchecked = Object.keys(input).some(
    (f) => !['sku', 'warehouse_id', 'customer_account_id', ...checked].includes(f),
  );
  if (target === null || unchecked || checked.length === 0) return 'unknown';
  return checked.every((f) => same(input[f], target[f])) ? 'yes' : 'no';
}

/** The list as the service keeps it: trimmed, without blanks or repeats, in the order sent. */
function tagList(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const tags = value.filter((t): t is string => typeof t === 'string').map((t) => t.trim());
  return [...new Set(tags.filter((t) => t !== ''))];
}

/**
 * `order_update_tags` replaces the whole list, so the order's tags equal to the list sent means it
 * ran; anything else means it did not (sending the same list again is then harmless).
 */
async function verifyTags(input: Fields, run: RunQuery): Promise<Applied> {
  const orderId = stringField(input, 'order_id');
  const sent = tagList(input['tags']);
  if (orderId === null || sent === null) return 'unknown';
  const result = await run('OrderDetail', { id: orderId, lineItemsFirst: 1 });
  if (!result.ok) return 'unknown';
  const root = result.data['order'];
  const order = isFields(root) ? root['data'] : null;
  const read = isFields(order) ? tagList(order['tags']) : null;
  if (read === null) return 'unknown';
  return read.length === sent.length && read.every((t, i) => t === sent[i]) ? 'yes' : 'no';
}

/**
 * `purchase_order_create` carries a PO number the app chose up front (unique in the account: the
 * service refuses a repeat), so a PO under that number means the create ran; "not found" means it
 * did not.
 */
async function verifyPurchaseOrderCreate(input: Fields, run: RunQuery): Promise<Applied> {
  const poNumber = stringField(input, 'po_number');
  if (poNumber === null || poNumber.trim() === '') return 'unknown';
  const result = await run('PurchaseOrderByNumber', { poNumber });
  if (!result.ok) return result.notFound ? 'no' : 'unknown';
  const root = result.data['purchase_order'];
  const po = isFields(root) ? root['data'] : null;
  if (isFields(po)) return po['po_number'] === poNumber ? 'yes' : 'unknown';
  return po === null ? 'no' : 'unknown';
}

/**
 * `return_update_status` sets one word, and setting the word a return already has changes
 * nothing, so the status read back equal to the one sent means the change holds, and anything
 * else that it did not run.
 */
async function verifyReturnStatus(variables: Fields, run: RunQuery): Promise<Applied> {
  const returnId = stringField(variables, 'returnId');
  const status = stringField(variables, 'status');
  if (returnId === null || status === null) return 'unknown';
  const result = await run('ReturnsDetail', { id: returnId });
  if (!result.ok) return result.notFound ? 'no' : 'unknown';
  const root = result.data['return'];
  const read = isFields(root) ? root['data'] : null;
  if (!isFields(read) || typeof read['status'] !== 'string') return 'unknown';
  return read['status'] === status ? 'yes' : 'no';
}

export async function verifyMutation(
  operationName: string,
  variables: Record<string, unknown>,
  run: RunQuery,
): Promise<Applied> {
  // UpdateReturnStatus sends its two fields as variables of their own, not as `data`.
  if (operationName === 'UpdateReturnStatus') return verifyReturnStatus(variables, run);
  const input = inputOf(variables);
  if (input !== null && operationName === 'UpdateOrderTags') return verifyTags(input, run);
  if (input !== null && operationName === 'CreatePurchaseOrder') {
    return verifyPurchaseOrderCreate(input, run);
  }
  const sku = input === null ? null : stringField(input, 'sku');
  if (input === null || sku === null) return 'unknown';
  if (operationName === 'UpdateProduct' || operationName === 'UpdateWarehouseProduct') {
    return verifyUpdate(operationName, input, sku, run);
  }
  if (operationName !== 'CreateProduct') return 'unknown';
  const result = await run('ProductBySku', { sku });
  if (result.ok) return 'yes';
  return result.notFound ? 'no' : 'unknown';
}
