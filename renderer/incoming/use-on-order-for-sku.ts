/**
 * One SKU's open purchase orders (`OnOrderForSku`), read once for the product pane: its On order
 * section and its Next delivery line share this query, so the pane asks once. Nothing is read
 * without view:purchase_orders.
 */
import { useOperation } from '../data/use-operation.ts';
import { useCanRun } from '../session/use-can-run.ts';

/** POs read for one SKU: enough for what is open (charged for what comes back). */
export const ON_ORDER_POS = 5;

export function useOnOrderForSku(sku: string) {
  const gate = useCanRun('OnOrderForSku');
  const query = useOperation(
    'OnOrderForSku',
    { sku, first: ON_ORDER_POS },
    { enabled: gate.allowed, staleTime: 60_000 },
  );
  return { allowed: gate.allowed, query };
}
