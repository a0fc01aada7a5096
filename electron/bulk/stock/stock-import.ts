/**
 * A stock import from file to run: read and check the file (preview), then journal the plan and
 * run it. The core keeps one of these per profile; the bench drives the same functions.
 */
import type { Journal, JournalStore } from '../journal/journal-store.ts';
import { STOCK_IMPORT_COLUMNS } from '../../../shared/bulk/import-kinds.ts';
import type { ImportRun } from '../run/import-run.ts';
import { planRun, type PlanRunOptions } from '../run/plan-run.ts';
import { previewPlan, type PreviewOptions, type PreviewResult } from '../run/preview.ts';
import { fetchStockFacts } from './stock-facts.ts';
import { stockRowHandler } from './stock-handler.ts';
import { stockMutation, type PlannedStockChange, type StockPlan } from './stock-plan.ts';
import { mapStockHeader, skusIn, validateStockImport } from './validate-stock.ts';

export type { PreviewOptions };

export type StockPreviewResult = PreviewResult<StockPlan>;

export function previewStockImport(options: PreviewOptions): Promise<StockPreviewResult> {
  return previewPlan('stock', options, {
    header: mapStockHeader,
    fetchFacts: (table, request) => fetchStockFacts({ ...request, skus: skusIn(table) }),
    columns: STOCK_IMPORT_COLUMNS,
    validate: validateStockImport,
    // Cost does not depend on the run's tag, so any id estimates it.
    mutation: (change: PlannedStockChange) => stockMutation(change, 'estimate'),
  });
}

export type StockRunOptions = PlanRunOptions<PlannedStockChange> & { readonly plan: StockPlan };

export function stockImportRun(options: StockRunOptions): ImportRun {
  return planRun(options, stockRowHandler);
}

/** Journals a confirmed plan; nothing is sent before this resolves. */
export function journalStockPlan(
  store: JournalStore,
  profileId: string,
  plan: StockPlan,
): Promise<Journal> {
  return store.create(profileId, plan);
}
