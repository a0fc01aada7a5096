/**
 * A stock import's plan: the rows that passed validation, in file order, as they are journalled.
 * `reasonSent` is the reason the user typed plus a tag naming the import run and line, so that a
 * change whose reply was lost can be recognised in the SKU's inventory history (and so the
 * history says where each change came from).
 */
import { z } from 'zod';

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

export const stockPlanSchema = z.strictObject({
  kind: z.literal('stock'),
  fileName: z.string(),
  rows: z.array(plannedStockChangeSchema),
  /** Lines the preview refused, kept so the results account for every line of the file. */
  skipped: z.array(z.strictObject({ line: z.number().int().positive(), message: z.string() })),
});
export type StockPlan = z.infer<typeof stockPlanSchema>;

export function parseStockPlan(value: unknown): StockPlan | null {
  const parsed = stockPlanSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The tag appended to the reason: short, readable in the history, unique per run and line. */
export function importTag(runId: string, line: number): string {
  return `[import ${runId.slice(0, 8)} line ${line}]`;
}

/**
 * The longest reason a row may carry, in characters. The tag (at most 33 characters, with the
 * space before it) is appended to it, and the whole must stay short enough that no service-side
 * limit cuts the tag off: 200 + 33 stays under 255, the common limit for such a field.
 */
export const MAX_REASON_CHARS = 200;

export function reasonSent(change: PlannedStockChange, runId: string): string {
  const tag = importTag(runId, change.line);
  return change.reason.trim() === '' ? tag : `${change.reason.trim()} ${tag}`;
}

/**
 * Whether a reason read back from the history carries this tag. Only the tag counts: the
 * service may trim, collapse spaces or otherwise normalise the user's text around it.
 */
export function carriesTag(reason: unknown, tag: string): boolean {
  if (typeof reason !== 'string') return false;
  return reason.replace(/\s+/g, ' ').toLowerCase().includes(tag.toLowerCase());
}

const OPERATION = {
  add: 'AddInventory',
  remove: 'RemoveInventory',
  set: 'ReplaceInventory',
} as const;

/** The allowlisted mutation and its variables for one planned change. */
export function stockMutation(
  change: PlannedStockChange,
  runId: string,
): { operationName: (typeof OPERATION)[StockAction]; variables: Record<string, unknown> } {
  return {
    operationName: OPERATION[change.action],
    variables: {
      data: {
        sku: change.sku,
        warehouse_id: change.warehouseId,
        quantity: change.quantity,
        reason: reasonSent(change, runId),
      },
    },
  };
}
