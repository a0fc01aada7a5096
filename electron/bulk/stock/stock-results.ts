/**
 * A run's results as a CSV: every line of the imported file with what happened to it — applied,
 * failed (with the service's reason), unknown (a lost reply the service could not confirm), or
 * not sent (refused by the preview, or the run was cancelled before it).
 */
import type { RowState } from '../journal/events.ts';
import { csvText } from '../csv/write.ts';
import { STOCK_IMPORT_COLUMNS } from './stock-columns.ts';
import type { StockPlan } from './stock-plan.ts';

export const RESULT_COLUMNS = ['Line', ...Object.values(STOCK_IMPORT_COLUMNS), 'Result', 'Details'];

function describe(state: RowState | undefined): [string, string] {
  switch (state?.status) {
    case 'applied':
      return ['Applied', ''];
    case 'failed':
      return ['Failed', state.reason];
    case 'unknown':
      return ['Unknown', state.reason];
    case 'sending':
      return [
        'Unknown',
        'The import stopped while this change was being sent; it will be checked when the import resumes.',
      ];
    default:
      return ['Not sent', ''];
  }
}

export function stockResultsCsv(
  plan: StockPlan,
  states: readonly RowState[],
  excel: boolean,
): string {
  const rows: { line: number; cells: (string | number)[] }[] = [
    ...plan.rows.map((row, i) => ({
      line: row.line,
      cells: [
        row.line,
        row.sku,
        row.warehouseName,
        row.action,
        row.quantity,
        row.reason,
        ...describe(states[i]),
      ],
    })),
    ...plan.skipped.map((problem) => ({
      line: problem.line,
      cells: [problem.line, '', '', '', '', '', 'Not sent', problem.message],
    })),
  ];
  rows.sort((a, b) => a.line - b.line);
  return csvText(
    RESULT_COLUMNS,
    rows.map((r) => r.cells),
    { excel },
  );
}
