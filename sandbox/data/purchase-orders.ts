/**
 * An account's purchase orders, told as a story that agrees with the stock already seeded:
 * - closed POs are the stock history's own receipts ("Received purchase order PO-…"): each line's
 *   `quantity_received` is that change's `change_in_on_hand`, so history and POs agree;
 * - one open PO is partly received: the newest receipt, ordered for more than arrived;
 * - open POs cover some low-stock products (reorder amount, from their vendor): one late (its
 *   `po_date` passed), one in transit with tracking, one delayed (custom status words);
 * - one canceled PO, nothing received.
 * Open POs move no stock until something is received, so on hand stays as the stock seed left it.
 */

import type { LegacyIds } from './ids.ts';
import { buildPurchaseOrder, type LineDraft, type PoDraft } from './purchase-order-build.ts';
import { PO_STATUS, isLowRecord, receiptPoNumber } from './purchase-order-records.ts';
import type { Random } from './random.ts';
import { trackingNumber } from './tracking.ts';
import type {
  InventoryChange,
  Product,
  ProductVendor,
  PurchaseOrder,
  User,
  WarehouseProduct,
} from './types.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const CLOSED_COUNT = 8;
const LOW_STOCK_POS = 6;
const LINES_PER_PO = 3;
const CARRIERS = ['UPS', 'FedEx', 'USPS'] as const;

export interface PurchasingInput {
  accountId: string;
  products: readonly Product[];
  stockBySku: ReadonlyMap<string, readonly WarehouseProduct[]>;
  changes: readonly InventoryChange[];
  productVendors: ReadonlyMap<string, readonly ProductVendor[]>;
  users: readonly User[];
  now: number;
}

const ms = (isoDateTime: string): number => Date.parse(`${isoDateTime}Z`);

