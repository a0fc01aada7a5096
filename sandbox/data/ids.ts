/**
 * Legacy id allocation. Legacy ids are one sequence per type across the whole service (as in the
 * real one), so both sandbox accounts draw from the same counters.
 */

export type RecordType =
  | 'Account'
  | 'User'
  | 'Warehouse'
  | 'Product'
  | 'WarehouseProduct'
  | 'InventoryChange'
  | 'Order'
  | 'LineItem'
  | 'Shipment'
  | 'ShipmentLineItem'
  | 'ShippingLabel'
  | 'Return'
  | 'ReturnLineItem'
  | 'RmaLabel'
  | 'ReturnHistory'
  | 'OrderHistory'
  | 'Vendor'
  | 'PurchaseOrder'
  | 'PurchaseOrderLineItem'
  | 'PurchaseOrderAttachment'
  | 'PurchaseOrderTrackingNumber';

/** First legacy id per type: large, distinct ranges, so ids look like the service's. */
const FIRST_LEGACY_ID: Readonly<Record<RecordType, number>> = {
  Account: 71_201,
  User: 104_331,
  Warehouse: 88_741,
  Product: 41_500_001,
  WarehouseProduct: 63_800_001,
  InventoryChange: 290_400_001,
  Order: 557_300_001,
  LineItem: 1_003_200_001,
  Shipment: 301_700_001,
  ShipmentLineItem: 702_100_001,
  ShippingLabel: 318_400_001,
  Return: 9_410_001,
  ReturnLineItem: 12_800_001,
  RmaLabel: 5_230_001,
  ReturnHistory: 7_660_001,
  OrderHistory: 2_140_600_001,
  Vendor: 402_001,
  PurchaseOrder: 3_120_001,
  PurchaseOrderLineItem: 18_450_001,
  PurchaseOrderAttachment: 611_001,
  PurchaseOrderTrackingNumber: 874_001,
};

export interface LegacyIds {
  next(type: RecordType): number;
  /** One past the highest id handed out, per type name (the shape `Account.nextLegacyId` uses). */
  snapshot(): Map<string, number>;
}

export function createLegacyIds(): LegacyIds {
  const next = new Map<string, number>(Object.entries(FIRST_LEGACY_ID));
  return {
    next(type) {
      const id = next.get(type) ?? FIRST_LEGACY_ID[type];
      next.set(type, id + 1);
      return id;
    },
    snapshot: () => new Map(next),
  };
}
