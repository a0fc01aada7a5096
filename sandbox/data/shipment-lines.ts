/**
 * A seeded shipment's lines: each order line shipped whole, all on one label. The general seeding
 * and the shipments story both write them here.
 */
import type { LegacyIds } from './ids.ts';
import type { LineItem, Order, ShipmentLineItem } from './types.ts';
import { encodeId } from './types.ts';

export function makeShipmentLines(
  ids: LegacyIds,
  order: Order,
  items: readonly LineItem[],
  shipmentId: string,
  labelId: string,
): ShipmentLineItem[] {
  return items.map((item) => {
    const legacyId = ids.next('ShipmentLineItem');
    return {
      id: encodeId('ShipmentLineItem', legacyId),
      legacy_id: legacyId,
      order_id: order.id,
      line_item_id: item.id,
      shipment_id: shipmentId,
      shipping_label_id: labelId,
      quantity: item.quantity,
    };
  });
}
