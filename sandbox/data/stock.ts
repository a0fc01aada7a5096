/**
 * Warehouse products and their inventory history. Each record's history is simulated step by
 * step (receipts, picks, cycle counts, damage), so `on_hand` is the sum of its changes and never
 * dips below zero; a few products end at or below their reorder level for the low-stock view.
 * With 20,000 products this makes 100k+ records, hence the plain loops and few temporaries.
 * Past FULL_HISTORY_PRODUCTS the catalogue is seeded leaner (see there).
 */

import { fastIsoDateTime } from './dates.ts';
import type { LegacyIds } from './ids.ts';
import type { Random } from './random.ts';
import type { InventoryChange, Product, User, Warehouse, WarehouseProduct } from './types.ts';
import { encodeId, warehouseProductId } from './types.ts';

const HOUR_MS = 3_600_000;
/**
 * Products up to this many are seeded exactly as they always were. Each product past it is
 * stocked in one warehouse, or two, spread over the network as a large catalogue is, with a
 * receipt-only history (plus the pick down for a low-stock one): a 200,000-product account then
 * seeds in seconds and holds a third of the records full histories would. Its draws come after
 * every draw of the first products, so those stay as they were.
 */
export const FULL_HISTORY_PRODUCTS = 20_000;
/** Share of the products past FULL_HISTORY_PRODUCTS stocked in a second warehouse. */
const SECOND_WAREHOUSE_SHARE = 0.25;
const LOW_STOCK_SHARE = 0.07;
/** How many changes a record's history holds. */
const HISTORY_LENGTHS = [1, 2, 2, 3, 3, 4];
/** How far a cycle count finds the book quantity off. */
const COUNT_ERRORS = [-3, -2, -1, 1, 2, 3];

type Step = 'restock' | 'pick' | 'cycle' | 'damage';

const STEP_WEIGHTS: Readonly<Record<Step, number>> = { restock: 2, pick: 4, cycle: 2, damage: 1 };

/** Aisle-bay-shelf locations ("C-07-03"), made once and shared by every record. */
const BINS: readonly string[] = Array.from({ length: 12 * 24 * 8 }, (_, index) => {
  const aisle = String.fromCharCode(65 + Math.floor(index / 192));
  const bay = String(1 + (Math.floor(index / 8) % 24)).padStart(2, '0');
  const shelf = String(1 + (index % 8)).padStart(2, '0');
  return `${aisle}-${bay}-${shelf}`;
});

export interface Stock {
  /** Per SKU, one record per warehouse stocking it, in warehouse order. */
  bySku: Map<string, WarehouseProduct[]>;
  /** Every change, oldest first. */
  changes: InventoryChange[];
}

interface Movement {
  delta: number;
  reason: string;
  cycleCounted: boolean;
}

function wholeSeconds(ms: number): number {
  return Math.floor(ms / 1000) * 1000;
}

/** Most products sit in every warehouse; the rest in a non-empty subset, in warehouse order. */
function stockingWarehouses(rng: Random, warehouses: readonly Warehouse[]): readonly Warehouse[] {
  if (warehouses.length <= 1 || rng.chance(0.8)) return warehouses;
  const chosen = warehouses.filter(() => rng.chance(0.5));
  return chosen.length > 0 ? chosen : [rng.pick(warehouses)];
}

/** A product past FULL_HISTORY_PRODUCTS: one warehouse, sometimes two, in warehouse order. */
function spreadWarehouses(rng: Random, warehouses: readonly Warehouse[]): readonly Warehouse[] {
  if (warehouses.length <= 1) return warehouses;
  const first = rng.int(0, warehouses.length - 1);
  const second = rng.chance(SECOND_WAREHOUSE_SHARE)
    ? (first + rng.int(1, warehouses.length - 1)) % warehouses.length
    : first;
  return warehouses.filter((_, index) => index === first || index === second);
}

/**
 * Change indexes in time order, ties in generation order. Whole-second times below 2^32 s and
 * indexes below 2^21 pack exactly into one double, which a typed array sorts natively: several
 * times faster than a comparator over hundreds of thousands of changes. Anything else (times a
 * test made up) takes the comparator.
 */
function timeOrder(times: readonly number[]): ArrayLike<number> {
  const INDEXES = 2 ** 21;
  const packable = (time: number): boolean =>
    time % 1000 === 0 && time >= 0 && time < 2 ** 32 * 1000;
  if (times.length >= INDEXES || !times.every(packable)) {
    return Array.from(times.keys()).sort((a, b) => (times[a] ?? 0) - (times[b] ?? 0) || a - b);
  }
  const keys = new Float64Array(times.length);
  for (let i = 0; i < times.length; i++) keys[i] = ((times[i] ?? 0) / 1000) * INDEXES + i;
  keys.sort();
  for (let i = 0; i < keys.length; i++) keys[i] = (keys[i] ?? 0) % INDEXES;
  return keys;
}

/** Timestamps for one record's history: a receipt soon after the product appears, then later. */
function historyTimes(rng: Random, createdMs: number, now: number, count: number): number[] {
  const first = wholeSeconds(createdMs + Math.min(rng.int(1, 72) * HOUR_MS, (now - createdMs) / 2));
  const times = [first];
  for (let i = 1; i < count; i++) times.push(wholeSeconds(first + rng.next() * (now - first)));
  return times.sort((a, b) => a - b);
}

