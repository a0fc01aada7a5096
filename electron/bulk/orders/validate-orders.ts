/**
 * Checks an order import file row by row before anything is sent. Every problem names its line
 * and says what to fix. Each row is checked against its order as it will be after the rows above
 * it: placing a hold the order already has, clearing one it does not have, adding a tag it has or
 * setting the status it has would change nothing, and is said so.
 */
import {
  ORDER_CHANGE_WORDS,
  ORDER_IMPORT_COLUMNS,
  type OrderChangeKind,
} from '../../../shared/bulk/import-kinds.ts';
import {
  HOLD_NAMES,
  PLACEABLE_HOLDS,
  type HoldKey,
  type PlaceableHold,
} from '../../../shared/orders/holds.ts';
import type { Result } from '../../../shared/result.ts';
import { MAX_NOTE_LENGTH, MAX_TAG_LENGTH } from '../../../shared/orders/text-limits.ts';
import { distinctCells, mapHeader, type HeaderMap } from '../csv/header.ts';
import type { CsvTable } from '../csv/read.ts';
import type { RowProblem, Validation } from '../run/kind-handler.ts';
import { TAG_ROOM } from '../run/import-tag.ts';
import type { OrderFact } from '../../broker/applied-checks/orders-by-number.ts';
import type { OrderFacts } from './order-facts.ts';
import { changeValue, type PlannedOrderChange } from './order-plan.ts';

export type OrderColumn = keyof typeof ORDER_IMPORT_COLUMNS;

/** A note's longest text: the order's note limit, less the room its import tag takes. */
export const MAX_IMPORT_NOTE_CHARS = MAX_NOTE_LENGTH - TAG_ROOM;

export type OrderValidation = Validation<PlannedOrderChange>;

const normal = (s: string): string =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

export function mapOrderHeader(header: readonly string[]): HeaderMap<OrderColumn> {
  return mapHeader(header, ORDER_IMPORT_COLUMNS, ['order', 'change', 'value']);
}

/** The distinct order numbers a file names, for looking them up before validating. */
export function orderNumbersIn(table: CsvTable): string[] {
  return distinctCells(table, mapOrderHeader(table.header), 'order');
}

const CHANGE_BY_WORD = new Map<string, OrderChangeKind>(
  (Object.entries(ORDER_CHANGE_WORDS) as [OrderChangeKind, string][]).map(([kind, word]) => [
    normal(word),
    kind,
  ]),
);
const CHANGE_LIST = Object.values(ORDER_CHANGE_WORDS).join(', ');

/** The distinct statuses a file's status rows set: the statuses the preview must know. */
export function statusesSetIn(table: CsvTable): string[] {
  const header = mapOrderHeader(table.header);
  if (!header.ok) return [];
  const index = header.value;
  const values = new Set<string>();
  for (const { cells } of table.records) {
    const value = (cells[index.value] ?? '').trim();
    if (CHANGE_BY_WORD.get(normal(cells[index.change] ?? '')) === 'status' && value !== '')
      values.add(value);
  }
  return [...values];
}

/** A hold as people write it: "payment", "Payment hold", "payment_hold". */
function holdOf(text: string): HoldKey | undefined {
  const wanted = normal(text).replace(/ hold$/, '');
  return (Object.keys(HOLD_NAMES) as HoldKey[]).find(
    (key) => normal(HOLD_NAMES[key]).replace(/ hold$/, '') === wanted,
  );
}
const HOLD_LIST = PLACEABLE_HOLDS.map((key) => HOLD_NAMES[key].replace(/ hold$/, '').toLowerCase())
  .join(', ')
  .replace(/, (?=[^,]*$)/, ' or ');

const isPlaceable = (key: HoldKey): key is PlaceableHold =>
  (PLACEABLE_HOLDS as readonly HoldKey[]).includes(key);

const holdName = (key: HoldKey): string => HOLD_NAMES[key].toLowerCase();

/** Statuses to offer: the account's, at most a handful, quoted. */
function offer(statuses: readonly string[]): string {
  const shown = statuses.slice(0, 8).map((s) => `"${s}"`);
  return statuses.length > shown.length ? `${shown.join(', ')} …` : shown.join(', ');
}

/** An order as the rows above will have left it. */
interface Projected {
  status: string;
  readonly holds: { -readonly [K in HoldKey]?: boolean | null };
  readonly tags: Set<string>;
}

const project = (order: OrderFact): Projected => ({
  status: order.status,
  holds: { ...(order.holds ?? {}) },
  tags: new Set(order.tags),
});

/** A row's change, or what is wrong with it. */
type Parsed = Result<PlannedOrderChange, string>;

