/**
 * What is on order per SKU across the latest purchase orders, for the Low stock list: units still
 * to come (ordered − received − rejected) on the open POs, the earliest day one is expected and
 * the POs' numbers. One read (`OpenPoLines`) answers every row of the list.
 */
import type { OperationData } from '../../shared/operations/catalogue.ts';
import { isEnded } from '../../shared/purchase-orders/filters.ts';

type Data = OperationData<'OpenPoLines'>;

export interface SkuOnOrder {
  readonly outstanding: number;
  /** The earliest `po_date` among its POs (zone-less ISO), null when none has one. */
  readonly expected: string | null;
  readonly poNumbers: readonly string[];
  /** The same per warehouse the POs deliver to (a PO is for one), in the order first met. */
  readonly byWarehouse: readonly WarehouseOnOrder[];
}

export interface WarehouseOnOrder {
  readonly warehouseId: string | null;
  readonly outstanding: number;
  readonly expected: string | null;
  readonly poNumbers: readonly string[];
}

interface Counted {
  readonly outstanding: number;
  readonly expected: string | null;
  readonly poNumbers: readonly string[];
}

/** Adds a PO's units to what is counted: the earliest day, each PO named once. */
function add(
  known: Counted | undefined,
  left: number,
  date: string | null,
  number: string,
): Counted {
  const expected =
    known?.expected == null || (date !== null && date < known.expected)
      ? (date ?? known?.expected ?? null)
      : known.expected;
  return {
    outstanding: (known?.outstanding ?? 0) + left,
    expected,
    poNumbers: known?.poNumbers.includes(number)
      ? known.poNumbers
      : [...(known?.poNumbers ?? []), number],
  };
}

export interface OnOrderBySku {
  readonly bySku: ReadonlyMap<string, SkuOnOrder>;
  /** More POs exist than were read, or some PO has more lines than were read. */
  readonly partial: boolean;
}

export function onOrderBySku(data: Data): OnOrderBySku {
  const connection = data.purchase_orders?.data;
  const bySku = new Map<string, SkuOnOrder>();
  let partial = connection?.pageInfo.hasNextPage ?? false;
  for (const edge of connection?.edges ?? []) {
    const po = edge?.node;
    if (!po || isEnded(po)) continue;
    if (po.line_items?.pageInfo.hasNextPage) partial = true;
    const number = po.po_number ?? po.id ?? '';
    for (const lineEdge of po.line_items?.edges ?? []) {
      const line = lineEdge?.node;
      if (!line?.sku) continue;
      const left =
        (line.quantity ?? 0) - (line.quantity_received ?? 0) - (line.quantity_rejected ?? 0);
      if (left <= 0) continue;
      const known = bySku.get(line.sku);
      const warehouseId = po.warehouse_id ?? null;
      const warehouses = known?.byWarehouse ?? [];
      const there = warehouses.find((w) => w.warehouseId === warehouseId);
      const counted = { warehouseId, ...add(there, left, po.po_date, number) };
      bySku.set(line.sku, {
        ...add(known, left, po.po_date, number),
        byWarehouse: there
          ? warehouses.map((w) => (w === there ? counted : w))
          : [...warehouses, counted],
      });
    }
  }
  return { bySku, partial };
}
