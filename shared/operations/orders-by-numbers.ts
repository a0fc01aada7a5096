/**
 * Variables of `OrdersByNumbers` (OrdersByNumbers.graphql): one lookup slot per order number, the
 * slots past the last number switched off. Main's order import and its tests build them here, so
 * the document's slot count is written down once.
 */
import type { OperationVariables } from './catalogue.ts';

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