/** The next step of a history; picks and losses become receipts when the shelf is empty. */
function movement(rng: Random, onHand: number, reorderAmount: number, po: () => number): Movement {
  const step = rng.weighted(STEP_WEIGHTS);
  if (step === 'restock' || onHand === 0) {
    return {
      delta: reorderAmount + rng.int(0, reorderAmount),
      reason: `Received purchase order PO-${po()}`,
      cycleCounted: false,
    };
  }
  if (step === 'pick') {
    const picked = rng.int(1, Math.max(1, Math.floor(onHand / 2)));
    return { delta: -picked, reason: 'Order picked', cycleCounted: false };
  }
  if (step === 'damage') {
    const lost = rng.int(1, Math.min(3, onHand));
    return { delta: -lost, reason: 'Damaged in warehouse', cycleCounted: false };
  }
  const counted = Math.max(0, onHand + rng.pick(COUNT_ERRORS));
  return {
    delta: counted === onHand ? 1 : counted - onHand,
    reason: 'Cycle count adjustment',
    cycleCounted: true,
  };
}

export function seedStock(
  rng: Random,
  ids: LegacyIds,
  accountId: string,
  products: readonly Product[],
  warehouses: readonly Warehouse[],
  users: readonly User[],
  now: number,
): Stock {
  const owner = users[0];
  if (owner === undefined) throw new Error('an account needs a user to record inventory changes');
  let purchaseOrder = 1000;
  const nextPurchaseOrder = (): number => ++purchaseOrder;
  // At least one low-stock product whenever there are products, so the view is never empty.
  const forcedLow = Math.min(2, products.length - 1);
  const bySku = new Map<string, WarehouseProduct[]>();
  // Changes and their times in parallel arrays (no wrapper objects: there can be 100k+).
  const drafts: InventoryChange[] = [];
  const draftTimes: number[] = [];

  for (let index = 0; index < products.length; index++) {
    const product = products[index];
    if (product === undefined) continue;
    const createdMs = Date.parse(`${product.created_at}Z`);
    const low = index === forcedLow || rng.chance(LOW_STOCK_SHARE);
    const lean = index >= FULL_HISTORY_PRODUCTS;
    const records: WarehouseProduct[] = [];
    const stocking = lean ? spreadWarehouses(rng, warehouses) : stockingWarehouses(rng, warehouses);
    for (const warehouse of stocking) {
      const reorderLevel = rng.int(5, 40);
      const reorderAmount = reorderLevel * rng.int(2, 5);
      const lengths = lean ? 1 : rng.pick(HISTORY_LENGTHS);
      const steps = Math.max(lengths, low ? 2 : 1);
      const times = historyTimes(rng, createdMs, now, steps);
      let onHand = 0;
      let lastAt = createdMs;
      // The record's dates are its first and last changes' own strings, shared, not copies.
      let firstAtText: string | undefined;
      let lastAtText: string | undefined;
      for (let step = 0; step < steps; step++) {
        const at = times[step] ?? now;
        let change: Movement;
        if (step === 0) {
          change = { delta: rng.int(20, 400), reason: 'Initial stock', cycleCounted: false };
        } else if (low && step === steps - 1) {
          // Picked down to at most the reorder level (zero counts as low too).
          const target = rng.int(0, reorderLevel);
          if (onHand <= target) break;
          change = { delta: target - onHand, reason: 'Order picked', cycleCounted: false };
        } else {
          change = movement(rng, onHand, reorderAmount, nextPurchaseOrder);
        }
        draftTimes.push(at);
        const atText = fastIsoDateTime(at);
        firstAtText ??= atText;
        lastAtText = atText;
        drafts.push({
          id: '',
          legacy_id: 0,
          user_id: (step === 0 ? owner : rng.pick(users)).id,
          account_id: accountId,
          warehouse_id: warehouse.id,
          sku: product.sku,
          previous_on_hand: onHand,
          change_in_on_hand: change.delta,
          reason: change.reason,
          cycle_counted: change.cycleCounted,
          location_id: null,
          created_at: atText,
        });
        onHand += change.delta;
        lastAt = at;
      }
      const allocated = rng.int(0, Math.floor(onHand * 0.15));
      const legacyId = ids.next('WarehouseProduct');
      records.push({
        id: warehouseProductId(legacyId),
        legacy_id: legacyId,
        account_id: accountId,
        sku: product.sku,
        warehouse_id: warehouse.id,
        warehouse_identifier: warehouse.identifier,
        price: product.price,
        value: product.value,
        value_currency: product.value_currency,
        on_hand: onHand,
        allocated,
        available: onHand - allocated,
        backorder: onHand === 0 && rng.chance(0.5) ? rng.int(1, 6) : 0,
        reserve_inventory: 0,
        reorder_level: reorderLevel,
        reorder_amount: reorderAmount,
        replenishment_level: reorderLevel + reorderAmount,
        non_sellable_quantity: onHand > 0 && rng.chance(0.04) ? rng.int(1, Math.min(3, onHand)) : 0,
        inventory_bin: rng.pick(BINS),
        inventory_overstock_bin: null,
        customs_value: product.customs_value,
        custom: false,
        replenishment_max_level: 0,
        replenishment_increment: 0,
        active: product.active,
        created_at: firstAtText ?? fastIsoDateTime(times[0] ?? createdMs),
        updated_at: lastAtText ?? fastIsoDateTime(lastAt),
      });
    }
    bySku.set(product.sku, records);
  }

  // Histories interleave across records; ties keep generation order, i.e. each record's own.
  const order = timeOrder(draftTimes);
  const changes: InventoryChange[] = [];
  for (let position = 0; position < order.length; position++) {
    const change = drafts[order[position] ?? -1];
    if (change === undefined) continue;
    const legacyId = ids.next('InventoryChange');
    change.id = encodeId('InventoryChange', legacyId);
    change.legacy_id = legacyId;
    changes.push(change);
  }
  return { bySku, changes };
}
