/**
 * Products of the catalogue copy for component tests, one shape for all of them: main's rows (the
 * finder's fake, finder/testing/replica.ts) and the image main sends the page (image.ts).
 */
import type { ReplicaProduct, ReplicaStock } from '../../../shared/replica/types.ts';

/** What a product and its list row share: who it is and its list prices. */
export function listedProduct(
  sku: string,
  name: string,
  barcode: string | null,
): Omit<ReplicaProduct, 'createdAt' | 'stock'> {
  return {
    id: `id-${sku}`,
    sku,
    name,
    barcode,
    price: '10',
    value: '5',
    currency: 'USD',
    updatedAt: null,
  };
}

/** One warehouse's stock: 12 on hand, 2 allocated, 10 available, no reorder level. */
export const TEST_STOCK: ReplicaStock = {
  warehouseId: 'W1',
  warehouseLabel: 'Main',
  onHand: 12,
  allocated: 2,
  available: 10,
  backorder: 0,
  reorderLevel: 0,
  reorderAmount: 0,
  updatedAt: null,
};

export function testProduct(
  sku: string,
  name: string,
  barcode: string | null = null,
  stock: readonly ReplicaStock[] = [],
): ReplicaProduct {
  return { ...listedProduct(sku, name, barcode), createdAt: null, stock };
}
