import type { ReplicaRow } from '../../shared/replica/types.ts';
import { useWarehouseName } from './on-order-warehouse.ts';
import { onOrderCellWords } from './on-order-words.ts';
import { useOnOrderBySku } from './use-on-order-by-sku.ts';

/**
 * The Low stock list's On order cell: units still to come on open POs per warehouse they go to
 * and the earliest day expected ("105 to Reno West · Dec 3, 2026"), the POs and the low
 * warehouses nothing is on order for in its title, so nobody orders twice or takes a warehouse
 * for covered when it is not.
 */
export function OnOrderCell({ row }: { readonly row: ReplicaRow }) {
  const { allowed, onOrder } = useOnOrderBySku();
  const warehouseName = useWarehouseName();
  if (!allowed)
    return (
      <span className="muted" title="Needs view:purchase_orders">
        —
      </span>
    );
  if (onOrder === null) return <span className="muted">…</span>;
  const found = onOrder.bySku.get(row.sku);
  if (!found) {
    const title = onOrder.partial
      ? 'None on the latest purchase orders read'
      : 'None on any open purchase order';
    return (
      <span className="muted" title={title}>
        —
      </span>
    );
  }
  // The row's own name for a low warehouse, so the title's "nothing on order for" matches.
  const nameOf = (id: string | null): string =>
    row.lowIn.find((s) => s.warehouseId === id)?.warehouseLabel ?? warehouseName(id);
  const words = onOrderCellWords(
    found.byWarehouse.map((w) => ({
      outstanding: w.outstanding,
      warehouse: nameOf(w.warehouseId),
      expected: w.expected,
      poNumbers: w.poNumbers,
    })),
    row.lowIn.map((s) => nameOf(s.warehouseId)),
  );
  return <span title={words.title}>{words.text}</span>;
}
