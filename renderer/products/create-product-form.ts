/**
 * The create-product form as plain data: what the user typed (strings, exactly), the checks made
 * before anything is sent, and the mutation input built from it. Amounts stay the typed strings
 * (trimmed); they are checked as text and never become floats.
 */
import type { OperationVariables } from '../../shared/operations/catalogue.ts';
import { checkDecimal, checkInteger } from '../format/decimal-input.ts';

export type ProductField = 'name' | 'sku' | 'price' | 'value' | 'barcode';

export type ProductValues = Readonly<Record<string, string>>;

/** Field errors by field name; stock fields are `stock:<warehouse id>`. */
export type ProductErrors = Readonly<Record<string, string>>;

export const stockField = (warehouseId: string) => `stock:${warehouseId}`;

const AMOUNT = { maxFractionDigits: 2 } as const;

export function checkProduct(
  values: ProductValues,
  warehouseIds: readonly string[],
): ProductErrors {
  const errors: Record<string, string> = {};
  const text = (field: string) => (values[field] ?? '').trim();
  if (text('name') === '') errors['name'] = 'Enter the product’s name.';
  const sku = text('sku');
  if (sku === '') errors['sku'] = 'Enter a SKU.';
  else if (/\s/.test(sku)) errors['sku'] = 'A SKU cannot contain spaces.';
  const price = checkDecimal(text('price'), { ...AMOUNT, required: true });
  if (price) errors['price'] = price;
  const value = checkDecimal(text('value'), AMOUNT);
  if (value) errors['value'] = value;
  for (const id of warehouseIds) {
    const stock = checkInteger(text(stockField(id)), { min: 0 });
    if (stock) errors[stockField(id)] = stock;
  }
  return errors;
}

/**
 * The mutation's variables. Every listed warehouse gets a stock record (an empty quantity is 0),
 * so stock can later be added there from the inventory view. Price and value are set on each
 * warehouse's record, where the service keeps them (the product's own are deprecated); only an
 * account without warehouses gives them to the product itself, the one place left.
 */
export function productInput(
  values: ProductValues,
  warehouseIds: readonly string[],
): OperationVariables<'CreateProduct'> {
  const text = (field: string) => (values[field] ?? '').trim();
  const value = text('value');
  const barcode = text('barcode');
  // Value is left out when empty: the service then applies its own default.
  const money = { price: text('price'), ...(value === '' ? {} : { value }) };
  return {
    data: {
      name: text('name'),
      sku: text('sku'),
      ...(warehouseIds.length === 0 ? money : {}),
      ...(barcode === '' ? {} : { barcode }),
      warehouse_products: warehouseIds.map((id) => ({
        warehouse_id: id,
        on_hand: Number(text(stockField(id)) || '0'),
        ...money,
      })),
    },
  };
}

/** The field to send the user back to after a server error, when the message names one. */
export function fieldOfServerMessage(message: string): ProductField | null {
  if (/sku/i.test(message)) return 'sku';
  if (/barcode/i.test(message)) return 'barcode';
  if (/"price"/.test(message)) return 'price';
  if (/"value"/.test(message)) return 'value';
  if (/"name"/.test(message)) return 'name';
  return null;
}
