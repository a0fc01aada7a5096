/**
 * Checks a stock import file row by row before anything is sent. Every problem names its line
 * and says what to fix. Quantities removed are checked against what will be on hand by then:
 * the rows above for the same SKU and warehouse count.
 */
import type { CsvTable } from '../csv/read.ts';
import type { RowProblem, Validation } from '../run/kind-handler.ts';
import { distinctCells, mapHeader, type HeaderMap } from '../csv/header.ts';
import { REQUIRED_STOCK_COLUMNS, STOCK_IMPORT_COLUMNS, type StockColumn } from './stock-columns.ts';
import {
  MAX_REASON_CHARS,
  STOCK_ACTIONS,
  type PlannedStockChange,
  type StockAction,
} from './stock-plan.ts';

export interface Warehouse {
  readonly id: string;
  readonly name: string;
}

/** What the service (or the replica) knows, for the SKUs the file names. */
export interface StockFacts {
  readonly warehouses: readonly Warehouse[];
  /** On hand per warehouse id; absent when no product has this SKU. */
  readonly onHand: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

export type StockValidation = Validation<PlannedStockChange>;

const WHOLE = /^[+]?\d+$/;
const normal = (s: string): string => s.trim().toLowerCase();

/** Column positions, or what is wrong with the header. */
export function mapStockHeader(header: readonly string[]): HeaderMap<StockColumn> {
  return mapHeader(header, STOCK_IMPORT_COLUMNS, REQUIRED_STOCK_COLUMNS);
}

/** The distinct SKUs a file names, for fetching facts before validating. */
export function skusIn(table: CsvTable): string[] {
  return distinctCells(table, mapStockHeader(table.header), 'sku');
}

function findWarehouse(warehouses: readonly Warehouse[], text: string): Warehouse | undefined {
  const wanted = normal(text);
  return (
    warehouses.find((w) => w.id === text.trim()) ??
    warehouses.find((w) => normal(w.name) === wanted)
  );
}

export function validateStockImport(table: CsvTable, facts: StockFacts): StockValidation {
  const header = mapStockHeader(table.header);
  if (!header.ok) return header;
  const index = header.value;
  const changes: PlannedStockChange[] = [];
  const problems: RowProblem[] = [];
  const projected = new Map<string, number>();
  const seen = new Map<string, number>();
  const warehouseNames = facts.warehouses.map((w) => w.name).join(', ');

  for (const { line, cells } of table.records) {
    const problem = (message: string): void =>
      void problems.push({ line, message: `Line ${line}: ${message}` });
    if (cells.length !== table.header.length) {
      problem(
        `this row has ${cells.length} cells but the header has ${table.header.length}. Check for a missing or extra comma.`,
      );
      continue;
    }
    const cell = (column: StockColumn): string =>
      (index[column] >= 0 ? (cells[index[column]] ?? '') : '').trim();
    const sku = cell('sku');
    const warehouseText = cell('warehouse');
    const actionText = normal(cell('action'));
    const quantityText = cell('quantity');
    const reason = cell('reason');

    if (sku === '') {
      problem('the SKU is empty. Fill it in or remove the row.');
      continue;
    }
    const stock = facts.onHand.get(sku);
    if (!stock) {
      problem(`no product has the SKU "${sku}". Check its spelling and case, or remove the row.`);
      continue;
    }
    const warehouse = findWarehouse(facts.warehouses, warehouseText);
    if (!warehouse) {
      problem(
        warehouseText === ''
          ? `the warehouse is empty. Use one of: ${warehouseNames}.`
          : `there is no warehouse "${warehouseText}". Use one of: ${warehouseNames}.`,
      );
      continue;
    }
    const onHand = stock.get(warehouse.id);
    if (onHand === undefined) {
      problem(
        `"${sku}" is not stocked in ${warehouse.name}. Check the warehouse, or remove the row.`,
      );
      continue;
    }
    if (!(STOCK_ACTIONS as readonly string[]).includes(actionText)) {
      problem(`the change "${cell('action')}" is not one of add, remove or set.`);
      continue;
    }
    const action = actionText as StockAction;
    if (!WHOLE.test(quantityText)) {
      problem(
        quantityText === ''
          ? 'the quantity is empty. Enter a whole number.'
          : `the quantity "${quantityText}" is not a whole number. Enter a whole number such as 12.`,
      );
      continue;
    }
    const quantity = Number(quantityText);
    if (!Number.isSafeInteger(quantity)) {
      problem(`the quantity "${quantityText}" is too large.`);
      continue;
    }
    if (action !== 'set' && quantity === 0) {
      problem(`to ${action} stock the quantity must be at least 1.`);
      continue;
    }
    const reasonChars = reason.length;
    if (reasonChars > MAX_REASON_CHARS) {
      problem(
        `the reason is ${reasonChars} characters long; at most ${MAX_REASON_CHARS} fit, since Floorboard adds a tag such as "[import 1a2b3c4d line ${line}]" that marks the change as this import's. Shorten it.`,
      );
      continue;
    }
    const key = `${sku}\u0000${warehouse.id}`;
    const identity = `${key}\u0000${action}\u0000${quantity}\u0000${reason}`;
    const first = seen.get(identity);
    if (first !== undefined) {
      problem(`this row repeats line ${first}. Remove one of them, or give each its own reason.`);
      continue;
    }
    const before = projected.get(key) ?? onHand;
    if (action === 'remove' && quantity > before) {
      const above = projected.has(key) ? ' after the rows above' : '';
      problem(
        `removes ${quantity} but only ${before} will be on hand in ${warehouse.name}${above}. Lower the quantity.`,
      );
      continue;
    }
    seen.set(identity, line);
    projected.set(
      key,
      action === 'add' ? before + quantity : action === 'remove' ? before - quantity : quantity,
    );
    changes.push({
      line,
      sku,
      warehouseId: warehouse.id,
      warehouseName: warehouse.name,
      action,
      quantity,
      reason,
    });
  }
  return { ok: true, value: { changes, problems } };
}
