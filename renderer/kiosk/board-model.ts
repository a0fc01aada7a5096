/**
 * The board's lists from the API's answers, as plain data (tested without a DOM): which statuses
 * the queue offers and how many of the sampled orders each has, which stock records are at or
 * below their reorder level, and the per-warehouse stock of a looked-up product.
 */
import type { ReplicaProduct } from '../../shared/replica/types.ts';
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
  readonly reorderLevel: number;
}

/** Records at or below their reorder level (out of stock always counts), least on hand first. */
export function lowStockRows(data: OperationData<'LowStock'>): LowStockRow[] {
  return (data.warehouse_products?.data?.edges ?? []).flatMap((edge) => {
    const node = edge?.node;
    if (!node?.id || node.on_hand === null) return [];
    const reorderLevel = node.reorder_level ?? 0;
    if (!needsStock(node.on_hand, node.available ?? node.on_hand, reorderLevel)) return [];
    return [
      {
        id: node.id,
        sku: node.sku ?? '—',
        name: node.product?.name ?? '',
        warehouse: node.warehouse_identifier ?? '',
        onHand: node.on_hand,
        reorderLevel,
      },
    ];
  });
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

/**
 * Marked on the floor: low by the app's one rule (available at or below a reorder level above
 * 0), or nothing on hand at all, which a picker needs to see whatever the level says.
 */
const needsStock = (onHand: number, available: number, reorderLevel: number | null): boolean =>
  onHand <= 0 || isLowStock({ available, reorderLevel: reorderLevel ?? 0 });

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
        low: needsStock(onHand, available, reorderLevel),
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
      low: needsStock(stock.onHand, stock.available, stock.reorderLevel),
    })),
  };
}
