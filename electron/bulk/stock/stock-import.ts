/**
 * A stock import from file to run: read and check the file (preview), then journal the plan and
 * run it. The core keeps one of these per profile; the bench drives the same functions.
 */
import type { Journal, JournalStore } from '../journal/journal-store.ts';
import type { ImportRun } from '../run/import-run.ts';
import { planRun, type PlanRunOptions } from '../run/plan-run.ts';
import { previewPlan, type PreviewOptions, type PreviewResult } from '../run/preview.ts';
import { STOCK_KIND } from './stock-kind.ts';
import type { PlannedStockChange, StockOperation, StockPlan } from './stock-plan.ts';

export type { PreviewOptions };

export type StockPreviewResult = PreviewResult<StockPlan>;

export function previewStockImport(options: PreviewOptions): Promise<StockPreviewResult> {
  return previewPlan(STOCK_KIND, options);
}

export type StockRunOptions = PlanRunOptions<PlannedStockChange> & { readonly plan: StockPlan };

export function stockImportRun(options: StockRunOptions): ImportRun {
  return planRun<PlannedStockChange, StockOperation>(options, (execute, runId, context) =>
    STOCK_KIND.rows(execute, runId, context),
  );
}

/** Journals a confirmed plan; nothing is sent before this resolves. */
export function journalStockPlan(
  store: JournalStore,
  profileId: string,
  plan: StockPlan,
): Promise<Journal> {
  return store.create(profileId, plan);
}
