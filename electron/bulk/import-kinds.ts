/**
 * The import kinds main runs (shared/bulk/import-kinds.ts names them), behind one set of plain
 * functions: the service (import-service.ts) works with any plan and asks here what its kind
 * does. A journalled plan says its kind, so a resumed run finds its handler again.
 */
import type { ImportColumn, ImportRowResult } from '../../shared/bulk/import-contract.ts';
import type { ImportKind } from '../../shared/bulk/import-kinds.ts';
import type { RowState } from './journal/events.ts';
import type { ImportRun } from './run/import-run.ts';
import type { PlanRunOptions } from './run/plan-run.ts';
import { resultRows } from './run/results.ts';
import {
  orderImportRun,
  previewOrderImport,
  type OrderPreviewOptions,
  type OrderPreviewResult,
} from './orders/order-import.ts';
import type { OperationName } from '../../shared/operations/catalogue.ts';
import { orderMutation, parseOrderPlan, type OrderPlan } from './orders/order-plan.ts';
import { ORDER_COLUMNS, orderCells } from './orders/order-results.ts';
import {
  previewStockImport,
  stockImportRun,
  type StockPreviewResult,
} from './stock/stock-import.ts';
import { parseStockPlan, stockMutation, type StockPlan } from './stock/stock-plan.ts';
import { STOCK_COLUMNS, stockCells } from './stock/stock-results.ts';

export type ImportPlan = StockPlan | OrderPlan;

export function parseImportPlan(value: unknown): ImportPlan | null {
  return parseStockPlan(value) ?? parseOrderPlan(value);
}

export function previewImportFile(
  kind: ImportKind,
  options: OrderPreviewOptions,
): Promise<StockPreviewResult | OrderPreviewResult> {
  return kind === 'stock' ? previewStockImport(options) : previewOrderImport(options);
}

export function importColumns(kind: ImportKind): readonly ImportColumn[] {
  return kind === 'stock' ? STOCK_COLUMNS : ORDER_COLUMNS;
}

export function runOfPlan(
  plan: ImportPlan,
  options: Omit<PlanRunOptions<unknown>, 'plan'>,
): ImportRun {
  return plan.kind === 'stock'
    ? stockImportRun({ ...options, plan })
    : orderImportRun({ ...options, plan });
}

/** The mutation each row of the plan sends (with any tag: its cost does not depend on it). */
export function planMutations(
  plan: ImportPlan,
): { operationName: OperationName; variables: Record<string, unknown> }[] {
  return plan.kind === 'stock'
    ? plan.rows.map((row) => stockMutation(row, 'estimate'))
    : plan.rows.map((row) => orderMutation(row, 'estimate'));
}

/** The plan's accepted rows as the preview shows them, the first `limit`. */
export function previewRows(plan: ImportPlan, limit: number): { line: number; cells: string[] }[] {
  return plan.kind === 'stock'
    ? plan.rows.slice(0, limit).map((row) => ({ line: row.line, cells: stockCells(row) }))
    : plan.rows.slice(0, limit).map((row) => ({ line: row.line, cells: orderCells(row) }));
}

/** Every line of the plan's file with what became of it. */
export function planResults(plan: ImportPlan, states: readonly RowState[]): ImportRowResult[] {
  return plan.kind === 'stock'
    ? resultRows(plan, states, STOCK_COLUMNS, stockCells)
    : resultRows(plan, states, ORDER_COLUMNS, orderCells);
}
