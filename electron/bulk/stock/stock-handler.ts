/** How a stock import sends and checks each row (see run/import-run.ts). */
import { typedExecute, type ExecuteRequest, type NamedPayload } from '../../broker/execute.ts';
import type { RowHandler } from '../run/import-run.ts';
import type { HandlerContext } from '../run/plan-run.ts';
import { rowApplied, rowChange } from '../run/row-check.ts';
import { readWitness } from './applied-by-run.ts';
import { stockMutation, type PlannedStockChange, type StockOperation } from './stock-plan.ts';
import { isoMs } from '../../replica/service-clock.ts';

/** The stock record a stock mutation's reply holds, read by the mutation that was sent. */
function recordOf(sent: NamedPayload<StockOperation>) {
  switch (sent.operation) {
    case 'AddInventory':
      return sent.payload.data.inventory_add?.warehouse_product;
    case 'RemoveInventory':
      return sent.payload.data.inventory_remove?.warehouse_product;
    case 'ReplaceInventory':
      return sent.payload.data.inventory_replace?.warehouse_product;
  }
}

/** When the service made a stock change: the record's `updated_at` in the mutation's reply. */
export function changedAt(sent: NamedPayload<StockOperation>): number | null {
  const updatedAt = recordOf(sent)?.updated_at;
  return typeof updatedAt === 'string' ? isoMs(updatedAt) : null;
}

export function stockRowHandler(
  execute: ExecuteRequest,
  runId: string,
  context: HandlerContext<PlannedStockChange, StockOperation>,
): RowHandler<PlannedStockChange, NamedPayload<StockOperation>> {
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
