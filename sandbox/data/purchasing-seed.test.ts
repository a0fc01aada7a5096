import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options.ts';
import { parseCents } from './money.ts';
import { isLowRecord, receiptReason } from './purchase-order-records.ts';
import { seedData } from './seed.ts';
import type { Account, PurchaseOrder } from './types.ts';

const NOW = Date.parse('2026-11-01T12:00:00Z');
const seed = (products = 500) => seedData({ ...DEFAULT_OPTIONS, products, orders: 40, now: NOW });

const decode = (id: string): string => Buffer.from(id, 'base64').toString('utf8');
const ms = (value: string): number => Date.parse(`${value}Z`);
const isOpen = (po: PurchaseOrder): boolean => po.date_closed === null;

function first(account: Account | undefined): Account {
  if (!account) throw new Error('the seed has no account');
  return account;
}

describe('seeded vendors and purchase orders', () => {
  const data = seed();
  const account = first(data.accounts[0]);

  it('is the same for the same seed and clock', () => {
    const again = first(seed().accounts[0]);
    expect(again.purchaseOrders).toEqual(account.purchaseOrders);
    expect(again.vendors).toEqual(account.vendors);
    expect(again.productVendors).toEqual(account.productVendors);
  });

  it('uses the type words PurchaseOrder, PurchaseOrderLineItem and Vendor in ids', () => {
    const po = account.purchaseOrders[0];
    const vendor = account.vendors[0];
    if (!po || !vendor) throw new Error('no PO or vendor seeded');
    expect(decode(po.id)).toBe(`PurchaseOrder:${po.legacy_id}`);
    expect(decode(po.line_items[0]?.id ?? '')).toMatch(/^PurchaseOrderLineItem:\d+$/);
    expect(decode(vendor.id)).toBe(`Vendor:${vendor.legacy_id}`);
  });

  it('agrees with the stock history: each line received exactly what the PO’s receipts added', () => {
    for (const po of account.purchaseOrders) {
      for (const line of po.line_items) {
        const received = account.inventoryChanges
          .filter(
            (c) =>
              c.reason === receiptReason(po.po_number) &&
              c.sku === line.sku &&
              c.warehouse_id === po.warehouse_id,
          )
          .reduce((sum, c) => sum + c.change_in_on_hand, 0);
        expect(received, `${po.po_number} ${line.sku}`).toBe(line.quantity_received);
        expect(line.quantity_received + line.quantity_rejected).toBeLessThanOrEqual(line.quantity);
      }
    }
  });

  it('tells the story: late, partly received, in transit, delayed, closed and canceled POs', () => {
    const pos = account.purchaseOrders;
    const received = (po: PurchaseOrder) => po.line_items.some((li) => li.quantity_received > 0);
    const late = pos.filter(
      (po) => isOpen(po) && po.po_date !== null && ms(po.po_date) < NOW && !received(po),
    );
    expect(late.length).toBeGreaterThan(0);
    expect(
      pos.some(
        (po) =>
          isOpen(po) &&
          received(po) &&
          po.line_items.some((li) => li.quantity_received < li.quantity),
      ),
    ).toBe(true);
    const statuses = new Set(pos.map((po) => po.fulfillment_status));
    for (const status of ['pending', 'closed', 'canceled', 'in-transit', 'delayed']) {
      expect(statuses).toContain(status);
    }
    for (const po of pos.filter((p) => p.fulfillment_status === 'canceled')) {
      expect(received(po)).toBe(false);
      expect(po.date_closed).not.toBeNull();
    }
    const inTransit = pos.find((po) => po.fulfillment_status === 'in-transit');
    expect(inTransit?.tracking_number).toEqual(expect.any(String));
    expect(inTransit?.tracking_numbers.map((t) => t.tracking_number)).toEqual([
      inTransit?.tracking_number,
    ]);
    expect(pos.some((po) => po.attachments.length > 0)).toBe(true);
  });

  it('orders reorder amounts of low-stock products from a vendor that supplies them', () => {
    const open = account.purchaseOrders.filter(
      (po) => isOpen(po) && po.line_items.every((li) => li.quantity_received === 0),
    );
    expect(open.length).toBeGreaterThan(2);
    for (const po of open) {
      for (const line of po.line_items) {
        const record = account.warehouseProductsBySku
          .get(line.sku)
          ?.find((wp) => wp.warehouse_id === po.warehouse_id);
        expect(record, line.sku).toBeDefined();
        const links = account.productVendors.get(line.sku) ?? [];
        expect(links.map((l) => l.vendor_id)).toContain(po.vendor_id);
        expect(line.vendor_sku).toBe(links.find((l) => l.vendor_id === po.vendor_id)?.vendor_sku);
      }
    }
  });

  it('leaves low-stock products both on order and not, and some without a vendor', () => {
    const onOrder = new Set(
      account.purchaseOrders
        .filter(isOpen)
        .flatMap((po) => po.line_items.map((li) => `${li.sku}|${po.warehouse_id}`)),
    );
    const low = [...account.warehouseProductsBySku.values()].flat().filter(isLowRecord);
    const lowWithVendor = low.filter((wp) => account.productVendors.has(wp.sku));
    expect(lowWithVendor.some((wp) => onOrder.has(`${wp.sku}|${wp.warehouse_id}`))).toBe(true);
    expect(
      lowWithVendor.filter((wp) => !onOrder.has(`${wp.sku}|${wp.warehouse_id}`)).length,
    ).toBeGreaterThanOrEqual(3);
    expect(low.some((wp) => !account.productVendors.has(wp.sku))).toBe(true);
  });

  it('adds up each PO’s money in cents: subtotal from the lines, total from its parts', () => {
    for (const po of account.purchaseOrders) {
      const lines = po.line_items.reduce((s, li) => s + li.quantity * parseCents(li.price), 0);
      expect(parseCents(po.subtotal)).toBe(lines);
      expect(parseCents(po.total_price)).toBe(
        lines + parseCents(po.shipping_price) + parseCents(po.tax) - parseCents(po.discount),
      );
    }
  });

  it('links only vendors of the account, each supplying several products', () => {
    const ids = new Set(account.vendors.map((v) => v.id));
    const supplied = new Map<string, number>();
    for (const links of account.productVendors.values()) {
      for (const link of links) {
        expect(ids).toContain(link.vendor_id);
        supplied.set(link.vendor_id, (supplied.get(link.vendor_id) ?? 0) + 1);
      }
    }
    expect([...supplied.values()].every((count) => count > 1)).toBe(true);
  });

  it('keeps the story for a small catalogue too', () => {
    const small = first(seed(40).accounts[0]);
    expect(small.purchaseOrders.some((po) => po.fulfillment_status === 'closed')).toBe(true);
    expect(
      small.purchaseOrders.some((po) => isOpen(po) && po.po_date !== null && ms(po.po_date) < NOW),
    ).toBe(true);
  });
});
