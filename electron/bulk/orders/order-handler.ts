/**
 * How an order import sends and checks each row (see run/import-run.ts). Rows for the same order
 * go one at a time in file order, so "place hold" then "clear hold" keep their meaning.
 */
import type { Execute } from '../execute.ts';
import type { RowHandler } from '../run/import-run.ts';
import type { HandlerContext } from '../run/plan-run.ts';
import { orderMutation, type PlannedOrderChange } from './order-plan.ts';
import { verifyOrderChange } from './verify-order.ts';

export function orderRowHandler(
  execute: Execute,
  runId: string,
  context: HandlerContext<PlannedOrderChange>,
): RowHandler<PlannedOrderChange> {
  return {
    key: (row) => row.orderId,
    send: (row, beforeSend) => context.send(orderMutation(row, runId), beforeSend),
    verify: (row) => verifyOrderChange(execute, row, runId),
  };
}
