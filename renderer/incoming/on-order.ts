/**
 * What is on order for one SKU, from the open purchase orders that have a line of it: how many
 * are still to come on each (ordered − received − rejected) and when each is expected.
 */
import type { OperationData } from '../../shared/operations/catalogue.ts';
import { isEnded } from '../../shared/purchase-orders/filters.ts';

type Data = OperationData<'OnOrderForSku'>;
type Edge = NonNullable<NonNullable<NonNullable<Data['purchase_orders']>['data']>['edges'][number]>;
type PoNode = NonNullable<Edge['node']>;

export interface OnOrderLine {
  readonly poId: string;
  readonly poNumber: string;
  readonly expected: string | null;
  /** The one warehouse the PO delivers to (a PO is for one warehouse). */
  readonly warehouseId: string | null;
  /** Units still to come; null when the SKU's line is beyond the lines read. */
  readonly outstanding: number | null;
}

export interface OnOrder {
  readonly lines: readonly OnOrderLine[];
  /** Units still to come on the POs whose line was read. */
  readonly total: number;
  /** Open POs whose line of the SKU is beyond the lines read: their units are not in `total`. */
  readonly unread: number;
  /** More POs have the SKU than were read. */
  readonly more: boolean;
}

function outstandingOn(po: PoNode, sku: string): number | null {
  const lines = (po.line_items?.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const line = lines.find((l) => l.sku === sku);
  if (!line) return null;
  const left = (line.quantity ?? 0) - (line.quantity_received ?? 0) - (line.quantity_rejected ?? 0);
  return Math.max(0, left);
}

export function onOrderOf(data: Data, sku: string): OnOrder {
  const connection = data.purchase_orders?.data;
  const pos = (connection?.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const lines = pos
    .filter((po) => !isEnded(po))
    .map((po) => ({
      poId: po.id ?? '',
      poNumber: po.po_number ?? po.id ?? '',
      expected: po.po_date,
      warehouseId: po.warehouse_id,
      outstanding: outstandingOn(po, sku),
    }))
    .filter((line) => line.outstanding !== 0);
  const total = lines.reduce((sum, line) => sum + (line.outstanding ?? 0), 0);
  const unread = lines.filter((line) => line.outstanding === null).length;
  return { lines, total, unread, more: connection?.pageInfo.hasNextPage ?? false };
}

/**
 * The next delivery of the SKU: the open PO expected soonest with a known quantity still to come
 * (undated ones last), or null when none has one.
 */
export function nextDeliveryOf(onOrder: OnOrder): OnOrderLine | null {
  const known = onOrder.lines.filter((line) => line.outstanding !== null);
  const sorted = [...known].sort((a, b) => {
    if (a.expected === b.expected) return 0;
    if (a.expected === null) return 1;
    if (b.expected === null) return -1;
    return a.expected < b.expected ? -1 : 1;
  });
  return sorted[0] ?? null;
}
