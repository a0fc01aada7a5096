/**
 * An order import from file to run: read and check the file (preview), then journal the plan and
 * run it, as a stock import does (docs/bulk.md).
 */
import type { ImportRun } from '../run/import-run.ts';
import { planRun, type PlanRunOptions } from '../run/plan-run.ts';
import { previewPlan, type PreviewOptions, type PreviewResult } from '../run/preview.ts';
import { ORDER_KIND } from './order-kind.ts';
import type { OrderOperation, OrderPlan, PlannedOrderChange } from './order-plan.ts';

export type OrderPreviewResult = PreviewResult<OrderPlan>;

export function previewOrderImport(options: PreviewOptions): Promise<OrderPreviewResult> {
  return previewPlan(ORDER_KIND, options);
}

export type OrderRunOptions = PlanRunOptions<PlannedOrderChange> & { readonly plan: OrderPlan };

export function orderImportRun(options: OrderRunOptions): ImportRun {
  return planRun<PlannedOrderChange, OrderOperation>(options, (execute, runId, context) =>
    ORDER_KIND.rows(execute, runId, context),
  );
}
