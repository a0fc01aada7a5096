/**
 * `return_update_status(data: {return_id, status})` (scope `change:returns`). The status is one of
 * the sandbox's return statuses (shared/returns/statuses.ts); any other word is a bad argument.
 * Two statuses do more than set the word:
 * - `received`: every line's outstanding items arrive (the line's `updated_at` says when);
 * - `complete`: received items not marked damaged are restocked, each line's stock moving by what
 *   it has not restocked before, as one inventory change whose reason names the return. So a
 *   return is never restocked twice, however often it is completed.
 * Every change appends a return history entry naming the user; setting the status it already has
 * changes nothing, so a resent request is harmless.
 */
import { returnHistoryEntry, updateReturnTotals } from '../../data/return-records.ts';
import {
  isoDateTime,
  type Account,
  type Return,
  type ReturnLineItem,
  type WarehouseProduct,
} from '../../data/types.ts';
import { isReturnStatus, RETURN_STATUSES } from '../../../shared/returns/statuses.ts';
import { mutationInput, requiredString } from '../args.ts';
import type { Args, RequestContext, RootResolver } from '../context.ts';
import { badArgument, notFound } from '../errors.ts';
import { nextLegacyId, recordChange, result } from './mutation-support.ts';

export function findReturn(account: Account, returnId: string): Return | undefined {
  for (const order of account.orders) {
    const found = order.returns.find((r) => r.id === returnId);
    if (found) return withLists(found);
  }
  return undefined;
}

/** A sandbox saved before returns had labels and history holds neither: they start empty. */
function withLists(record: Return): Return {
  const saved: Partial<Pick<Return, 'labels' | 'return_history'>> = record;
  if (!Array.isArray(saved.labels)) record.labels = [];
  if (!Array.isArray(saved.return_history)) record.return_history = [];
  return record;
}

export function restockReason(record: Pick<Return, 'legacy_id'>, orderNumber: string): string {
  return `Return ${record.legacy_id} for order ${orderNumber} restocked`;
}

function stockRecord(
  context: RequestContext,
  line: ReturnLineItem,
  sku: string,
): WarehouseProduct | undefined {
  return context.account.warehouseProductsBySku
    .get(sku)
    ?.find((wp) => wp.warehouse_id === line.warehouse_id);
}

function receiveAll(record: Return, now: string): number {
  let arrived = 0;
  for (const line of record.line_items) {
    if (line.quantity_received >= line.quantity) continue;
    arrived += line.quantity - line.quantity_received;
    line.quantity_received = line.quantity;
    line.updated_at = now;
  }
  return arrived;
}

function restock(context: RequestContext, record: Return, now: string): number {
  const order = context.account.ordersById.get(record.order_id);
  let moved = 0;
  for (const line of record.line_items) {
    if (line.condition === 'damaged') continue;
    const toRestock = line.quantity_received - line.restock;
    const sku = order?.line_items.find((item) => item.id === line.line_item_id)?.sku;
    const stock = sku === undefined ? undefined : stockRecord(context, line, sku);
    if (toRestock <= 0 || !stock) continue;
    recordChange(
      context,
      stock,
      toRestock,
      restockReason(record, order?.order_number ?? ''),
      false,
    );
    line.restock += toRestock;
    line.condition = line.condition ?? 'good';
    line.updated_at = now;
    moved += toRestock;
  }
  return moved;
}

function updateStatus(context: RequestContext, input: Args): Return {
  const returnId = requiredString(input, 'return_id');
  const status = requiredString(input, 'status');
  if (!isReturnStatus(status)) {
    throw badArgument(`"status" must be one of ${RETURN_STATUSES.join(', ')}, got "${status}"`);
  }
  const record = findReturn(context.account, returnId);
  if (!record) throw notFound('Return not found');
  const previous = record.status;
  if (status === previous) return record;
  const now = isoDateTime(context.now);
  const arrived = status === 'received' ? receiveAll(record, now) : 0;
  const restocked = status === 'complete' ? restock(context, record, now) : 0;
  record.status = status;
  updateReturnTotals(record);
  const details = [
    ...(arrived > 0 ? [`${arrived} received`] : []),
    ...(restocked > 0 ? [`${restocked} restocked`] : []),
  ];
  record.return_history.push(
    returnHistoryEntry(
      () => nextLegacyId(context.account, 'ReturnHistory'),
      record,
      context.principal.user,
      `Status changed from ${previous} to ${status}${details.length > 0 ? `: ${details.join(', ')}` : ''}`,
      now,
    ),
  );
  context.account.version++;
  return record;
}

export const returnMutationResolvers: Readonly<Record<string, RootResolver>> = {
  return_update_status: (args, context, info) =>
    result(context, info, 'return', updateStatus(context, mutationInput(args))),
};
