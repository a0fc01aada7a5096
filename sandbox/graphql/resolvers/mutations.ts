/**
 * The mutations the sandbox implements. Each keeps the data consistent: `on_hand` stays the sum of
 * the record's inventory changes, and every change bumps the account version (cached views).
 */
import {
  isoDateTime,
  productId,
  warehouseProductId,
  type Product,
  type WarehouseProduct,
} from '../../data/types.ts';
import {
  isArgs,
  mutationInput,
  optionalBoolean,
  optionalString,
  requiredInt,
  requiredString,
} from '../args.ts';
import type { Args, RequestContext, RootResolver } from '../context.ts';
import { badArgument, notFound } from '../errors.ts';
import { nextLegacyId, optionalDecimal, recordChange, result } from './mutation-support.ts';
import { orderMutationResolvers } from './order-mutations.ts';
import { updateProduct, updateWarehouseProduct } from './product-updates.ts';

function createProduct(context: RequestContext, input: Args): Product {
  const { account } = context;
  const sku = requiredString(input, 'sku').trim();
  const name = requiredString(input, 'name').trim();
  if (sku === '') throw badArgument('"sku" must not be empty');
  if (name === '') throw badArgument('"name" must not be empty');
  if (account.productsBySku.has(sku))
    throw badArgument(`A product with SKU "${sku}" already exists`);
  const price = optionalDecimal(input, 'price') ?? '0.00';
  const value = optionalDecimal(input, 'value') ?? '0.00';

  const stock = input['warehouse_products'];
  if (!Array.isArray(stock)) throw badArgument('"warehouse_products" is required');
  const lines = stock.filter(isArgs).map((line) => {
    const warehouseId = requiredString(line, 'warehouse_id');
    const onHand = requiredInt(line, 'on_hand');
    const warehouse = account.warehouses.find((w) => w.id === warehouseId);
    if (!warehouse) throw notFound(`Warehouse "${warehouseId}" not found`);
    if (onHand < 0) throw badArgument(`"on_hand" must not be negative, got ${onHand}`);
    return { warehouse, onHand };
  });
  const warehouseIds = new Set(lines.map((l) => l.warehouse.id));
  if (warehouseIds.size !== lines.length) throw badArgument('Each warehouse may appear only once');

  const now = isoDateTime(context.now);
  const legacyId = nextLegacyId(account, 'Product');
  const product: Product = {
    id: productId(legacyId),
    legacy_id: legacyId,
    account_id: account.id,
    sku,
    name,
    price,
    value,
    value_currency: 'USD',
    barcode: optionalString(input, 'barcode') ?? null,
    country_of_manufacture: optionalString(input, 'country_of_manufacture') ?? null,
    tariff_code: optionalString(input, 'tariff_code') ?? null,
    customs_value: optionalDecimal(input, 'customs_value') ?? null,
    kit: optionalBoolean(input, 'kit') ?? false,
    kit_build: optionalBoolean(input, 'kit_build') ?? false,
    virtual: optionalBoolean(input, 'virtual') ?? false,
    dropship: optionalBoolean(input, 'dropship') ?? false,
    final_sale: optionalBoolean(input, 'final_sale') ?? false,
    no_air: optionalBoolean(input, 'no_air') ?? false,
    not_owned: optionalBoolean(input, 'not_owned') ?? false,
    ignore_on_invoice: optionalBoolean(input, 'ignore_on_invoice') ?? false,
    ignore_on_customs: optionalBoolean(input, 'ignore_on_customs') ?? false,
    needs_serial_number: optionalBoolean(input, 'needs_serial_number') ?? false,
    needs_lot_tracking: optionalBoolean(input, 'needs_lot_tracking') ?? false,
    active: true,
    tags: [],
    dimensions: { weight: '0', height: '0', width: '0', length: '0' },
    created_at: now,
    updated_at: now,
  };

  const records = lines.map(({ warehouse }) => {
    const wpLegacyId = nextLegacyId(account, 'WarehouseProduct');
    const record: WarehouseProduct = {
      id: warehouseProductId(wpLegacyId),
      legacy_id: wpLegacyId,
      account_id: account.id,
      sku,
      warehouse_id: warehouse.id,
      warehouse_identifier: warehouse.identifier,
      price,
      value,
      value_currency: 'USD',
      on_hand: 0,
      allocated: 0,
      available: 0,
      backorder: 0,
      reserve_inventory: 0,
      reorder_level: 0,
      reorder_amount: 0,
      replenishment_level: 0,
      non_sellable_quantity: 0,
      inventory_bin: null,
      active: true,
      created_at: now,
      updated_at: now,
    };
    return record;
  });
  lines.forEach(({ onHand }, i) => {
    const record = records[i];
    if (record && onHand > 0) recordChange(context, record, onHand, 'Initial stock', false);
  });

  account.products.push(product);
  account.productsBySku.set(sku, product);
  account.warehouseProductsBySku.set(sku, records);
  account.version++;
  return product;
}

type StockOperation = 'add' | 'remove' | 'replace';

function changeStock(
  context: RequestContext,
  input: Args,
  operation: StockOperation,
): WarehouseProduct {
  const { account } = context;
  const sku = requiredString(input, 'sku');
  const warehouseId = requiredString(input, 'warehouse_id');
  const quantity = requiredInt(input, 'quantity');
  const reason = optionalString(input, 'reason')?.trim() || defaultReason[operation];
  if (!account.productsBySku.has(sku)) throw notFound(`Product "${sku}" not found`);
  const record = account.warehouseProductsBySku
    .get(sku)
    ?.find((wp) => wp.warehouse_id === warehouseId);
  if (!record) throw notFound(`Product "${sku}" is not stocked in warehouse "${warehouseId}"`);

  if (operation === 'replace') {
    if (quantity < 0) throw badArgument(`"quantity" must not be negative, got ${quantity}`);
    recordChange(context, record, quantity - record.on_hand, reason, true);
  } else {
    if (quantity <= 0) throw badArgument(`"quantity" must be positive, got ${quantity}`);
    if (operation === 'remove' && quantity > record.on_hand) {
      throw badArgument(`Cannot remove ${quantity}: only ${record.on_hand} on hand`);
    }
    recordChange(context, record, operation === 'add' ? quantity : -quantity, reason, false);
  }
  account.version++;
  return record;
}

const defaultReason: Record<StockOperation, string> = {
  add: 'Stock added',
  remove: 'Stock removed',
  replace: 'Stock replaced',
};

export const mutationResolvers: Readonly<Record<string, RootResolver>> = {
  product_create: (args, context, info) =>
    result(context, info, 'product', createProduct(context, mutationInput(args))),
  inventory_add: (args, context, info) =>
    result(context, info, 'warehouse_product', changeStock(context, mutationInput(args), 'add')),
  inventory_remove: (args, context, info) =>
    result(context, info, 'warehouse_product', changeStock(context, mutationInput(args), 'remove')),
  inventory_replace: (args, context, info) =>
    result(
      context,
      info,
      'warehouse_product',
      changeStock(context, mutationInput(args), 'replace'),
    ),
  product_update: (args, context, info) =>
    result(context, info, 'product', updateProduct(context, mutationInput(args))),
  warehouse_product_update: (args, context, info) =>
    result(
      context,
      info,
      'warehouse_product',
      updateWarehouseProduct(context, mutationInput(args)),
    ),
  ...orderMutationResolvers,
};
