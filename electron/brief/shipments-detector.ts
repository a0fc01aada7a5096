/**
 * Shipments out: the shipments made since the cursor (one credit a shipment). One whose every
 * label was voided (the Shipped list's own rule) did not go out. The item opens the shipment and is named by its order.
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

/** Reads shipments since `from`; answers the newest `created_date` seen (null: none). */
export async function detectShipments(
  context: RefreshContext,
  from: string,
): Promise<string | null> {
  const shipments = await readAll(
    context.execute,
    context.spend,
    'BriefShipments',
    'shipments',
    shipmentNode,
    { from },
  );
  let newest: string | null = null;
  for (const shipment of shipments) {
    if (newest === null || shipment.created_date > newest) newest = shipment.created_date;
    const ms = serviceTimeMs(shipment.created_date) ?? context.nowMs;
    if (ms < context.memory.sinceMs) continue;
    const labels = (shipment.shipping_labels ?? []).filter((label) => label !== null);
    const live = labels.filter((label) => !isVoided(label));
    if (labels.length > 0 && live.length === 0) continue;
    const carriers = [...new Set(live.map((label) => label.carrier).filter((c) => c))];
    context.found('shipments-out', {
      key: shipment.id,
      ms,
      item: {
        id: shipment.id,
        label: labels[0]?.order_number ?? shipment.order_id ?? shipment.id,
        detail: carriers.length > 0 ? carriers.join(', ') : 'Shipped',
        at: shipment.created_date,
      },
    });
  }
  return newest;
}
