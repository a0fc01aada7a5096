/**
 * Whether a purchase order number the finder was given exists: `purchase_order(po_number:)`,
 * one credit (no connection selected). An unknown number is the service's code 5.
 */
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import { isNotFound } from '../../shared/bridge/service-errors.ts';
import { OperationError } from '../data/operation-error.ts';
import { runOperation } from '../data/run-operation.ts';
import type { Gate } from '../session/gate.ts';

export type PoCheck =
  | { readonly state: 'checking' }
  | {
      readonly state: 'found';
      readonly id: string;
      readonly status: string | null;
      readonly poDate: string | null;
    }
  | { readonly state: 'none' }
  | { readonly state: 'failed' };

export const PO_CHECK_CREDITS = 1;

/**
 * "PO-1450", "po 1450", "PO1450" and "PO#1450" are the number `PO-1450` (the form the account's
 * POs are numbered in), and so is a bare "1450": people type a PO's digits as they type an
 * order's, so the finder asks for both and offers whichever exists. Other text is not a PO number.
 */
export function asPoNumber(text: string): string | null {
  const match = /^(?:po[\s#-]*)?(\d{1,12})$/i.exec(text.trim());
  return match ? `PO-${match[1] ?? ''}` : null;
}

export async function checkPoNumber(
  bridge: FloorboardBridge,
  poNumber: string,
  gate: Gate,
): Promise<PoCheck> {
  try {
    const result = await runOperation(
      bridge,
      'PurchaseOrderByNumber',
      { poNumber },
      'foreground',
      gate,
    );
    const po = result.data.purchase_order?.data;
    if (!po?.id) return { state: 'none' };
    return { state: 'found', id: po.id, status: po.fulfillment_status, poDate: po.po_date };
  } catch (error) {
    return error instanceof OperationError && isNotFound(error.error)
      ? { state: 'none' }
      : { state: 'failed' };
  }
}
