/**
 * One shipment of the shipments story, at a time the story chooses (the general seeding ships at
 * random times): one package, one label, and the label voided and printed again when asked.
 */
import { fastIsoDateTime } from './dates.ts';
import { shipmentAddress } from './fulfillment.ts';
import { historyEntry } from './history.ts';
import { makeShipmentLines } from './shipment-lines.ts';
import { makeLabel } from './shipping-label.ts';
import { isVoidedLabel, VOIDED_LABEL_STATUS } from './label-status.ts';
import type { LegacyIds } from './ids.ts';
import type { Random } from './random.ts';
import type { Order, Shipment, ShippingLabel } from './types.ts';
import { encodeId } from './types.ts';

export interface StoryShipmentPlan {
  readonly shippedMs: number;
  /** When set, the first label printed was voided and this is when its replacement was printed. */
  readonly relabelledMs?: number;
}

function label(
  rng: Random,
  ids: LegacyIds,
  order: Order,
  shipmentId: string,
  createdMs: number,
): ShippingLabel {
  return makeLabel(rng, ids, {
    order,
    shipmentId,
    warehouseId: order.line_items[0]?.warehouse_id ?? null,
    packageNumber: 1,
    delivered: false,
    createdMs,
    address: shipmentAddress(order.shipping_address),
  });
}

/** Ships every line of `order` in one package and writes the order's history to say so. */
export function shipStoryOrder(
  rng: Random,
  ids: LegacyIds,
  order: Order,
  plan: StoryShipmentPlan,
): Shipment {
  const legacyId = ids.next('Shipment');
  const shipmentId = encodeId('Shipment', legacyId);
  const first = label(rng, ids, order, shipmentId, plan.shippedMs);
  const labels = [first];
  const note = (text: string, ms: number) =>
    order.order_history.push(
      historyEntry(
        order,
        ids.next('OrderHistory'),
        { service: 'Packing station' },
        text,
        fastIsoDateTime(ms),
      ),
    );
  note(
    `Shipped 1 package with ${first.shipping_name}, tracking ${first.tracking_number}`,
    plan.shippedMs,
  );
  if (plan.relabelledMs !== undefined) {
    const replacement = label(rng, ids, order, shipmentId, plan.relabelledMs);
    first.status = VOIDED_LABEL_STATUS;
    first.picked_up = false;
    first.tracking_status = 'voided';
    labels.push(replacement);
    note(
      `Label ${first.tracking_number} voided (packed in a larger box); new label, tracking ${replacement.tracking_number}`,
      plan.relabelledMs,
    );
  }
  const shipping = labels.find((candidate) => !isVoidedLabel(candidate)) ?? first;
  const shipment: Shipment = {
    id: shipmentId,
    legacy_id: legacyId,
    order_id: order.id,
    user_id: null,
    warehouse_id: first.warehouse_id,
    address: first.address,
    profile: order.profile,
    picked_up: true,
    delivered: false,
    completed: true,
    dropshipment: false,
    created_date: fastIsoDateTime(plan.shippedMs),
    total_packages: 1,
    line_items: makeShipmentLines(ids, order, order.line_items, shipmentId, shipping.id),
    shipping_labels: labels,
  };
  order.shipments.push(shipment);
  return shipment;
}
