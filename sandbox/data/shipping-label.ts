/**
 * One seeded shipping label of a shipment: the general seeding and the shipments story both print
 * them here, so a label is written one way. Draws from `rng` in a fixed order (tracking number,
 * then cost), which the seeded data depends on.
 */
import { fastIsoDateTime } from './dates.ts';
import type { LegacyIds } from './ids.ts';
import { formatCents } from './money.ts';
import type { Random } from './random.ts';
import { trackingNumber, trackingUrl } from './tracking.ts';
import type { Address, Order, ShippingLabel } from './types.ts';
import { encodeId } from './types.ts';

export interface LabelFacts {
  readonly order: Order;
  readonly shipmentId: string;
  readonly warehouseId: string | null;
  /** 1 for the shipment's first package. */
  readonly packageNumber: number;
  readonly delivered: boolean;
  readonly createdMs: number;
  readonly address: Address;
}

export function makeLabel(rng: Random, ids: LegacyIds, facts: LabelFacts): ShippingLabel {
  const { order, delivered } = facts;
  const { carrier, method } = order.shipping_lines;
  const legacyId = ids.next('ShippingLabel');
  const tracking = trackingNumber(rng, carrier);
  return {
    id: encodeId('ShippingLabel', legacyId),
    legacy_id: legacyId,
    account_id: order.account_id,
    shipment_id: facts.shipmentId,
    order_id: order.id,
    order_number: order.order_number,
    status: 'valid',
    tracking_number: tracking,
    carrier,
    shipping_name: `${carrier} ${method}`,
    shipping_method: method,
    cost: formatCents(rng.int(450, 2400)),
    delivered,
    picked_up: true,
    warehouse_id: facts.warehouseId,
    package_number: facts.packageNumber,
    tracking_url: trackingUrl(carrier, tracking),
    tracking_status: delivered ? 'delivered' : 'in_transit',
    created_date: fastIsoDateTime(facts.createdMs),
    address: facts.address,
  };
}
