/**
 * This app's own changes, applied to the copy the moment the service confirms them: every
 * mutation that changes a product answers with the changed record, so what the user just did
 * shows in every list, search and export at once. The refresh that follows confirms it (and
 * brings what the reply does not carry, such as a new row's warehouse name).
 */
import type { OperationData } from '../../shared/operations/catalogue.ts';
import type { NamedReply } from '../broker/execute.ts';
import type { CatalogueEdits } from './catalogue.ts';
import type { ProductPatch } from './product-edits.ts';
import { productsPage } from './wire-rows.ts';

type StockReply = NonNullable<
  NonNullable<OperationData<'AddInventory'>['inventory_add']>['warehouse_product']
>;

function stockPatch(row: StockReply | null | undefined): [string, ProductPatch] | null {
  if (!row?.sku || !row.warehouse_id) return null;
  const fields = {
    ...(row.on_hand == null ? {} : { onHand: row.on_hand }),
    ...(row.allocated == null ? {} : { allocated: row.allocated }),
    ...(row.available == null ? {} : { available: row.available }),
    ...(row.updated_at == null ? {} : { updatedAt: row.updated_at }),
  };
  return [row.sku, { row: { warehouseId: row.warehouse_id, fields } }];
}

type WarehouseReply = NonNullable<
  NonNullable<
    OperationData<'UpdateWarehouseProduct'>['warehouse_product_update']
  >['warehouse_product']
>;

function warehousePatch(row: WarehouseReply | null | undefined): [string, ProductPatch] | null {
  if (!row?.sku || !row.warehouse_id) return null;
  const fields = {
    ...(row.reorder_level == null ? {} : { reorderLevel: row.reorder_level }),
    ...(row.reorder_amount == null ? {} : { reorderAmount: row.reorder_amount }),
    ...(row.updated_at == null ? {} : { updatedAt: row.updated_at }),
  };
  return [
    row.sku,
    { row: { warehouseId: row.warehouse_id, fields, price: row.price, value: row.value } },
  ];
}

type ProductReply = NonNullable<
  NonNullable<OperationData<'UpdateProduct'>['product_update']>['product']
>;

function productPatch(product: ProductReply | null | undefined): [string, ProductPatch] | null {
  if (!product?.sku) return null;
  return [
    product.sku,
    {
      ...(product.name == null ? {} : { name: product.name }),
      barcode: product.barcode,
      ...(product.updated_at == null ? {} : { updatedAt: product.updated_at }),
    },
  ];
}

/** Applies a mutation's reply to the copy; true when the copy changed. */
export function applyOwnChange(catalogue: CatalogueEdits, change: NamedReply): boolean {
  switch (change.operation) {
    case 'AddInventory':
      return patch(catalogue, stockPatch(change.data.inventory_add?.warehouse_product));
    case 'RemoveInventory':
      return patch(catalogue, stockPatch(change.data.inventory_remove?.warehouse_product));
    case 'ReplaceInventory':
      return patch(catalogue, stockPatch(change.data.inventory_replace?.warehouse_product));
    case 'UpdateWarehouseProduct':
      return patch(
        catalogue,
        warehousePatch(change.data.warehouse_product_update?.warehouse_product),
      );
    case 'UpdateProduct':
      return patch(catalogue, productPatch(change.data.product_update?.product));
    case 'CreateProduct':
      return created(catalogue, change.data);
    default:
      return false;
  }
}

function patch(catalogue: CatalogueEdits, change: [string, ProductPatch] | null): boolean {
  return change !== null && catalogue.patch(...change);
}

/** A created product, read as a refresh reads one (same fields, same price rule). */
function created(catalogue: CatalogueEdits, data: OperationData<'CreateProduct'>): boolean {
  const product = data.product_create?.product;
  if (!product) return false;
  const { products } = productsPage({
    products: {
      request_id: null,
      complexity: null,
      data: {
        pageInfo: { hasNextPage: false, endCursor: null },
        edges: [{ node: { ...product } }],
      },
    },
  });
  if (products.length === 0) return false;
  catalogue.upsert(products);
  return true;
}
