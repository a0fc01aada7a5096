/**
 * A stock import from file to run: read and check the file (preview), then journal the plan and
 * run it. The core keeps one of these per profile; the bench drives the same functions.
 */
import type { GraphQLSchema } from 'graphql';
import type { BridgeError } from '../../../shared/bridge/errors.ts';
import type { CsvFileProblem } from '../csv/problems.ts';
import { readCsvFile, type CsvReadLimits } from '../csv/read.ts';
import type { Execute } from '../execute.ts';
import type { RowState } from '../journal/events.ts';
import type { Journal, JournalStore } from '../journal/journal-store.ts';
import { estimateImport, type ImportEstimate } from '../run/estimate.ts';
import { createImportRun, type ImportRun, type ImportRunOptions } from '../run/import-run.ts';
import { fetchStockFacts } from './stock-facts.ts';
import { stockRowHandler } from './stock-handler.ts';
import { stockMutation, type PlannedStockChange, type StockPlan } from './stock-plan.ts';
import { skusIn, validateStockImport, type RowProblem } from './validate-stock.ts';

export interface StockPreview {
  readonly plan: StockPlan;
  readonly problems: readonly RowProblem[];
  readonly estimate: ImportEstimate;
}

export type StockPreviewResult =
  | { readonly ok: true; readonly preview: StockPreview }
  | { readonly ok: false; readonly file: CsvFileProblem | { kind: 'header'; message: string } }
  | { readonly ok: false; readonly error: BridgeError };

export interface PreviewOptions {
  readonly execute: Execute;
  readonly schema: GraphQLSchema;
  readonly bytes: Uint8Array;
  readonly fileName: string;
  /** The account's restore rate, for the time estimate. */
  readonly rate: number | null;
  readonly limits?: CsvReadLimits;
  readonly onProgress?: (checked: number, total: number) => void;
  readonly signal?: AbortSignal;
}

export async function previewStockImport(options: PreviewOptions): Promise<StockPreviewResult> {
  const read = await readCsvFile(options.bytes, options.limits);
  if (!read.ok) return { ok: false, file: read.problem };
  const { table } = read;
  const facts = await fetchStockFacts({
    execute: options.execute,
    skus: skusIn(table),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!facts.ok) return { ok: false, error: facts.error };
  const validation = validateStockImport(table, facts.facts);
  if (!validation.ok) return { ok: false, file: { kind: 'header', message: validation.header } };
  const plan: StockPlan = {
    kind: 'stock',
    fileName: options.fileName,
    rows: [...validation.changes],
    skipped: [...validation.problems],
  };
  // Cost does not depend on the run's tag, so any id estimates it.
  const estimate = estimateImport(
    options.schema,
    plan.rows.map((change) => stockMutation(change, 'estimate')),
    options.rate,
  );
  return { ok: true, preview: { plan, problems: validation.problems, estimate } };
}

export interface StockRunOptions {
  readonly execute: Execute;
  readonly journal: Journal;
  readonly plan: StockPlan;
  readonly initial?: readonly RowState[];
  readonly concurrency?: number;
  readonly onChange?: () => void;
  /** The run's clock and timers (its settle time after a lost reply); tests pass their own. */
  readonly clock?: Pick<ImportRunOptions<PlannedStockChange>, 'now' | 'timer'>;
}

export function stockImportRun(options: StockRunOptions): ImportRun {
  const { plan, journal } = options;
  return createImportRun<PlannedStockChange>({
    runId: journal.runId,
    rows: plan.rows,
    initial: options.initial ?? plan.rows.map(() => ({ status: 'pending' })),
    journal,
    handler: stockRowHandler(options.execute, journal.runId),
    ...(options.concurrency === undefined ? {} : { concurrency: options.concurrency }),
    ...(options.onChange ? { onChange: options.onChange } : {}),
    ...options.clock,
  });
}

/** Journals a confirmed plan; nothing is sent before this resolves. */
export function journalStockPlan(
  store: JournalStore,
  profileId: string,
  plan: StockPlan,
): Promise<Journal> {
  return store.create(profileId, plan);
}
