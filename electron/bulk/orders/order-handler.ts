/**
 * How an order import sends and checks each row (see run/import-run.ts). Rows for the same order
 * go one at a time in file order, so "place hold" then "clear hold" keep their meaning. A hold
 * goes with its note in one request: the row is the hold, so a hold the service refused fails
 * the row even when the note went in (and a note that failed beside a placed hold does not).
 */
import { fail, type BridgeResult } from '../../../shared/bridge/errors.ts';
import { bridgeErrorOf, errorsAt } from '../../../shared/bridge/service-errors.ts';
import type { SentChange } from '../../broker/applied-checks/applied.ts';
import type { ExecuteRequest, NamedPayload } from '../../broker/execute.ts';
import type { RowHandler } from '../run/import-run.ts';
import type { HandlerContext } from '../run/plan-run.ts';
import { rowApplied, rowChange } from '../run/row-check.ts';
import { orderMutation, type OrderOperation, type PlannedOrderChange } from './order-plan.ts';

type OrderSent = NamedPayload<OrderOperation>;

export function orderRowHandler(
  execute: ExecuteRequest,
  runId: string,
  context: HandlerContext<PlannedOrderChange, OrderOperation>,
): RowHandler<PlannedOrderChange, OrderSent> {
  return {
    key: (row) => row.orderId,
    send: async (row, beforeSend) => {
      const result = await context.send(orderMutation(row, runId), beforeSend);
      return holdOutcome(result);
    },
    verify: (row) => rowApplied(execute, orderRowChange(row, runId)),
  };
}

/** A row's change as its check reads it: by the order's number too, which the plan has. */
export function orderRowChange(row: PlannedOrderChange, runId: string): SentChange {
  return { ...rowChange(orderMutation(row, runId), runId, row.line), orderNumber: row.orderNumber };
}

/** A PlaceOrderHold reply read as the hold's own outcome; any other row's as it came. */
function holdOutcome(result: BridgeResult<OrderSent>): BridgeResult<OrderSent> {
  if (!result.ok || result.value.operation !== 'PlaceOrderHold') return result;
  const { payload } = result.value;
  if (payload.data.order_update_holds) return result;
  const [error] = errorsAt(payload.errors, 'order_update_holds');
  return fail(
    bridgeErrorOf(error ?? { message: 'The service did not place the hold.', code: null }),
  );
}
