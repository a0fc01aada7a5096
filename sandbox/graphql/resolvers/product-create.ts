/**
 * `product_create`: a product and one warehouse record per `warehouse_products` line, keeping
 * every field the input types accept (notes, tags, dimensions, images, cases, vendors, and per warehouse
 * the reorder figures, bins, prices). Everything is checked before anything is stored, so a
 * refused call leaves the account as it was. Initial stock goes in as an inventory change.
 */
import {
  isoDateTime,
  productId,
  warehouseProductId,
  type Product,
  type Warehouse,
  type WarehouseProduct,
} from '../../data/types.ts';
import { isArgs, optionalBoolean, requiredInt, requiredString } from '../args.ts';
import type { Args, RequestContext } from '../context.ts';
import { badArgument, notFound } from '../errors.ts';
import { nextLegacyId, optionalDecimal, recordChange } from './mutation-support.ts';
import {
  UNMEASURED,
  dimensionsOf,
  optionalCount,
  optionalCurrency,
  optionalText,
  productCases,
  productImages,
  productTags,
  productVendorLinks,
} from './product-inputs.ts';

/** A warehouse line: its initial stock, and its record's stored fields before it gets an id. */
interface StockLine {
  readonly onHand: number;
  readonly fields: Omit<
    WarehouseProduct,
    | 'id'
    | 'legacy_id'
    | 'account_id'
    | 'sku'
    | 'on_hand'
    | 'available'
    | 'created_at'
    | 'updated_at'
  >;
}

type CountField =
  | 'reserve_inventory'
  | 'replenishment_level'
  | 'replenishment_max_level'
  | 'replenishment_increment'
  | 'reorder_level'
  | 'reorder_amount';

function stockLine(
  warehouses: readonly Warehouse[],
  line: Args,
  product: { price: string; value: string; value_currency: string },
): StockLine {
  const warehouseId = requiredString(line, 'warehouse_id');
  const warehouse = warehouses.find((w) => w.id === warehouseId);
  if (!warehouse) throw notFound(`Warehouse "${warehouseId}" not found`);
  const onHand = requiredInt(line, 'on_hand');
  if (onHand < 0) throw badArgument(`"on_hand" must not be negative, got ${onHand}`);
  const count = (field: CountField): number => optionalCount(line, field) ?? 0;
  const price = optionalDecimal(line, 'price');
  const value = optionalDecimal(line, 'value');
  // `warehouse` is an older way to name the warehouse; `warehouse_id` is required and decides.
  return {
    onHand,
    fields: {
      warehouse_id: warehouse.id,
      warehouse_identifier: warehouse.identifier,
      price: price === undefined || price === '' ? product.price : price,
      value: value === undefined || value === '' ? product.value : value,
      value_currency: optionalCurrency(line, 'value_currency') ?? product.value_currency,
      allocated: 0,
      backorder: 0,
      non_sellable_quantity: 0,
      reserve_inventory: count('reserve_inventory'),
      replenishment_level: count('replenishment_level'),
      replenishment_max_level: count('replenishment_max_level'),
      replenishment_increment: count('replenishment_increment'),
      reorder_level: count('reorder_level'),
      reorder_amount: count('reorder_amount'),
      inventory_bin: optionalText(line, 'inventory_bin') ?? null,
      inventory_overstock_bin: optionalText(line, 'inventory_overstock_bin') ?? null,
      customs_value: null,
      custom: optionalBoolean(line, 'custom') ?? false,
      active: true,
    },
  };
}

export function createProduct(context: RequestContext, input: Args): Product {
  const { account } = context;
  const sku = requiredString(input, 'sku').trim();
  const name = requiredString(input, 'name').trim();
  if (sku === '') throw badArgument('"sku" must not be empty');
  if (name === '') throw badArgument('"name" must not be empty');
  if (account.productsBySku.has(sku))
    throw badArgument(`A product with SKU "${sku}" already exists`);
  const price = optionalDecimal(input, 'price') || '0.00';
  const value = optionalDecimal(input, 'value') || '0.00';
  const customsValue = optionalDecimal(input, 'customs_value');

  const stock = input['warehouse_products'];
  if (!Array.isArray(stock)) throw badArgument('"warehouse_products" is required');
  const lines = stock
    .filter(isArgs)
    .map((line) => stockLine(account.warehouses, line, { price, value, value_currency: 'USD' }));
  const warehouseIds = new Set(lines.map((l) => l.fields.warehouse_id));
  if (warehouseIds.size !== lines.length) throw badArgument('Each warehouse may appear only once');
  const dimensions = dimensionsOf(input, UNMEASURED);
  const images = productImages(input) ?? [];
  const vendorLinks = productVendorLinks(account, input, sku, []) ?? [];
  const cases = productCases(account, input) ?? [];

  const now = isoDateTime(context.now);
  const legacyId = nextLegacyId(account, 'Product');
  const flag = (name: string): boolean => optionalBoolean(input, name) ?? false;
  const product: Product = {
    id: productId(legacyId),
    legacy_id: legacyId,
    account_id: account.id,
    sku,
    name,
    price,
    value,
    value_currency: 'USD',
    barcode: optionalText(input, 'barcode') ?? null,
    country_of_manufacture: optionalText(input, 'country_of_manufacture') ?? null,
    tariff_code: optionalText(input, 'tariff_code') ?? null,
    customs_value: customsValue || null,
    kit: flag('kit'),
    kit_build: flag('kit_build'),
    virtual: flag('virtual'),
    dropship: flag('dropship'),
    final_sale: flag('final_sale'),
    no_air: flag('no_air'),
    not_owned: flag('not_owned'),
    ignore_on_invoice: flag('ignore_on_invoice'),
    ignore_on_customs: flag('ignore_on_customs'),
    needs_serial_number: flag('needs_serial_number'),
    needs_lot_tracking: flag('needs_lot_tracking'),
    active: true,
    tags: productTags(input) ?? [],
    dimensions,
    product_note: optionalText(input, 'product_note') ?? null,
    customs_description: optionalText(input, 'customs_description') ?? null,
    packer_note: optionalText(input, 'packer_note') ?? null,
    images,
    cases,
    created_at: now,
    updated_at: now,
  };

  const records = lines.map(({ fields }): WarehouseProduct => {
    const wpLegacyId = nextLegacyId(account, 'WarehouseProduct');
    return {
      ...fields,
      id: warehouseProductId(wpLegacyId),
      legacy_id: wpLegacyId,
      account_id: account.id,
      sku,
      // A warehouse record carries the product's customs value until it is given its own.
      customs_value: product.customs_value,
      on_hand: 0,
      available: 0,
      created_at: now,
      updated_at: now,
    };
  });
  lines.forEach(({ onHand }, i) => {
    const record = records[i];
    if (record && onHand > 0) recordChange(context, record, onHand, 'Initial stock', false);
  });
  // The product's own (deprecated) price and value mirror its first warehouse record.
  const first = records[0];
  if (first) {
    product.price = first.price;
    product.value = first.value;
    product.value_currency = first.value_currency;
  }

  account.products.push(product);
  account.productsBySku.set(sku, product);
  account.warehouseProductsBySku.set(sku, records);
  if (vendorLinks.length > 0) account.productVendors.set(sku, vendorLinks);
  account.version++;
  return product;
}
