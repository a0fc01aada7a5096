/** How a stock import sends and checks each row (see run/import-run.ts). */
import type { Execute } from '../execute.ts';
import type { RowHandler } from '../run/import-run.ts';
import { stockMutation, type PlannedStockChange } from './stock-plan.ts';
import { verifyStockChange } from './verify-stock.ts';

export function stockRowHandler(execute: Execute, runId: string): RowHandler<PlannedStockChange> {
  return {
    key: (change) => `${change.sku}\u0000${change.warehouseId}`,
    send: (change, beforeSend) =>
      execute({ ...stockMutation(change, runId), priority: 'background', beforeSend }),
    verify: (change) => verifyStockChange(execute, change, runId),
  };
}
