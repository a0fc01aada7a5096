/**
 * An order import from file to run: read and check the file (preview), then journal the plan and
 * run it, as a stock import does (docs/bulk.md).
 */
import { ORDER_IMPORT_COLUMNS } from '../../../shared/bulk/import-kinds.ts';
import type { ImportRun } from '../run/import-run.ts';
import { planRun, type PlanRunOptions } from '../run/plan-run.ts';
import { previewPlan, type PreviewOptions, type PreviewResult } from '../run/preview.ts';
import type { KnownStatuses } from './known-statuses.ts';
import { fetchOrderFacts } from './order-facts.ts';
import { orderRowHandler } from './order-handler.ts';
import { orderMutation, type OrderPlan, type PlannedOrderChange } from './order-plan.ts';
import {
  mapOrderHeader,
  orderNumbersIn,
  statusesSetIn,
  validateOrderImport,
} from './validate-orders.ts';

export type OrderPreviewResult = PreviewResult<OrderPlan>;

export interface OrderPreviewOptions extends PreviewOptions {
  /** The statuses this session knows the account uses; the preview adds what it reads. */
  readonly knownStatuses?: KnownStatuses;
}

export function previewOrderImport(options: OrderPreviewOptions): Promise<OrderPreviewResult> {
  return previewPlan('orders', options, {
    header: mapOrderHeader,
    fetchFacts: (table, request) =>
      fetchOrderFacts({
        ...request,
        numbers: orderNumbersIn(table),
        wantedStatuses: statusesSetIn(table),
        ...(options.knownStatuses ? { known: options.knownStatuses } : {}),
      }),
    columns: ORDER_IMPORT_COLUMNS,
    validate: validateOrderImport,
    mutation: (row: PlannedOrderChange) => orderMutation(row, 'estimate'),
  });
}

export type OrderRunOptions = PlanRunOptions<PlannedOrderChange> & { readonly plan: OrderPlan };

export function orderImportRun(options: OrderRunOptions): ImportRun {
  return planRun(options, orderRowHandler);
}
