/**
 * Orders by their numbers, 20 to a request (`OrdersByNumbers`: the orders list's exact
 * `order_number` filter, once per number under its own alias): what an order import checks its
 * rows against, and reads back after a lost reply. A number no order has is simply absent; one
 * two orders share is said so, never guessed.
 */
import type { BridgeError } from '../../../shared/bridge/errors.ts';
import type { Result } from '../../../shared/result.ts';
import type { Holds } from '../../../shared/orders/holds.ts';
import {
  ordersByNumbersVariables,
  slotOrders,
  type SlotOrder,
} from '../../../shared/operations/orders-by-numbers.ts';
import type { Execute } from '../execute.ts';

/** An order as an import checks it. */
export interface OrderFact {
  readonly id: string;
  readonly orderNumber: string;
  readonly status: string;
  /** Null when the reply carried no holds: unknown, never read as "on no hold". */
  readonly holds: Holds | null;
  readonly tags: readonly string[];
}

/** What one number found: its order, or that two orders share it. */
export type NumberFact =
  { readonly kind: 'one'; readonly order: OrderFact } | { readonly kind: 'many' };

function factOf(node: NonNullable<SlotOrder>): OrderFact | null {
  if (typeof node.id !== 'string' || typeof node.order_number !== 'string') return null;
  return {
    id: node.id,
    orderNumber: node.order_number,
    status: typeof node.fulfillment_status === 'string' ? node.fulfillment_status : '',
    holds: node.holds ?? null,
    tags: Array.isArray(node.tags)
      ? node.tags.filter((t): t is string => typeof t === 'string')
      : [],
  };
}

/** What each number found, or why the lookup could not say. */
type Lookup = Result<Map<string, NumberFact>, BridgeError>;

/** Up to 20 numbers in one request: an order import's preview, and its lost-reply check. */
export async function lookUpOrders(execute: Execute, numbers: readonly string[]): Promise<Lookup> {
  const result = await execute('OrdersByNumbers', ordersByNumbersVariables(numbers), {
    priority: 'background',
  });
  if (!result.ok) return result;
  const [partial] = result.value.errors;
  if (partial) return { ok: false, error: { kind: 'server', message: partial.message } };
  const found = new Map<string, NumberFact>();
  for (const [slot, number] of numbers.entries()) {
    const slotRead = slotOrders(result.value.data, slot);
    if (!slotRead.ok) return { ok: false, error: { kind: 'server', message: slotRead.error } };
    const orders = slotRead.value.flatMap((node) => factOf(node) ?? []);
    const [only] = orders;
    if (orders.length > 1) found.set(number, { kind: 'many' });
    else if (only) found.set(number, { kind: 'one', order: only });
  }
  return { ok: true, value: found };
}
