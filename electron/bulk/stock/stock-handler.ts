/** How a stock import sends and checks each row (see run/import-run.ts). */
import type { Execute } from '../execute.ts';
import type { RowHandler } from '../run/import-run.ts';
import type { HandlerContext } from '../run/plan-run.ts';
import { readWitness } from './applied-by-run.ts';
import { stockMutation, type PlannedStockChange } from './stock-plan.ts';
import { verifyStockChange } from './verify-stock.ts';

export function stockRowHandler(
  execute: Execute,
  runId: string,
  context: HandlerContext<PlannedStockChange>,
): RowHandler<PlannedStockChange> {
  return {
    key: (change) => `${change.sku}\u0000${change.warehouseId}`,
    send: (change, beforeSend) =>
      execute({ ...stockMutation(change, runId), priority: 'background', beforeSend }),
    verify: (change) => verifyStockChange(execute, change, runId),
    witness: () =>
      readWitness({
        execute,
        runId,
        rows: context.rows,
        createdAt: context.createdAt,
        now: context.now(),
      }),
  };
}
