/**
 * The mutations the sandbox implements. Each keeps the data consistent: `on_hand` stays the sum of
 * the record's inventory changes, and every change bumps the account version (cached views).
 */
import type { WarehouseProduct } from '../../data/types.ts';
import { mutationInput, optionalString, requiredInt, requiredString } from '../args.ts';
import type { Args, RequestContext, RootResolver } from '../context.ts';
import { badArgument, notFound } from '../errors.ts';
import { recordChange, result } from './mutation-support.ts';
import { orderMutationResolvers } from './order-mutations.ts';
import { purchasingMutationResolvers } from './purchasing-mutations.ts';
import { returnMutationResolvers } from './return-mutations.ts';
import { createProduct } from './product-create.ts';
import { updateProduct, updateWarehouseProduct } from './product-updates.ts';

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
  ...purchasingMutationResolvers,
  ...returnMutationResolvers,
};
