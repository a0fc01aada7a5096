/**
 * A run's results, row by row: every line of the imported file with what happened to it —
 * applied, failed (with the service's reason), unknown (a lost reply the service could not
 * confirm), or not sent (refused by the preview, or the run was cancelled before it). The
 * import panel lists them; the results CSV writes them.
 */
import type { ImportRowResult } from '../../../shared/bulk/import-contract.ts';
import type { RowState } from '../journal/events.ts';
import { csvText } from '../csv/write.ts';
import { STOCK_IMPORT_COLUMNS } from './stock-columns.ts';
import type { StockPlan } from './stock-plan.ts';

export const RESULT_COLUMNS = ['Line', ...Object.values(STOCK_IMPORT_COLUMNS), 'Result', 'Details'];

function describe(state: RowState | undefined): Pick<ImportRowResult, 'result' | 'details'> {
  switch (state?.status) {
    case 'applied':
      return { result: 'Applied', details: '' };
    case 'failed':
      return { result: 'Failed', details: state.reason };
    case 'unknown':
      return { result: 'Unknown', details: state.reason };
    case 'sending':
      return {
        result: 'Unknown',
        details:
          'The import stopped while this change was being sent; it will be checked when the import resumes.',
      };
    default:
      return { result: 'Not sent', details: '' };
  }
}

/** Every line of the file, in file order. */
export function stockResultRows(plan: StockPlan, states: readonly RowState[]): ImportRowResult[] {
  const rows: ImportRowResult[] = [
    ...plan.rows.map((row, i) => ({
      line: row.line,
      sku: row.sku,
      warehouse: row.warehouseName,
      action: row.action,
      quantity: row.quantity,
      reason: row.reason,
      ...describe(states[i]),
    })),
    ...plan.skipped.map((problem) => ({
      line: problem.line,
      sku: '',
      warehouse: '',
      action: '',
      quantity: null,
      reason: '',
      result: 'Not sent' as const,
      details: problem.message,
    })),
  ];
  return rows.sort((a, b) => a.line - b.line);
}

export function stockResultsCsv(
  plan: StockPlan,
  states: readonly RowState[],
  excel: boolean,
): string {
  return csvText(
    RESULT_COLUMNS,
    stockResultRows(plan, states).map((r) => [
      r.line,
      r.sku,
      r.warehouse,
      r.action,
      r.quantity,
      r.reason,
      r.result,
      r.details,
    ]),
    { excel },
  );
}
