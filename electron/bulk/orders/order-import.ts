/**
 * An order import from file to run: read and check the file (preview), then journal the plan and
 * run it, as a stock import does (docs/bulk.md).
 */
import { ORDER_IMPORT_COLUMNS } from '../../../shared/bulk/import-kinds.ts';
import type { ImportRun } from '../run/import-run.ts';
import { planRun, type PlanRunOptions } from '../run/plan-run.ts';
import { previewPlan, type PreviewOptions, type PreviewResult } from '../run/preview.ts';
import { fetchOrderFacts } from './order-facts.ts';
import { orderRowHandler } from './order-handler.ts';
import { orderMutation, type OrderPlan, type PlannedOrderChange } from './order-plan.ts';
import { mapOrderHeader, orderNumbersIn, validateOrderImport } from './validate-orders.ts';

export type OrderPreviewResult = PreviewResult<OrderPlan>;

export function previewOrderImport(options: PreviewOptions): Promise<OrderPreviewResult> {
  return previewPlan('orders', options, {
    header: mapOrderHeader,
    fetchFacts: (table, request) => fetchOrderFacts({ ...request, numbers: orderNumbersIn(table) }),
    columns: ORDER_IMPORT_COLUMNS,
    validate: validateOrderImport,
    mutation: (row: PlannedOrderChange) => orderMutation(row, 'estimate'),
  });
}

export type OrderRunOptions = PlanRunOptions<PlannedOrderChange> & { readonly plan: OrderPlan };

export function orderImportRun(options: OrderRunOptions): ImportRun {
  return planRun(options, orderRowHandler);
}
