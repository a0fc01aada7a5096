/**
 * `product_update` and `warehouse_product_update`: partial updates, where an absent field keeps
 * its value. Every argument is checked before anything changes, so a refused update leaves the
 * record exactly as it was. Fields the schema accepts but the sandbox does not store (vendors,
 * images, cases, notes, …) are refused with the not-simulated code rather than dropped silently.
 */
import { isoDateTime, type Product, type WarehouseProduct } from '../../data/types.ts';
import { isArgs, optionalBoolean, optionalInt, optionalString, requiredString } from '../args.ts';
import type { Args, RequestContext } from '../context.ts';
import { SANDBOX_ERROR_CODES, badArgument, notFound, serviceError } from '../errors.ts';
import { optionalDecimal, recordChange } from './mutation-support.ts';

/** Why stock moved when a warehouse product update sets `on_hand` (an inventory change entry). */
export const ON_HAND_UPDATE_REASON = 'Warehouse product updated';

const PRODUCT_FIELDS_NOT_SIMULATED = [
  'product_note',
  'customs_description',
  'vendors',
  'images',
  'packer_note',
  'cases',
] as const;

const WAREHOUSE_FIELDS_NOT_SIMULATED = [
  'inventory_overstock_bin',
  'customs_value',
  'replenishment_max_level',
  'replenishment_increment',
] as const;

function refuseNotSimulated(input: Args, fields: readonly string[]): void {
  const given = fields.filter((f) => input[f] !== undefined && input[f] !== null);
  if (given.length > 0) {
    throw serviceError(`The sandbox does not simulate ${given.join(', ')}`, {
      code: SANDBOX_ERROR_CODES.notImplemented,
    });
  }
}

function optionalCount(input: Args, name: string): number | undefined {
  const value = optionalInt(input, name);
  if (value !== undefined && value < 0) {
    throw badArgument(`"${name}" must not be negative, got ${value}`);
  }
  return value;
}

function dimensionsOf(input: Args, current: Product['dimensions']): Product['dimensions'] {
  const given = input['dimensions'];
  if (!isArgs(given)) return current;
  const read = (name: keyof Product['dimensions']): string => {
    const value = optionalDecimal(given, name);
    if (value !== undefined && value.startsWith('-')) {
      throw badArgument(`"dimensions.${name}" must not be negative, got "${value}"`);
    }
    return value === undefined || value === '' ? current[name] : value;
  };
  return {
    weight: read('weight'),
    height: read('height'),
    width: read('width'),
    length: read('length'),
  };
}

function findProduct(context: RequestContext, sku: string): Product {
  const product = context.account.productsBySku.get(sku);
  if (!product) throw notFound(`Product "${sku}" not found`);
  return product;
}

export function updateProduct(context: RequestContext, input: Args): Product {
  const product = findProduct(context, requiredString(input, 'sku'));
  refuseNotSimulated(input, PRODUCT_FIELDS_NOT_SIMULATED);
  const name = optionalString(input, 'name')?.trim();
  if (name === '') throw badArgument('"name" must not be empty');
  const barcode = optionalString(input, 'barcode')?.trim();
  const tags = input['tags'];
  const next: Partial<Product> = {
    ...(name === undefined ? {} : { name }),
    // An empty barcode clears it, as an empty string does on the service's forms.
    ...(barcode === undefined ? {} : { barcode: barcode === '' ? null : barcode }),
    dimensions: dimensionsOf(input, product.dimensions),
  };
  for (const field of ['tariff_code', 'country_of_manufacture'] as const) {
    const value = optionalString(input, field);
    if (value !== undefined) next[field] = value.trim() === '' ? null : value.trim();
  }
  for (const flag of [
    'needs_serial_number',
    'dropship',
    'final_sale',
    'virtual',
    'needs_lot_tracking',
    'ignore_on_customs',
    'ignore_on_invoice',
  ] as const) {
    const value = optionalBoolean(input, flag);
    if (value !== undefined) next[flag] = value;
  }
  if (Array.isArray(tags)) {
    next.tags = tags.filter((t): t is string => typeof t === 'string' && t.trim() !== '');
  }
  Object.assign(product, next, { updated_at: isoDateTime(context.now) });
  context.account.version++;
  return product;
}

export function updateWarehouseProduct(context: RequestContext, input: Args): WarehouseProduct {
  const { account } = context;
  const sku = requiredString(input, 'sku');
  const warehouseId = requiredString(input, 'warehouse_id');
  const product = findProduct(context, sku);
  const records = account.warehouseProductsBySku.get(sku) ?? [];
  const record = records.find((wp) => wp.warehouse_id === warehouseId);
  if (!record) throw notFound(`Product "${sku}" is not stocked in warehouse "${warehouseId}"`);
  refuseNotSimulated(input, WAREHOUSE_FIELDS_NOT_SIMULATED);

  const onHand = optionalCount(input, 'on_hand');
  const price = optionalDecimal(input, 'price');
  const value = optionalDecimal(input, 'value');
  const currency = optionalString(input, 'value_currency')?.trim().toUpperCase();
  if (currency !== undefined && !/^[A-Z]{3}$/.test(currency)) {
    throw badArgument(`"value_currency" must be a three-letter currency code, got "${currency}"`);
  }
  const counts: Partial<WarehouseProduct> = {};
  for (const field of [
    'reserve_inventory',
    'replenishment_level',
    'reorder_amount',
    'reorder_level',
  ] as const) {
    const count = optionalCount(input, field);
    if (count !== undefined) counts[field] = count;
  }
  const bin = optionalString(input, 'inventory_bin');
  const active = optionalBoolean(input, 'active');

  // Everything is valid: apply. Stock moves only through an inventory change (the history).
  if (onHand !== undefined && onHand !== record.on_hand) {
    recordChange(context, record, onHand - record.on_hand, ON_HAND_UPDATE_REASON, false);
  }
  Object.assign(record, counts, {
    ...(price === undefined || price === '' ? {} : { price }),
    ...(value === undefined || value === '' ? {} : { value }),
    ...(currency === undefined ? {} : { value_currency: currency }),
    ...(bin === undefined ? {} : { inventory_bin: bin.trim() === '' ? null : bin.trim() }),
    ...(active === undefined ? {} : { active }),
    updated_at: isoDateTime(context.now),
  });
  // The product's own (deprecated) price and value mirror its first warehouse record.
  if (records[0] === record) {
    product.price = record.price;
    product.value = record.value;
    product.value_currency = record.value_currency;
  }
  account.version++;
  return record;
}
