/**
 * Shipments out: the shipments made since the cursor (one credit a shipment), counted by order:
 * an order split into two shipments, or shipped in two packages, is one record, named by its
 * order and listing its carriers. A shipment whose every label was voided (the Shipped list's own
 * rule) did not go out. The item carries the order's first shipment seen; it opens the Shipped list.
 */
import { z } from 'zod';
import { serviceTimeMs } from '../../shared/dates/service-time.ts';
import { isVoided } from '../../shared/shipments/shipped-rows.ts';
import { readAll } from './brief-requests.ts';
import type { RefreshContext } from './refresh-context.ts';

const shipmentNode = z.object({
  id: z.string(),
  order_id: z.string().nullable(),
  created_date: z.string(),
  shipping_labels: z
    .array(
      z
        .object({
          order_number: z.string().nullable(),
          status: z.string().nullable(),
          carrier: z.string().nullable(),
        })
        .nullable(),
    )
    .nullable(),
});

/** An order's shipments of this refresh, as one record. */
interface ShippedOrder {
  readonly shipmentId: string;
  readonly label: string;
  readonly carriers: Set<string>;
  ms: number;
  at: string;
}

/** Reads shipments since `from`; answers the newest `created_date` seen (null: none). */
export async function detectShipments(
  context: RefreshContext,
  from: string,
): Promise<string | null> {
  const shipments = await readAll(
    context.execute,
    context.spend,
    'BriefShipments',
    (data) => data.shipments,
    shipmentNode,
    (paging) => ({ ...paging, from }),
  );
  let newest: string | null = null;
  const orders = new Map<string, ShippedOrder>();
  for (const shipment of shipments) {
    if (newest === null || shipment.created_date > newest) newest = shipment.created_date;
    const ms = serviceTimeMs(shipment.created_date) ?? context.nowMs;
    if (ms < context.memory.sinceMs) continue;
    const labels = (shipment.shipping_labels ?? []).filter((label) => label !== null);
    const live = labels.filter((label) => !isVoided(label));
    if (labels.length > 0 && live.length === 0) continue;
    const key = shipment.order_id ?? shipment.id;
    const order = orders.get(key) ?? {
      shipmentId: shipment.id,
      label: labels[0]?.order_number ?? shipment.order_id ?? shipment.id,
      carriers: new Set<string>(),
      ms,
      at: shipment.created_date,
    };
    for (const label of live) if (label.carrier) order.carriers.add(label.carrier);
    if (ms >= order.ms) {
      order.ms = ms;
      order.at = shipment.created_date;
    }
    orders.set(key, order);
  }
  for (const [key, order] of orders) {
    context.found('shipments-out', {
      key,
      ms: order.ms,
      item: {
        id: order.shipmentId,
        label: order.label,
        detail: order.carriers.size > 0 ? [...order.carriers].join(', ') : 'Shipped',
        at: order.at,
      },
    });
  }
  return newest;
}
