/** Product n of a test's small catalogue, with one warehouse row holding `onHand`. */
import type { ReplicaProduct } from '../../../shared/replica/types.ts';

export function product(n: number, onHand: number): ReplicaProduct {
  return {
    id: `UHJvZHVjdDo${n}`,
    sku: `SKU-${n}`,
    name: `Product ${n}`,
    barcode: `400638133${String(n).padStart(4, '0')}`,
    price: '12.00',
    value: '6.00',
    currency: 'EUR',
    createdAt: '2026-01-01T00:00:00',
    updatedAt: '2026-01-02T00:00:00',
    stock: [
      {
        warehouseId: 'W1',
        warehouseLabel: 'North',
        onHand,
        allocated: 0,
        available: onHand,
        backorder: 0,
        reorderLevel: 5,
        reorderAmount: 10,
        updatedAt: '2026-01-02T00:00:00',
      },
    ],
  };
}
