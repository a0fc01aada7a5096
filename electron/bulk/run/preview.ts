/**
 * An import's preview, whatever its kind: read the file (csv/read.ts: size, encoding, delimiter),
 * check its header (nothing is fetched for a file of the wrong kind), fetch what the rows must be
 * checked against, check every row, and say what the accepted rows
 * will cost (the broker's own cost formula, run/estimate.ts). Nothing is sent. What checking cost
 * is counted from the replies, so the preview can say it.
 */
import type { GraphQLSchema } from 'graphql';
import type { BridgeError } from '../../../shared/bridge/errors.ts';
import type { Result } from '../../../shared/result.ts';
import { mapHeader } from '../csv/header.ts';
import type { CsvFileProblem } from '../csv/problems.ts';
import { readCsvFile, type CsvReadLimits, type CsvTable } from '../csv/read.ts';
import { typedExecute, type ExecuteRequest } from '../../broker/execute.ts';
import type { OperationName } from '../../../shared/operations/catalogue.ts';
import type { KnownStatuses } from '../orders/known-statuses.ts';
import { estimateImport, type ImportEstimate } from './estimate.ts';
import type { ImportKindHandler, KindPlan, RowProblem } from './kind-handler.ts';

export interface PreviewOptions {
  readonly execute: ExecuteRequest;
  readonly schema: GraphQLSchema;
  readonly bytes: Uint8Array;
  readonly fileName: string;
  /** The account's restore rate, for the time estimate. */
  readonly rate: number | null;
  /** The account's pool size: the background burst a run may start with (run/estimate.ts). */
  readonly max?: number | null;
  readonly limits?: CsvReadLimits;
  /** The statuses this session knows the account uses (order imports read and add to them). */
  readonly knownStatuses?: KnownStatuses;
  readonly onProgress?: (checked: number, total: number) => void;
  readonly signal?: AbortSignal;
}

export interface Preview<Plan> {
  readonly plan: Plan;
  readonly problems: readonly RowProblem[];
  readonly estimate: ImportEstimate;
  /** Credits the checks were charged. */
  readonly checkCredits: number;
}

/** Said of a file with a right first line and nothing under it: there is nothing to start. */
export const NO_ROWS =
  'The file has a header but no rows. Add a row under the first line for each change, then choose the file again.';

/** Why no preview: the file itself (said to the person as it is), or the service's error. */
export type PreviewFailure =
  | {
      readonly kind: 'file';
      readonly file: CsvFileProblem | { kind: 'header' | 'no-rows'; message: string };
    }
  | { readonly kind: 'service'; readonly error: BridgeError };

export type PreviewResult<Plan> = Result<Preview<Plan>, PreviewFailure>;

/** Each refused line with its cells in the kind's column order, as the file has them. */
function refusedCells(
  table: CsvTable,
  columns: Readonly<Record<string, string>>,
  problems: readonly RowProblem[],
): (RowProblem & { cells: string[] })[] {
  const header = mapHeader(table.header, columns, []);
  const byLine = new Map(table.records.map((record) => [record.line, record.cells]));
  return problems.map((problem) => {
    const cells = byLine.get(problem.line) ?? [];
    return {
      ...problem,
      cells: Object.keys(columns).map((key) => {
        const at = header.ok ? (header.value[key] ?? -1) : -1;
        return at >= 0 ? (cells[at] ?? '').trim() : '';
      }),
    };
  });
}

export async function previewPlan<K extends string, Row, Facts, M extends OperationName>(
  handler: ImportKindHandler<K, Row, Facts, M>,
  options: PreviewOptions,
): Promise<PreviewResult<KindPlan<K, Row>>> {
  const read = await readCsvFile(options.bytes, options.limits);
  if (!read.ok) return { ok: false, error: { kind: 'file', file: read.error } };
  const table = read.value;
  const header = handler.header(table.header);
  if (!header.ok)
    return { ok: false, error: { kind: 'file', file: { kind: 'header', message: header.error } } };
  // Checked after the header, so a file of the wrong kind is told so first; nothing is fetched.
  if (table.records.length === 0)
    return { ok: false, error: { kind: 'file', file: { kind: 'no-rows', message: NO_ROWS } } };
  let checkCredits = 0;
  const counted: ExecuteRequest = async (request) => {
    const result = await options.execute(request);
    if (result.ok) checkCredits += result.value.cost.actual ?? result.value.cost.estimated;
    return result;
  };
  const facts = await handler.facts(table, {
    execute: typedExecute(counted),
    ...(options.knownStatuses ? { knownStatuses: options.knownStatuses } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!facts.ok) return { ok: false, error: { kind: 'service', error: facts.error } };
  const validation = handler.validate(table, facts.value);
  if (!validation.ok)
    return {
      ok: false,
      error: { kind: 'file', file: { kind: 'header', message: validation.error } },
    };
  const { changes, problems } = validation.value;
  const estimate = estimateImport(
    options.schema,
    // Cost does not depend on the run's tag, so any id prices it.
    changes.map((row) => handler.mutation(row, 'estimate')),
    { rate: options.rate, max: options.max ?? null },
  );
  const plan = {
    kind: handler.kind,
    fileName: options.fileName,
    rows: [...changes],
    skipped: refusedCells(table, handler.fileColumns, problems),
  };
  return { ok: true, value: { plan, problems, estimate, checkCredits } };
}
