import type { OperationData } from '../../shared/operations/catalogue.ts';

export type ProductDetail = NonNullable<
  NonNullable<OperationData<'ProductDetail'>['product']>['data']
>;
type StockRecord = NonNullable<NonNullable<ProductDetail['warehouse_products']>[number]>;

/** One warehouse's stock of a product, as the chart and the stock tables show it. */
export interface WarehouseStock {
  readonly warehouseId: string;
  /** The warehouse's short identifier ("PDX"), or its id when the reply lacks one. */
  readonly warehouse: string;
  readonly onHand: number;
  readonly allocated: number | null;
  readonly available: number | null;
}

export function stockOf(product: ProductDetail): WarehouseStock[] {
  return (product.warehouse_products ?? [])
    .filter((record): record is StockRecord => record !== null && record.warehouse_id !== null)
    .map((record) => ({
      warehouseId: record.warehouse_id ?? '',
      warehouse: record.warehouse?.identifier ?? record.warehouse_id ?? '',
      onHand: record.on_hand ?? 0,
      allocated: record.allocated,
      available: record.available,
    }));
}

/** warehouse_id → display name, for records that only carry the id (inventory changes). */
export function warehouseNames(stock: readonly WarehouseStock[]): Map<string, string> {
  return new Map(stock.map((s) => [s.warehouseId, s.warehouse]));
}
