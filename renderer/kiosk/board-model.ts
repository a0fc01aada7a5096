/**
 * The board's lists from the API's answers, as plain data (tested without a DOM): which statuses
 * the queue offers and how many of the sampled orders each has, which stock records are at or
 * below their reorder level, and the per-warehouse stock of a looked-up product.
 */
import type { ReplicaProduct, ReplicaRow } from '../../shared/replica/types.ts';
import { isLowStock } from '../../shared/replica/figures.ts';
import type { OperationData } from '../../shared/operations/catalogue.ts';

export interface StatusCount {
  readonly status: string;
  readonly count: number;
}

/** Statuses no one on the floor works on any more: listed after the open ones. */
const CLOSED = new Set(['fulfilled', 'canceled', 'cancelled', 'shipped', 'delivered']);

export function isClosedStatus(status: string): boolean {
  return CLOSED.has(status.toLowerCase());
}

export interface StatusSample {
  /** What the queue offers, pending first; every status when none is open. */
  readonly open: readonly StatusCount[];
  /** Done with (fulfilled, canceled): only counted, in a note. */
  readonly closed: readonly StatusCount[];
}

/** The sampled statuses with their counts, split into the queue's and the finished ones. */
export function statusSample(data: OperationData<'OrderStatusSample'>): StatusSample {
  const counts = new Map<string, number>();
  for (const edge of data.orders?.data?.edges ?? []) {
    const status = edge?.node?.fulfillment_status;
    if (status) counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  const all = [...counts]
    .map(([status, count]) => ({ status, count }))
    .sort(
      (a, b) =>
        Number(b.status === 'pending') - Number(a.status === 'pending') ||
        a.status.localeCompare(b.status),
    );
  const open = all.filter((c) => !isClosedStatus(c.status));
  return open.length > 0
    ? { open, closed: all.filter((c) => isClosedStatus(c.status)) }
    : { open: all, closed: [] };
}

/** The status the queue shows first: pending, or the first open one. */
export function defaultStatus(sample: StatusSample): string | null {
  return sample.open[0]?.status ?? null;
}

export interface QueueRow {
  readonly id: string;
  readonly orderNumber: string;
  readonly shop: string;
  readonly orderDate: string | null;
}

export function queueRows(data: OperationData<'OrdersPage'>): QueueRow[] {
  return (data.orders?.data?.edges ?? []).flatMap((edge) => {
    const node = edge?.node;
    if (!node?.id) return [];
    return [
      {
        id: node.id,
        orderNumber: node.order_number ?? '—',
        shop: node.shop_name ?? '',
        orderDate: node.order_date,
      },
    ];
  });
}

export interface LowStockRow {
  readonly id: string;
  readonly sku: string;
  readonly name: string;
  readonly warehouse: string;
  readonly onHand: number;
  readonly available: number;
  readonly reorderLevel: number;
}

/**
 * Records low by the app's one rule (`isLowStock`), from the service's scan: the records with the
 * least available, so a low record with a high reorder level may lie beyond it (the panel says
 * so). Used only while the catalogue copy is not ready.
 */
export function lowStockRows(data: OperationData<'LowStock'>): LowStockRow[] {
  return (data.warehouse_products?.data?.edges ?? []).flatMap((edge) => {
    const node = edge?.node;
    // A record whose figures the service left out is unknown, not out of stock.
    if (!node?.id || node.on_hand === null) return [];
    const onHand = node.on_hand;
    const available = node.available ?? onHand;
    const reorderLevel = node.reorder_level ?? 0;
    if (!isLowStock({ available, reorderLevel })) return [];
    return [
      {
        id: node.id,
        sku: node.sku ?? '—',
        name: node.product?.name ?? '',
        warehouse: node.warehouse_identifier ?? '',
        onHand,
        available,
        reorderLevel,
      },
    ];
  });
}

/**
 * Every low warehouse row of the catalogue copy's low products (`lowIn`, the same rule), least
 * available first; the copy is complete, so nothing low is left out.
 */
export function lowStockRowsFromReplica(rows: readonly ReplicaRow[]): LowStockRow[] {
  return rows
    .flatMap((row) =>
      row.lowIn.map((stock) => ({
        id: `${row.id}|${stock.warehouseId}`,
        sku: row.sku,
        name: row.name,
        warehouse: stock.warehouseLabel ?? stock.warehouseId,
        onHand: stock.onHand,
        available: stock.available,
        reorderLevel: stock.reorderLevel,
      })),
    )
    .sort((a, b) => a.available - b.available || a.sku.localeCompare(b.sku));
}

export interface WarehouseStock {
  readonly id: string;
  readonly warehouse: string;
  readonly onHand: number;
  readonly available: number;
  readonly reorderLevel: number | null;
  readonly low: boolean;
}

type Product = NonNullable<NonNullable<OperationData<'ProductDetail'>['product']>['data']>;

/** A scanned product as the lookup shows it, from the service or from the replica. */
export interface LookedUp {
  readonly sku: string;
  readonly name: string | null;
  readonly barcode: string | null;
  readonly rows: readonly WarehouseStock[];
}

export function warehouseStock(product: Product): WarehouseStock[] {
  return (product.warehouse_products ?? []).flatMap((record, index) => {
    if (!record) return [];
    const onHand = record.on_hand ?? 0;
    const available = record.available ?? 0;
    const reorderLevel = record.reorder_level;
    return [
      {
        id: record.id ?? `row-${index}`,
        warehouse: record.warehouse?.identifier ?? record.warehouse_id ?? 'Warehouse',
        onHand,
        available,
        reorderLevel,
        low: isLowStock({ available, reorderLevel: reorderLevel ?? 0 }),
      },
    ];
  });
}

export function lookedUpFromService(product: Product, sku: string): LookedUp {
  return {
    sku: product.sku ?? sku,
    name: product.name,
    barcode: product.barcode,
    rows: warehouseStock(product),
  };
}

export function lookedUpFromReplica(product: ReplicaProduct): LookedUp {
  return {
    sku: product.sku,
    name: product.name === '' ? null : product.name,
    barcode: product.barcode,
    rows: product.stock.map((stock) => ({
      id: stock.warehouseId,
      warehouse: stock.warehouseLabel ?? stock.warehouseId,
      onHand: stock.onHand,
      available: stock.available,
      reorderLevel: stock.reorderLevel,
      low: isLowStock(stock),
    })),
  };
}
