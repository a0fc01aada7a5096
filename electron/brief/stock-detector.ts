/**
 * Large adjustments, reorder crossings and PO arrivals, from one stream: the account's stock
 * changes since the cursor (one credit a change). Large is the shared stock-change rule. A
 * crossing reads the catalogue copy's reorder level and allocation for the row (no scan of the
 * products): the change took available from above the level to at or below it (the shared low
 * rule). A receipt names its PO, which is read once (one credit) for when its first goods arrived.
 */
import { z } from 'zod';
import { receiptPoNumber } from '../../shared/brief/po-receipt.ts';
import {
  isLargeAdjustment,
  isRoutineShippingDeduction,
} from '../../shared/inventory/stock-change-kinds.ts';
import { isLowStock } from '../../shared/replica/figures.ts';
import { serviceTimeMs } from '../../shared/dates/service-time.ts';
import type { PendingCrossing } from './brief-memory.ts';
import { readAll, readOne } from './brief-requests.ts';
import type { RefreshContext } from './refresh-context.ts';
import {
  atWarehouse,
  eitherName,
  serviceWarehouseNames,
  warehouseNames,
  type WarehouseNames,
} from './warehouse-names.ts';

const changeNode = z.object({
  id: z.string(),
  sku: z.string(),
  warehouse_id: z.string(),
  previous_on_hand: z.number().nullable(),
  change_in_on_hand: z.number().nullable(),
  reason: z.string().nullable(),
  cycle_counted: z.boolean().nullable(),
  created_at: z.string(),
});

const poRecord = z.object({
  id: z.string(),
  po_number: z.string().nullable(),
  arrived_at: z.string().nullable(),
});

/** Crossings waiting for the catalogue copy are kept up to this many (the newest). */
const MAX_PENDING = 2_000;

const signed = (n: number): string => (n > 0 ? `+${n}` : `−${Math.abs(n)}`);

/**
 * Reads the stock stream; answers the newest `created_at` seen (null: none). `readPos`: whether
 * the session may read purchase orders; `readWarehouses`: whether it may read the account's
 * warehouses, to name those the catalogue copy does not name yet.
 */
export async function detectStock(
  context: RefreshContext,
  from: string,
  readPos: boolean,
  readWarehouses = false,
): Promise<string | null> {
  const { memory } = context;
  const changes = await readAll(
    context.execute,
    context.spend,
    'BriefStockChanges',
    (data) => data.inventory_changes,
    changeNode,
    (paging) => ({ ...paging, from, to: context.now }),
  );
  let newest: string | null = null;
  const receipts = new Set<string>();
  let names = warehouseNames(context.stock, changes);
  const unnamed = changes.some(
    (change) =>
      (serviceTimeMs(change.created_at) ?? context.nowMs) >= memory.sinceMs &&
      isLargeAdjustment(change) &&
      names(change.warehouse_id) === null,
  );
  if (unnamed && readWarehouses) names = eitherName(names, await serviceWarehouseNames(context));
  for (const change of changes) {
    if (newest === null || change.created_at > newest) newest = change.created_at;
    const ms = serviceTimeMs(change.created_at) ?? context.nowMs;
    if (ms < memory.sinceMs) continue;
    const delta = change.change_in_on_hand;
    if (delta !== null && isLargeAdjustment(change)) {
      context.found('large-adjustments', {
        key: change.id,
        ms,
        item: {
          id: change.sku,
          label: change.sku,
          detail: `${signed(delta)}${atWarehouse(names(change.warehouse_id))}${change.reason ? ` (${change.reason})` : ''}`,
          at: change.created_at,
        },
      });
    }
    // A pick lowers on-hand and allocation together, so available does not move: the copy's
    // allocation is today's, and reading the pick against it would invent a crossing.
    if (delta !== null && change.previous_on_hand !== null && !isRoutineShippingDeduction(change)) {
      memory.pendingCrossings.push({
        id: change.id,
        sku: change.sku,
        warehouseId: change.warehouse_id,
        previousOnHand: change.previous_on_hand,
        change: delta,
        at: change.created_at,
      });
    }
    const po = receiptPoNumber(change.reason);
    if (po !== null && !memory.posSeen.includes(po)) receipts.add(po);
  }
  // Changes from before the period (waiting since an earlier day) are no longer the brief's.
  const inPeriod = memory.pendingCrossings.filter(
    (each) => (serviceTimeMs(each.at) ?? context.nowMs) >= memory.sinceMs,
  );
  const waiting = findCrossings(context, inPeriod, names);
  const cut = waiting.slice(0, Math.max(0, waiting.length - MAX_PENDING));
  if (cut.length > 0) {
    // Dropped undecided: the line says it may lack crossings until they leave the period.
    memory.dropped['crossed-reorder'] = cut.reduce(
      (newest, each) => Math.max(newest, serviceTimeMs(each.at) ?? context.nowMs),
      memory.dropped['crossed-reorder'] ?? -Infinity,
    );
  }
  memory.pendingCrossings = waiting.slice(cut.length);
  if (readPos) for (const po of receipts) await findArrival(context, po);
  return newest;
}

/** Decides every crossing the copy can answer; answers those it cannot yet. */
function findCrossings(
  context: RefreshContext,
  pending: readonly PendingCrossing[],
  names: WarehouseNames,
): PendingCrossing[] {
  const waiting: PendingCrossing[] = [];
  for (const change of pending) {
    const row = context.stock(change.sku, change.warehouseId);
    if (row === undefined) {
      waiting.push(change);
      continue;
    }
    if (row === null) continue;
    const before = change.previousOnHand - row.allocated;
    const after = before + change.change;
    const level = row.reorderLevel;
    if (isLowStock({ available: before, reorderLevel: level })) continue;
    if (!isLowStock({ available: after, reorderLevel: level })) continue;
    context.found('crossed-reorder', {
      key: `${change.sku}@${change.warehouseId}`,
      ms: serviceTimeMs(change.at) ?? context.nowMs,
      item: {
        id: change.sku,
        label: change.sku,
        detail: `${after} available${atWarehouse(row.warehouseLabel ?? names(change.warehouseId))}, reorder level ${level}`,
        at: change.at,
      },
    });
  }
  return waiting;
}

async function findArrival(context: RefreshContext, poNumber: string): Promise<void> {
  const po = await readOne(
    context.execute,
    context.spend,
    'BriefPurchaseOrder',
    (data) => data.purchase_order,
    poRecord,
    { poNumber },
  );
  context.memory.posSeen.push(poNumber);
  const arrived = serviceTimeMs(po?.arrived_at);
  if (!po || arrived === null || arrived < context.memory.sinceMs) return;
  context.found('po-arrived', {
    key: po.id,
    ms: arrived,
    item: {
      id: po.id,
      label: po.po_number ?? poNumber,
      detail: 'First goods received',
      at: po.arrived_at ?? context.now,
    },
  });
}
