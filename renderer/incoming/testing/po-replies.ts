/** The service's replies to the PO pane's changes, for PO 1002 of the fake bridge (po-bridge.ts). */
import { ok } from '../../../shared/bridge/errors.ts';
import { payload } from '../../testing/fake-bridge.ts';

type ChangeRoot =
  'purchase_order_close' | 'purchase_order_cancel' | 'purchase_order_set_fulfillment_status';

/** A change applied: the PO now has `status`, and `dateClosed` when it ended. */
export function changedReply(
  root: ChangeRoot,
  variables: Record<string, unknown>,
  status: string,
  dateClosed: string | null = '2026-11-27T12:00:00',
) {
  return ok(
    payload({
      [root]: {
        purchase_order: {
          id: variables['poId'],
          po_number: '1002',
          fulfillment_status: status,
          date_closed: dateClosed,
        },
      },
    }),
  );
}

/** The note saved as sent. */
export function noteReply(variables: Record<string, unknown>) {
  return ok(
    payload({
      purchase_order_update: {
        purchase_order: { id: variables['poId'], po_note: variables['note'] },
      },
    }),
  );
}