export function seedPurchaseOrders(
  rng: Random,
  ids: LegacyIds,
  input: PurchasingInput,
): PurchaseOrder[] {
  const { products, productVendors, stockBySku, now } = input;
  const productBySku = new Map(products.map((p): [string, Product] => [p.sku, p]));
  const firstVendor = (sku: string): ProductVendor | undefined => productVendors.get(sku)?.[0];
  const drafts: PoDraft[] = [];

  // Receipts in the history, newest first, for products a vendor supplies.
  const receipts = input.changes
    .filter((c) => receiptPoNumber(c.reason) !== undefined && firstVendor(c.sku) !== undefined)
    .reverse();
  let highest = 1000;
  for (const change of input.changes) {
    const number = Number(receiptPoNumber(change.reason)?.replace(/\D/g, '') ?? 0);
    if (number > highest) highest = number;
  }
  const nextNumber = (): string => `PO-${++highest}`;

  const line = (
    product: Product,
    vendorId: string,
    quantity: number,
    received = 0,
    rejected = 0,
  ): LineDraft => {
    const offer = productVendors.get(product.sku)?.find((o) => o.vendor_id === vendorId);
    return {
      product,
      vendorSku: offer?.vendor_sku ?? null,
      quantity,
      received,
      rejected,
      sellAhead: 0,
      price: offer?.price ?? product.value,
    };
  };

  const [partial, ...older] = receipts;
  if (partial) {
    const product = productBySku.get(partial.sku);
    const vendor = firstVendor(partial.sku);
    if (product && vendor) {
      const arrived = ms(partial.created_at);
      drafts.push({
        number: receiptPoNumber(partial.reason) ?? nextNumber(),
        warehouseId: partial.warehouse_id,
        vendorId: vendor.vendor_id,
        createdMs: arrived - rng.int(8, 20) * DAY_MS,
        poDateMs: arrived,
        closedMs: null,
        arrivedMs: arrived,
        shippedMs: arrived - rng.int(2, 4) * DAY_MS,
        status: PO_STATUS.open,
        note: 'The rest follows in a second shipment.',
        tracking: null,
        attachment: { filename: 'quote.pdf', description: 'Vendor quote' },
        shippingCents: rng.int(2500, 9000),
        lines: [
          line(
            product,
            vendor.vendor_id,
            partial.change_in_on_hand + rng.int(10, 40),
            partial.change_in_on_hand,
          ),
        ],
      });
    }
  }

  for (const change of older.slice(0, CLOSED_COUNT)) {
    const product = productBySku.get(change.sku);
    const vendor = firstVendor(change.sku);
    if (!product || !vendor) continue;
    const arrived = ms(change.created_at);
    const rejected = rng.chance(0.25) ? rng.int(1, 4) : 0;
    drafts.push({
      number: receiptPoNumber(change.reason) ?? nextNumber(),
      warehouseId: change.warehouse_id,
      vendorId: vendor.vendor_id,
      createdMs: Math.max(ms(product.created_at), arrived - rng.int(7, 21) * DAY_MS),
      poDateMs: arrived,
      closedMs: Math.min(now - HOUR_MS, arrived + rng.int(1, 26) * HOUR_MS),
      arrivedMs: arrived,
      shippedMs: null,
      status: PO_STATUS.closed,
      note: null,
      tracking: null,
      attachment: null,
      shippingCents: rng.int(1500, 6000),
      lines: [
        line(
          product,
          vendor.vendor_id,
          change.change_in_on_hand + rejected,
          change.change_in_on_hand,
          rejected,
        ),
      ],
    });
  }

  // Low-stock records grouped per vendor and warehouse, in catalogue order; every other group
  // gets an open PO, so low stock both on order and not on order exists.
  const groups = new Map<
    string,
    { vendorId: string; warehouseId: string; records: WarehouseProduct[] }
  >();
  for (const product of products) {
    const vendor = firstVendor(product.sku);
    if (!vendor) continue;
    for (const record of stockBySku.get(product.sku) ?? []) {
      if (!isLowRecord(record)) continue;
      const key = `${vendor.vendor_id}|${record.warehouse_id}`;
      const group = groups.get(key) ?? {
        vendorId: vendor.vendor_id,
        warehouseId: record.warehouse_id,
        records: [],
      };
      group.records.push(record);
      groups.set(key, group);
    }
  }
  const chosen = [...groups.values()].filter((_, index) => index % 2 === 0).slice(0, LOW_STOCK_POS);
  chosen.forEach((group, index) => {
    const lines = group.records.slice(0, LINES_PER_PO).flatMap((record) => {
      const product = productBySku.get(record.sku);
      return product ? [line(product, group.vendorId, Math.max(record.reorder_amount, 1))] : [];
    });
    const [first] = lines;
    if (first && index === 3) first.sellAhead = Math.min(first.quantity, rng.int(2, 6));
    const carrier = rng.pick(CARRIERS);
    const base: PoDraft = {
      number: nextNumber(),
      warehouseId: group.warehouseId,
      vendorId: group.vendorId,
      createdMs: now - rng.int(3, 9) * DAY_MS,
      poDateMs: now + rng.int(2, 14) * DAY_MS,
      closedMs: null,
      arrivedMs: null,
      shippedMs: null,
      status: PO_STATUS.open,
      note: null,
      tracking: null,
      attachment: null,
      shippingCents: rng.int(1500, 9000),
      lines,
    };
    if (index === 0) {
      // Late: expected six days ago, nothing arrived.
      drafts.push({
        ...base,
        createdMs: now - 20 * DAY_MS,
        poDateMs: now - 6 * DAY_MS,
        note: 'Vendor confirmed; chase if not in by the PO date.',
        attachment: { filename: 'quote.pdf', description: 'Vendor quote' },
      });
    } else if (index === 1) {
      drafts.push({
        ...base,
        status: 'in-transit',
        poDateMs: now + 3 * DAY_MS,
        shippedMs: now - 2 * DAY_MS,
        tracking: { carrier, number: trackingNumber(rng, carrier) },
        attachment: { filename: 'packing-list.pdf', description: 'Packing list' },
      });
    } else if (index === 2) {
      drafts.push({
        ...base,
        status: 'delayed',
        poDateMs: now + 12 * DAY_MS,
        note: 'Vendor back-ordered; new date promised.',
      });
    } else {
      drafts.push(base);
    }
  });

  // One canceled PO: ordered by mistake, nothing received.
  const cancelable = products.find(
    (p) => firstVendor(p.sku) !== undefined && (stockBySku.get(p.sku)?.length ?? 0) > 0,
  );
  const cancelVendor = cancelable ? firstVendor(cancelable.sku) : undefined;
  const cancelRecord = cancelable ? stockBySku.get(cancelable.sku)?.[0] : undefined;
  if (cancelable && cancelVendor && cancelRecord) {
    const created = now - rng.int(25, 40) * DAY_MS;
    drafts.push({
      number: nextNumber(),
      warehouseId: cancelRecord.warehouse_id,
      vendorId: cancelVendor.vendor_id,
      createdMs: created,
      poDateMs: created + 14 * DAY_MS,
      closedMs: created + 2 * DAY_MS,
      arrivedMs: null,
      shippedMs: null,
      status: PO_STATUS.canceled,
      note: 'Ordered twice by mistake.',
      tracking: null,
      attachment: null,
      shippingCents: 0,
      lines: [line(cancelable, cancelVendor.vendor_id, Math.max(cancelRecord.reorder_amount, 1))],
    });
  }

  const owner = input.users[0];
  return drafts
    .map((draft, index) => ({ draft, index }))
    .sort((a, b) => a.draft.createdMs - b.draft.createdMs || a.index - b.index)
    .map(({ draft }) => buildPurchaseOrder(ids, input.accountId, owner?.id ?? '', draft, now));
}
