/**
 * The Low stock list's one read of what is on order (`OpenPoLines`, 20 POs with 15 lines each,
 * estimated 321 credits, charged as returned), shared by every row and kept five minutes. Nothing
 * is read without view:purchase_orders.
 */
import { useOperation } from '../data/use-operation.ts';
import { useCanRun } from '../session/use-can-run.ts';
import { onOrderBySku, type OnOrderBySku } from './on-order-by-sku.ts';

export const OPEN_PO_LINES_POS = 20;

export function useOnOrderBySku(): { allowed: boolean; onOrder: OnOrderBySku | null } {
  const gate = useCanRun('OpenPoLines');
  const query = useOperation(
    'OpenPoLines',
    { first: OPEN_PO_LINES_POS },
    { enabled: gate.allowed, staleTime: 5 * 60_000 },
  );
  return { allowed: gate.allowed, onOrder: query.data ? onOrderBySku(query.data.data) : null };
}
