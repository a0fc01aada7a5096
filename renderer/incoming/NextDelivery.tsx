import { nextDeliveryOf, onOrderOf } from './on-order.ts';
import { useWarehouseName } from './on-order-warehouse.ts';
import { nextDeliveryWords } from './on-order-words.ts';
import { useOnOrderForSku } from './use-on-order-for-sku.ts';
import './next-delivery.css';

/**
 * One line at the top of a product's pane answering "when does more arrive?": "Next delivery:
 * 105 to Reno West on Dec 3, 2026 (PO-1455)". Reads the same query as the On order section below
 * it, so it costs nothing more; shows nothing while reading, on an error (the section says it) or
 * when nothing is on order.
 */
export function NextDelivery({ sku }: { readonly sku: string }) {
  const { allowed, query } = useOnOrderForSku(sku);
  const warehouseName = useWarehouseName();
  if (!allowed || !query.data) return null;
  const next = nextDeliveryOf(onOrderOf(query.data.data, sku));
  if (next === null || next.outstanding === null) return null;
  return (
    <p className="next-delivery">
      {nextDeliveryWords({
        outstanding: next.outstanding,
        warehouse: warehouseName(next.warehouseId),
        expected: next.expected,
        poNumbers: [next.poNumber],
      })}
    </p>
  );
}
