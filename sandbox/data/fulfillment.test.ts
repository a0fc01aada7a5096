import { describe, expect, it } from 'vitest';
import { hasHold } from './fulfillment.ts';
import { isVoidedLabel } from './label-status.ts';
import { seedData } from './seed.ts';
import type { Order } from './types.ts';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const data = seedData({
  seed: 11,
  products: 150,
  orders: 800,
  warehouses: 3,
  credits: 4004,
  rate: 60,
  now: NOW,
});
const orders: Order[] = data.accounts.flatMap((account) => account.orders);
const fulfilled = orders.filter((o) => o.fulfillment_status === 'fulfilled');

describe('seeded fulfillment', () => {
  it('ships every fulfilled order, with labels and tracking, and no other order', () => {
    expect(fulfilled.length).toBeGreaterThan(100);
    for (const order of orders) {
      if (order.fulfillment_status !== 'fulfilled') {
        expect(order.shipments).toEqual([]);
        continue;
      }
      expect(order.shipments.length).toBeGreaterThan(0);
      for (const shipment of order.shipments) {
        expect(shipment.order_id).toBe(order.id);
        // A voided label ships nothing: the packages are the labels still valid.
        expect(shipment.shipping_labels.filter((l) => !isVoidedLabel(l))).toHaveLength(
          shipment.total_packages,
        );
        for (const label of shipment.shipping_labels) {
          expect(label.tracking_number).toMatch(/^[0-9A-Z]{12,22}$/);
          expect(new URL(label.tracking_url).protocol).toBe('https:');
          expect(label.tracking_url).toContain(label.tracking_number);
          expect(label.carrier).toBe(order.shipping_lines.carrier);
          expect(label.shipment_id).toBe(shipment.id);
        }
      }
    }
    expect(fulfilled.some((o) => o.shipments.length > 1)).toBe(true);
  });

  it('agrees line by line: shipped quantities are the sums over the shipments', () => {
    for (const order of orders) {
      const shipped = new Map<string, number>();
      for (const line of order.shipments.flatMap((s) => s.line_items)) {
        shipped.set(line.line_item_id, (shipped.get(line.line_item_id) ?? 0) + line.quantity);
      }
      for (const item of order.line_items) {
        expect(item.quantity_shipped).toBe(shipped.get(item.id) ?? 0);
      }
    }
  });

  it('has returns on some delivered orders only, counting what came back', () => {
    const withReturns = orders.filter((o) => o.returns.length > 0);
    expect(withReturns.length).toBeGreaterThan(5);
    for (const order of withReturns) {
      expect(order.shipments.some((s) => s.delivered)).toBe(true);
      for (const entry of order.returns) {
        const expected = entry.line_items.reduce((sum, li) => sum + li.quantity, 0);
        expect(entry.total_items_expected).toBe(expected);
        expect(entry.total_items_received).toBeLessThanOrEqual(expected);
        expect(entry.total_items_restocked).toBeLessThanOrEqual(entry.total_items_received);
        for (const line of entry.line_items) {
          const item = order.line_items.find((li) => li.id === line.line_item_id);
          expect(line.quantity).toBeLessThanOrEqual(item?.quantity_shipped ?? 0);
        }
      }
    }
  });

  it('holds: on-hold orders carry an operator hold; some pending orders other holds', () => {
    for (const order of orders) {
      if (order.fulfillment_status === 'on-hold') expect(order.holds.operator_hold).toBe(true);
      if (hasHold(order.holds)) {
        expect(['on-hold', 'pending']).toContain(order.fulfillment_status);
        expect(order.order_history.some((h) => h.information.includes('hold placed'))).toBe(true);
      }
    }
    const pendingHeld = orders.filter(
      (o) => o.fulfillment_status === 'pending' && hasHold(o.holds),
    );
    expect(pendingHeld.length).toBeGreaterThan(0);
    expect(orders.some((o) => o.line_items.some((li) => li.backorder_quantity > 0))).toBe(true);
  });

  it('tells each order’s story oldest first, starting with its arrival', () => {
    for (const order of orders) {
      const history = order.order_history;
      expect(history[0]?.information).toContain(`Order ${order.order_number} received`);
      expect(history[0]?.created_at).toBe(order.order_date);
      const dates = history.map((h) => h.created_at);
      expect(dates).toEqual([...dates].sort());
      for (const entry of history) {
        expect(entry.order_id).toBe(order.id);
        expect(entry.username).not.toBe('');
        expect(Date.parse(`${entry.created_at}Z`)).toBeLessThanOrEqual(NOW);
      }
      if (order.fulfillment_status === 'fulfilled') {
        expect(history.map((h) => h.information)).toContain(
          'Status changed from pending to fulfilled',
        );
      }
    }
  });
});
