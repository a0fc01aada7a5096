/**
 * Variables of `OrdersByNumbers` (OrdersByNumbers.graphql): one lookup slot per order number, the
 * slots past the last number switched off. Main's order import and its tests build them here, so
 * the document's slot count is written down once.
 */
import type { Result } from '../result.ts';
import type { OperationData, OperationVariables } from './catalogue.ts';

type OrdersByNumbersData = OperationData<'OrdersByNumbers'>;

/** Accepts only a list naming every slot the document has (each exactly as aliased). */
function everySlot<const A extends readonly (keyof OrdersByNumbersData)[]>(
  aliases: A & ([Exclude<keyof OrdersByNumbersData, A[number]>] extends [never] ? unknown : never),
): A {
  return aliases;
}

/** The document's aliased slots, in slot order: one number each. */
export const SLOT_ALIASES = everySlot([
  'o0',
  'o1',
  'o2',
  'o3',
  'o4',
  'o5',
  'o6',
  'o7',
  'o8',
  'o9',
  'o10',
  'o11',
  'o12',
  'o13',
  'o14',
  'o15',
  'o16',
  'o17',
  'o18',
  'o19',
]);

/** Numbers one request looks up. */
export const ORDERS_BY_NUMBERS_SLOTS = SLOT_ALIASES.length;

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

/** An order as one slot's list holds it. */
export type SlotOrder = NonNullable<
  NonNullable<NonNullable<OrdersByNumbersData['o0']>['data']>['edges'][number]
>['node'];

/** The slot's orders, or what is wrong with its part of the reply. */
export type SlotRead = Result<readonly NonNullable<SlotOrder>[], string>;

/** The slot alias holding the orders found for `numbers[slot]`. */
export const slotAlias = (slot: number): string => `o${slot}`;

/** The wire may still differ from the document, so each level is checked as it is read. */
const isObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The orders the reply holds for `numbers[slot]`, a slot the request used. A used slot the reply
 * leaves out, or answers null (the service nulls a root field it failed, and a list it could not
 * read), was not answered: that is said, never read as "no such order". Anything else not shaped
 * as the document says is said plainly too, never guessed.
 */
export function slotOrders(data: OrdersByNumbersData, slot: number): SlotRead {
  const alias = Number.isInteger(slot) ? SLOT_ALIASES[slot] : undefined;
  if (alias === undefined) return { ok: false, error: `OrdersByNumbers has no slot ${slot}` };
  const fail = (what: string): SlotRead => ({
    ok: false,
    error: `OrdersByNumbers slot ${alias} ${what}`,
  });
  const value = data[alias];
  if (value === undefined || value === null) return fail('was not answered');
  if (!isObject(value)) return fail('is not a list');
  if (!value.data) return fail('was not answered');
  const edges: unknown = value.data.edges;
  if (!Array.isArray(edges)) return fail('has no edges');
  const orders: NonNullable<SlotOrder>[] = [];
  for (const edge of value.data.edges) {
    if (edge === null) continue;
    if (!isObject(edge)) return fail('has a bad edge');
    if (!edge.node) continue;
    if (!isObject(edge.node)) return fail('has a bad order');
    // Checked as far as the list's shape; each field keeps its generated type, which the
    // reader still checks where a missing value matters (an id, a number).
    orders.push(edge.node);
  }
  return { ok: true, value: orders };
}
