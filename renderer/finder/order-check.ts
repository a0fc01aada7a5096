/**
 * Whether an order number the finder was given exists, asked of the service with the cheapest
 * lookup there is: one slot of `OrdersByNumbers` (`orders(order_number:)` with two results, so a
 * number two orders share is seen). It is estimated at 3 credits and charged 1 + the orders found.
 */
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import type { OperationData } from '../../shared/operations/catalogue.ts';
import { ordersByNumbersVariables, slotOrders } from '../../shared/operations/orders-by-numbers.ts';
import type { Holds } from '../../shared/orders/holds.ts';
import { runOperation } from '../data/run-operation.ts';
import type { Gate } from '../session/gate.ts';

export type OrderCheck =
  /** Not asked yet (the pause after typing has not passed) or asked and not answered. */
  | { readonly state: 'checking' }
  /** `count` orders have the number (2 means "two or more"); the first one's status and holds. */
  | {
      readonly state: 'found';
      readonly count: number;
      readonly status: string | null;
      readonly holds: Holds | null;
    }
  | { readonly state: 'none' }
  /** The service could not be asked (offline, throttled): the finder offers the filtered list. */
  | { readonly state: 'failed' };

/** What a pause in typing costs at most, for the finder to say. */
export const ORDER_CHECK_CREDITS = 3;

export async function checkOrderNumber(
  bridge: FloorboardBridge,
  orderNumber: string,
  gate: Gate,
): Promise<OrderCheck> {
  try {
    const result = await runOperation(
      bridge,
      'OrdersByNumbers',
      ordersByNumbersVariables([orderNumber]),
      'foreground',
      gate,
    );
    return checkOf(result.data);
  } catch {
    return { state: 'failed' };
  }
}

/** A slot the reply leaves out or nulls was not answered: that is a failed check, never "none". */
export function checkOf(data: OperationData<'OrdersByNumbers'>): OrderCheck {
  const read = slotOrders(data, 0);
  if (!read.ok) return { state: 'failed' };
  const [first] = read.value;
  if (first === undefined) return { state: 'none' };
  return {
    state: 'found',
    count: read.value.length,
    status: first.fulfillment_status ?? null,
    holds: first.holds ?? null,
  };
}
