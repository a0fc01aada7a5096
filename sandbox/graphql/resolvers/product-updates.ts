/**
 * `product_update` and `warehouse_product_update`: partial updates, where an absent field keeps
 * its value. Every argument is checked before anything changes, so a refused update leaves the
 * record exactly as it was. Every field the input types accept is stored; product vendors go to
 * the same links `vendor_add_product` makes.
 */
import { isoDateTime, type Product, type WarehouseProduct } from '../../data/types.ts';
import { optionalBoolean, optionalString, requiredString } from '../args.ts';
import type { Args, RequestContext } from '../context.ts';
import { badArgument, notFound } from '../errors.ts';
import { optionalDecimal, recordChange } from './mutation-support.ts';
import {
  dimensionsOf,
  optionalCount,
  optionalCurrency,
  optionalText,
  productCases,
  productImages,
  productTags,
  productVendorLinks,
} from './product-inputs.ts';

/** Why stock moved when a warehouse product update sets `on_hand` (an inventory change entry). */
export const ON_HAND_UPDATE_REASON = 'Warehouse product updated';

function findProduct(context: RequestContext, sku: string): Product {
  const product = context.account.productsBySku.get(sku);
  if (!product) throw notFound(`Product "${sku}" not found`);
  return product;
}

/** Free-text product fields: trimmed, and an empty string clears them (null). */
const PRODUCT_TEXT_FIELDS = [
  'barcode',
  'tariff_code',
  'country_of_manufacture',
  'product_note',
  'customs_description',
  'packer_note',
] as const;

const PRODUCT_FLAGS = [
  'needs_serial_number',
  'dropship',
  'final_sale',
  'virtual',
  'needs_lot_tracking',
  'ignore_on_customs',
  'ignore_on_invoice',
] as const;

export function updateProduct(context: RequestContext, input: Args): Product {
  const product = findProduct(context, requiredString(input, 'sku'));
  const name = optionalString(input, 'name')?.trim();
  if (name === '') throw badArgument('"name" must not be empty');
  const next: Partial<Product> = {
    ...(name === undefined ? {} : { name }),
    dimensions: dimensionsOf(input, product.dimensions),
  };
  for (const field of PRODUCT_TEXT_FIELDS) {
    const value = optionalText(input, field);
    if (value !== undefined) next[field] = value;
  }
  for (const flag of PRODUCT_FLAGS) {
    const value = optionalBoolean(input, flag);
    if (value !== undefined) next[flag] = value;
  }
  const tags = productTags(input);
  if (tags !== undefined) next.tags = tags;
  const images = productImages(input);
  if (images !== undefined) next.images = images;
  const { account } = context;
  const vendorLinks = productVendorLinks(
    account,
    input,
    product.sku,
    account.productVendors.get(product.sku) ?? [],
  );
  // Last, because it takes ids: a list sent replaces the product's cases.
  const cases = productCases(account, input);
  if (cases !== undefined) next.cases = cases;
  Object.assign(product, next, { updated_at: isoDateTime(context.now) });
  if (vendorLinks !== undefined) account.productVendors.set(product.sku, vendorLinks);
  account.version++;
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

  const onHand = optionalCount(input, 'on_hand');
  const price = optionalDecimal(input, 'price');
  const value = optionalDecimal(input, 'value');
  const currency = optionalCurrency(input, 'value_currency');
  const customsValue = optionalDecimal(input, 'customs_value');
  const next: Partial<WarehouseProduct> = {};
  for (const field of [
    'reserve_inventory',
    'replenishment_level',
    'replenishment_max_level',
    'replenishment_increment',
    'reorder_amount',
    'reorder_level',
  ] as const) {
    const count = optionalCount(input, field);
    if (count !== undefined) next[field] = count;
  }
  for (const field of ['inventory_bin', 'inventory_overstock_bin'] as const) {
    const bin = optionalText(input, field);
    if (bin !== undefined) next[field] = bin;
  }
  const active = optionalBoolean(input, 'active');

  // Everything is valid: apply. Stock moves only through an inventory change (the history).
  if (onHand !== undefined && onHand !== record.on_hand) {
    recordChange(context, record, onHand - record.on_hand, ON_HAND_UPDATE_REASON, false);
  }
  Object.assign(record, next, {
    ...(price === undefined || price === '' ? {} : { price }),
    ...(value === undefined || value === '' ? {} : { value }),
    ...(currency === undefined ? {} : { value_currency: currency }),
    // An empty customs value clears it, like the text fields.
    ...(customsValue === undefined ? {} : { customs_value: customsValue || null }),
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
