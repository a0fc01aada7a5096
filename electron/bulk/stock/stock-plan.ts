/**
 * A stock import's plan: the rows that passed validation, in file order, as they are journalled.
 * `reasonSent` is the reason the user typed plus a tag naming the import run and line, so that a
 * change whose reply was lost can be recognised in the SKU's inventory history (and so the
 * history says where each change came from).
 */
import { z } from 'zod';
import type { OperationCall } from '../../broker/execute.ts';
import { withTag } from '../run/import-tag.ts';
import { parsePlan, planSchema } from '../run/plan-schema.ts';

export const STOCK_ACTIONS = ['add', 'remove', 'set'] as const;
export type StockAction = (typeof STOCK_ACTIONS)[number];

export const plannedStockChangeSchema = z.strictObject({
  line: z.number().int().positive(),
  sku: z.string().min(1),
  warehouseId: z.string().min(1),
  warehouseName: z.string(),
  action: z.enum(STOCK_ACTIONS),
  quantity: z.number().int().nonnegative(),
  reason: z.string(),
});
export type PlannedStockChange = z.infer<typeof plannedStockChangeSchema>;

export const stockPlanSchema = planSchema('stock', plannedStockChangeSchema);
export type StockPlan = z.infer<typeof stockPlanSchema>;

export function parseStockPlan(value: unknown): StockPlan | null {
  return parsePlan(stockPlanSchema, value);
}

/**
 * The longest reason a row may carry, in characters. The tag (at most 32 characters, with the
 * space before it) is appended to it, and the whole must stay short enough that no service-side
 * limit cuts the tag off: 200 + 32 stays under 255, the common limit for such a field.
 */
export const MAX_REASON_CHARS = 200;

export function reasonSent(change: PlannedStockChange, runId: string): string {
  return withTag(change.reason, runId, change.line);
}

/** The allowlisted mutation each action sends. */
export const STOCK_OPERATION = {
  add: 'AddInventory',
  remove: 'RemoveInventory',
  set: 'ReplaceInventory',
} as const satisfies Record<StockAction, string>;

/** The mutations a stock import sends. */
export type StockOperation = (typeof STOCK_OPERATION)[StockAction];

/** The allowlisted mutation and its variables for one planned change. */
export function stockMutation(
  change: PlannedStockChange,
  runId: string,
): OperationCall<StockOperation> {
  const data = {
    sku: change.sku,
    warehouse_id: change.warehouseId,
    quantity: change.quantity,
    reason: reasonSent(change, runId),
  };
  // Spelled out per action, so each mutation's variables are checked against its own document.
  switch (change.action) {
    case 'add':
      return { operationName: STOCK_OPERATION.add, variables: { data } };
    case 'remove':
      return { operationName: STOCK_OPERATION.remove, variables: { data } };
    case 'set':
      return { operationName: STOCK_OPERATION.set, variables: { data } };
  }
}