function parseChange(
  kind: OrderChangeKind,
  value: string,
  order: OrderFact,
  line: number,
  facts: OrderFacts,
): Parsed {
  const base = { line, orderId: order.id, orderNumber: order.orderNumber };
  const fail = (message: string): Parsed => ({ ok: false, error: message });
  switch (kind) {
    case 'status': {
      if (value === '') return fail('the new status is empty. Write the status to set.');
      if (facts.statuses.includes(value))
        return { ok: true, value: { ...base, change: kind, status: value } };
      const similar = facts.statuses.find((s) => s.toLowerCase() === value.toLowerCase());
      if (similar !== undefined) {
        return fail(
          `the account writes this status "${similar}"; statuses match exactly, so write it that way.`,
        );
      }
      return fail(
        `no order of this account has the status "${value}". Use one of the statuses the account uses: ${offer(facts.statuses)}. A new status can be set one order at a time in the order pane.`,
      );
    }
    case 'place-hold':
    case 'clear-hold': {
      if (value === '') return fail(`the hold is empty. Use one of: ${HOLD_LIST}.`);
      const hold = holdOf(value);
      if (hold === undefined) return fail(`there is no hold "${value}". Use one of: ${HOLD_LIST}.`);
      if (!isPlaceable(hold)) {
        return fail(
          `the ${holdName(hold)} is the service's own; it cannot be placed or cleared. Use one of: ${HOLD_LIST}.`,
        );
      }
      return { ok: true, value: { ...base, change: kind, hold } };
    }
    case 'tag':
      if (value === '') return fail('the tag is empty. Write the tag to add.');
      if (value.length > MAX_TAG_LENGTH) {
        return fail(
          `the tag is ${value.length} characters long; at most ${MAX_TAG_LENGTH} fit. Shorten it.`,
        );
      }
      return { ok: true, value: { ...base, change: kind, tag: value } };
    case 'note':
      if (value === '') return fail('the note is empty. Write the note to add.');
      if (value.length > MAX_IMPORT_NOTE_CHARS) {
        return fail(
          `the note is ${value.length.toLocaleString('en-US')} characters long; at most ${MAX_IMPORT_NOTE_CHARS.toLocaleString('en-US')} fit, since Floorboard adds a tag such as "[import 1a2b3c4d line ${line}]" that marks the note as this import's. Shorten it.`,
        );
      }
      return { ok: true, value: { ...base, change: kind, note: value } };
  }
}

/** Why a change would change nothing on the order as the rows above leave it, or null. */
function noChange(change: PlannedOrderChange, state: Projected, above: boolean): string | null {
  const after = above ? ' after the rows above' : '';
  const order = `order ${change.orderNumber}`;
  switch (change.change) {
    case 'status':
      return state.status === change.status
        ? `${order} already has the status "${change.status}"${after}. Remove the row.`
        : null;
    case 'place-hold':
      return state.holds[change.hold] === true
        ? `${order} is already on ${holdName(change.hold)}${after}. Remove the row.`
        : null;
    case 'clear-hold':
      return state.holds[change.hold] !== true
        ? `${order} is not on ${holdName(change.hold)}${after}, so there is nothing to clear. Remove the row.`
        : null;
    case 'tag':
      return state.tags.has(change.tag)
        ? `${order} already has the tag "${change.tag}"${after}. Remove the row.`
        : null;
    case 'note':
      return null;
  }
}

function apply(change: PlannedOrderChange, state: Projected): void {
  switch (change.change) {
    case 'status':
      state.status = change.status;
      break;
    case 'place-hold':
    case 'clear-hold':
      state.holds[change.hold] = change.change === 'place-hold';
      break;
    case 'tag':
      state.tags.add(change.tag);
      break;
    case 'note':
      break;
  }
}

const identity = (change: PlannedOrderChange): string =>
  `${change.orderId}\u0000${change.change}\u0000${changeValue(change)}`;

export function validateOrderImport(table: CsvTable, facts: OrderFacts): OrderValidation {
  const header = mapOrderHeader(table.header);
  if (!header.ok) return header;
  const index = header.value;
  const changes: PlannedOrderChange[] = [];
  const problems: RowProblem[] = [];
  const projected = new Map<string, Projected>();
  const seen = new Map<string, number>();
  for (const { line, cells } of table.records) {
    const problem = (message: string): void =>
      void problems.push({ line, message: `Line ${line}: ${message}` });
    if (cells.length !== table.header.length) {
      problem(
        `this row has ${cells.length} cells but the header has ${table.header.length}. Check for a missing or extra comma (a note with commas needs quotes).`,
      );
      continue;
    }
    const cell = (column: OrderColumn): string => (cells[index[column]] ?? '').trim();
    const number = cell('order');
    if (number === '') {
      problem('the order number is empty. Fill it in or remove the row.');
      continue;
    }
    const found = facts.orders.get(number);
    if (!found) {
      problem(
        `no order has the number "${number}". Order numbers match exactly, as the orders list shows them (such as #1001); check it, or remove the row.`,
      );
      continue;
    }
    if (found.kind === 'many') {
      problem(
        `more than one order has the number "${number}". Change these orders one at a time in the order pane.`,
      );
      continue;
    }
    const changeText = cell('change');
    const kind = CHANGE_BY_WORD.get(normal(changeText));
    if (kind === undefined) {
      problem(
        changeText === ''
          ? `the change is empty. Use one of: ${CHANGE_LIST}.`
          : `the change "${changeText}" is not one of: ${CHANGE_LIST}.`,
      );
      continue;
    }
    const parsed = parseChange(kind, cell('value'), found.order, line, facts);
    if (!parsed.ok) {
      problem(parsed.error);
      continue;
    }
    const change = parsed.value;
    // Only a note is added each time it is sent: a status, hold or tag that repeats the state the
    // rows above leave is caught as a change that changes nothing, and may legitimately come back
    // (placed, cleared, placed again).
    const key = change.change === 'note' ? identity(change) : null;
    const first = key === null ? undefined : seen.get(key);
    if (first !== undefined) {
      problem(`this row repeats line ${first}. Remove one of them.`);
      continue;
    }
    const state = projected.get(change.orderId) ?? project(found.order);
    const unchanged = noChange(change, state, projected.has(change.orderId));
    if (unchanged !== null) {
      problem(unchanged);
      continue;
    }
    if (key !== null) seen.set(key, line);
    apply(change, state);
    projected.set(change.orderId, state);
    changes.push(change);
  }
  return { ok: true, value: { changes, problems } };
}
