/**
 * A run's results, row by row, whatever its kind: every line of the imported file with what
 * happened to it — applied, failed (with the service's reason), unknown (a lost reply the service
 * could not confirm), or not sent (refused by the preview, or the run was cancelled before it).
 * The import panel lists them; the results CSV writes them. Each kind says only how a planned
 * row reads as cells.
 */
import type { ImportColumn, ImportRowResult } from '../../../shared/bulk/import-contract.ts';
import { csvText } from '../csv/write.ts';
import type { RowState } from '../journal/events.ts';

/** The parts of a plan the results need: accepted rows (in journal order) and refused lines. */
export interface ResultPlan<Row> {
  readonly rows: readonly Row[];
  readonly skipped: readonly {
    readonly line: number;
    readonly message: string;
    readonly cells?: readonly string[] | undefined;
  }[];
}

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
export function resultRows<Row extends { readonly line: number }>(
  plan: ResultPlan<Row>,
  states: readonly RowState[],
  columns: readonly ImportColumn[],
  cells: (row: Row) => readonly string[],
): ImportRowResult[] {
  const rows: ImportRowResult[] = [
    ...plan.rows.map((row, i) => ({ line: row.line, cells: cells(row), ...describe(states[i]) })),
    ...plan.skipped.map((problem) => ({
      line: problem.line,
      cells: columns.map((_, i) => problem.cells?.[i] ?? ''),
      result: 'Not sent' as const,
      details: problem.message,
    })),
  ];
  return rows.sort((a, b) => a.line - b.line);
}

export function resultsCsv(
  columns: readonly ImportColumn[],
  rows: readonly ImportRowResult[],
  excel: boolean,
): string {
  return csvText(
    ['Line', ...columns.map((c) => c.label), 'Result', 'Details'],
    rows.map((r) => [
      r.line,
      // A count stays a number a spreadsheet can sum; what a refused line said stays text.
      ...r.cells.map((cell, i) =>
        columns[i]?.numeric && /^\d+$/.test(cell) ? Number(cell) : cell,
      ),
      r.result,
      r.details,
    ]),
    { excel },
  );
}
