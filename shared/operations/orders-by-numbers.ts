/**
 * Variables of `OrdersByNumbers` (OrdersByNumbers.graphql): one lookup slot per order number, the
 * slots past the last number switched off. Main's order import and its tests build them here, so
 * the document's slot count is written down once.
 */
import type { OperationData, OperationVariables } from './catalogue.ts';

/** Numbers one request looks up: the document's aliased slots `o0` … `o19`. */
export const ORDERS_BY_NUMBERS_SLOTS = 20;

export function ordersByNumbersVariables(
  numbers: readonly string[],
): OperationVariables<'OrdersByNumbers'> {
  const [first] = numbers;
  if (first === undefined || numbers.length > ORDERS_BY_NUMBERS_SLOTS) {
    throw new RangeError(`look up 1 to ${ORDERS_BY_NUMBERS_SLOTS} order numbers at a time`);
  }
  const variables: Record<string, string | boolean | null> = { n0: first };
  for (let slot = 1; slot < ORDERS_BY_NUMBERS_SLOTS; slot++) {
    const number = numbers[slot];
    variables[`n${slot}`] = number ?? null;
    variables[`u${slot}`] = number !== undefined;
  }
  return variables as OperationVariables<'OrdersByNumbers'>;
}

/** The slot alias holding the orders found for `numbers[slot]`. */
export const slotAlias = (slot: number): string => `o${slot}`;

type OrdersByNumbersData = OperationData<'OrdersByNumbers'>;

/** An order as one slot's list holds it. */
export type SlotOrder = NonNullable<
  NonNullable<NonNullable<OrdersByNumbersData['o0']>['data']>['edges'][number]
>['node'];

export type SlotRead =
  | { readonly ok: true; readonly orders: readonly NonNullable<SlotOrder>[] }
  | { readonly ok: false; readonly message: string };

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The orders the reply holds for `numbers[slot]`. The slot's alias is built at run time, so the
 * compiler cannot follow it: its shape is checked here instead (a slot switched off, or a list
 * the service answered null, holds none), and anything else is said plainly, never guessed.
 */
export function slotOrders(data: OrdersByNumbersData, slot: number): SlotRead {
  if (!Number.isInteger(slot) || slot < 0 || slot >= ORDERS_BY_NUMBERS_SLOTS) {
    return { ok: false, message: `OrdersByNumbers has no slot ${slot}` };
  }
  const alias = slotAlias(slot);
  const value: unknown = Object.entries(data).find(([key]) => key === alias)?.[1];
  if (value === undefined || value === null) return { ok: true, orders: [] };
  if (!isRecord(value))
    return { ok: false, message: `OrdersByNumbers slot ${alias} is not a list` };
  const list = value['data'];
  if (list === undefined || list === null) return { ok: true, orders: [] };
  const edges = isRecord(list) ? list['edges'] : undefined;
  if (!Array.isArray(edges)) {
    return { ok: false, message: `OrdersByNumbers slot ${alias} has no edges` };
  }
  const orders: NonNullable<SlotOrder>[] = [];
  for (const edge of edges) {
    if (edge === null) continue;
    if (!isRecord(edge))
      return { ok: false, message: `OrdersByNumbers slot ${alias} has a bad edge` };
    const node = edge['node'];
    if (node === null || node === undefined) continue;
    if (!isRecord(node))
      return { ok: false, message: `OrdersByNumbers slot ${alias} has a bad order` };
    // Checked as far as the list's shape; each field keeps its generated type, which the
    // reader still checks where a missing value matters (an id, a number).
    orders.push(node as NonNullable<SlotOrder>);
  }
  return { ok: true, orders };
}
