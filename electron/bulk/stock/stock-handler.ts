/** How a stock import sends and checks each row (see run/import-run.ts). */
import { typedExecute, type ExecuteRequest } from '../../broker/execute.ts';
import type { RowHandler } from '../run/import-run.ts';
import type { HandlerContext } from '../run/plan-run.ts';
import { rowApplied, rowChange } from '../run/row-check.ts';
import { readWitness } from './applied-by-run.ts';
import { stockMutation, type PlannedStockChange } from './stock-plan.ts';
import { isoMs } from '../../replica/service-clock.ts';

const STOCK_FIELDS = ['inventory_add', 'inventory_remove', 'inventory_replace'] as const;

/** When the service made a stock change: the record's `updated_at` in the mutation's reply. */
export function changedAt(reply: unknown): number | null {
  const data = field(reply, 'data');
  for (const name of STOCK_FIELDS) {
    const updatedAt = field(field(field(data, name), 'warehouse_product'), 'updated_at');
    if (typeof updatedAt === 'string') return isoMs(updatedAt);
  }
  return null;
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

export function stockRowHandler(
  execute: ExecuteRequest,
  runId: string,
  context: HandlerContext<PlannedStockChange>,
): RowHandler<PlannedStockChange> {
  return {
    key: (change) => `${change.sku}\u0000${change.warehouseId}`,
    send: (change, beforeSend) => context.send(stockMutation(change, runId), beforeSend),
    verify: (change) =>
      rowApplied(execute, rowChange(stockMutation(change, runId), runId, change.line)),
    servedAt: changedAt,
    witness: (since, open) =>
      readWitness({
        execute: typedExecute(execute),
        runId,
        rows: context.rows,
        createdAt: context.createdAt,
        now: context.now(),
        since,
        open,
      }),
  };
}
