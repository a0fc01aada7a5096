/**
 * The import kinds main runs (shared/bulk/import-kinds.ts names them), one handler each
 * (run/kind-handler.ts). The service works with any plan and asks its kind's handler; a
 * journalled plan says its kind, so a resumed run finds its handler again. A new kind is one
 * handler object and one line here.
 */
import type { ImportRowResult } from '../../shared/bulk/import-contract.ts';
import type { ImportKind } from '../../shared/bulk/import-kinds.ts';
import type { RowState } from './journal/events.ts';
import { ORDER_KIND } from './orders/order-kind.ts';
import type { OrderOperation, PlannedOrderChange } from './orders/order-plan.ts';
import type { ImportRun } from './run/import-run.ts';
import type { ImportKindHandler, KindPlan, PlannedMutation } from './run/kind-handler.ts';
import { planRun, type PlanRunOptions } from './run/plan-run.ts';
import { previewPlan, type PreviewOptions, type PreviewResult } from './run/preview.ts';
import { resultRows } from './run/results.ts';
import { STOCK_KIND } from './stock/stock-kind.ts';
import type { PlannedStockChange, StockOperation } from './stock/stock-plan.ts';

/** Each kind's planned row. */
interface KindRows {
  stock: PlannedStockChange;
  orders: PlannedOrderChange;
}

/** The mutations each kind's rows send. */
interface KindMutations {
  stock: StockOperation;
  orders: OrderOperation;
}

type PlanOfKind<K extends ImportKind> = KindPlan<K, KindRows[K]>;

/**
 * A kind's handler, and its preview with the handler's own facts type kept inside: only the
 * preview reads facts, so nothing here needs to widen them.
 */
interface KindEntry<K extends ImportKind> {
  readonly handler: Omit<
    ImportKindHandler<K, KindRows[K], never, KindMutations[K]>,
    'facts' | 'validate'
  >;
  readonly preview: (options: PreviewOptions) => Promise<PreviewResult<PlanOfKind<K>>>;
}

function entry<K extends ImportKind, Facts>(
  handler: ImportKindHandler<K, KindRows[K], Facts, KindMutations[K]>,
): KindEntry<K> {
  return { handler, preview: (options) => previewPlan(handler, options) };
}

/** Written as a map over the kinds, so a plan's rows and its handler's rows are known to agree. */
const KINDS: { readonly [K in ImportKind]: KindEntry<K> } = {
  stock: entry(STOCK_KIND),
  orders: entry(ORDER_KIND),
};

function handlerOf<K extends ImportKind>(kind: K): KindEntry<K>['handler'] {
  return KINDS[kind].handler;
}

/** A journalled plan of some kind. */
export type ImportPlan = PlanOfKind<ImportKind>;

export function parseImportPlan(value: unknown): ImportPlan | null {
  for (const { handler } of Object.values(KINDS)) {
    const plan = handler.parse(value);
    if (plan) return plan;
  }
  return null;
}

export function previewImportFile<K extends ImportKind>(
  kind: K,
  options: PreviewOptions,
): Promise<PreviewResult<PlanOfKind<K>>> {
  return KINDS[kind].preview(options);
}

export function importColumns(kind: ImportKind) {
  return handlerOf(kind).resultColumns;
}

export function runOfPlan<K extends ImportKind>(
  plan: PlanOfKind<K>,
  options: Omit<PlanRunOptions<KindRows[K]>, 'plan'>,
): ImportRun {
  const handler = handlerOf<K>(plan.kind);
  return planRun<KindRows[K], KindMutations[K]>({ ...options, plan }, (execute, runId, context) =>
    handler.rows(execute, runId, context),
  );
}

/** The mutation each row of the plan sends (with any tag: its cost does not depend on it). */
export function planMutations<K extends ImportKind>(
  plan: PlanOfKind<K>,
): PlannedMutation<KindMutations[K]>[] {
  const handler = handlerOf<K>(plan.kind);
  return plan.rows.map((row) => handler.mutation(row, 'estimate'));
}

/** The plan's accepted rows as the preview shows them, the first `limit`. */
export function previewRows<K extends ImportKind>(
  plan: PlanOfKind<K>,
  limit: number,
): { line: number; cells: string[] }[] {
  const handler = handlerOf<K>(plan.kind);
  return plan.rows.slice(0, limit).map((row) => ({ line: row.line, cells: handler.cells(row) }));
}

/** Every line of the plan's file with what became of it. */
export function planResults<K extends ImportKind>(
  plan: PlanOfKind<K>,
  states: readonly RowState[],
): ImportRowResult[] {
  const handler = handlerOf<K>(plan.kind);
  return resultRows(plan, states, handler.resultColumns, (row) => handler.cells(row));
}
