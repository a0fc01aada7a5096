/**
 * Shipments out, over canned replies: one record per order, however many shipments or labels it
 * went out in, so the line's count and its items agree.
 */
import { describe, expect, it } from 'vitest';
import { detectShipments } from './shipments-detector.ts';
import { fakeRefresh } from './testing/fake-refresh.ts';

const NOW = Date.UTC(2026, 10, 27, 9);
const SINCE = Date.UTC(2026, 10, 26);

const label = (carrier: string, status = 'valid') => ({ order_number: '#100999', status, carrier });
const shipment = (id: string, orderId: string, at: string, labels: ReturnType<typeof label>[]) => ({
  id,
  order_id: orderId,
  created_date: at,
  shipping_labels: labels,
});

async function shipmentsOut(nodes: readonly ReturnType<typeof shipment>[]) {
  const { context } = fakeRefresh({ nodes: { BriefShipments: nodes }, nowMs: NOW, sinceMs: SINCE });
  await detectShipments(context, context.since);
  return context.memory.lines['shipments-out'].map((entry) => entry.item);
}

describe('shipments out', () => {
  it('lists an order split into shipments, each with its labels, once', async () => {
    const items = await shipmentsOut([
      shipment('S1', 'O1', '2026-11-27T07:40:00', [label('USPS'), label('USPS')]),
      shipment('S2', 'O1', '2026-11-27T08:00:00', [label('USPS'), label('UPS')]),
      shipment('S3', 'O2', '2026-11-27T08:10:00', [label('FedEx')]),
    ]);
    expect(items.map((item) => [item.label, item.detail])).toEqual([
      ['#100999', 'USPS, UPS'],
      ['#100999', 'FedEx'],
    ]);
    // The order's newest shipment says when it went out.
    expect(items[0]?.at).toBe('2026-11-27T08:00:00');
  });

  it('leaves out a shipment whose every label was voided, and one before the period', async () => {
    const items = await shipmentsOut([
      shipment('S1', 'O1', '2026-11-27T07:40:00', [label('USPS', 'voided')]),
      shipment('S2', 'O2', '2026-11-25T23:00:00', [label('UPS')]),
    ]);
    expect(items).toEqual([]);
  });
});
