import { describe, expect, it } from 'vitest';
import type { ImportColumn } from '../../../shared/bulk/import-contract.ts';
import { resultRows, resultsCsv } from './results.ts';

const COLUMNS: readonly ImportColumn[] = [
  { label: 'SKU', numeric: false },
  { label: 'Quantity', numeric: true },
];

const plan = {
  rows: [{ line: 2, sku: 'MUG-1', quantity: 1200 }],
  skipped: [
    {
      line: 3,
      message: 'Line 3: the quantity "lots" is not a whole number.',
      cells: ['CAP', 'lots'],
    },
    // A journal written before refused lines kept their cells.
    { line: 4, message: 'Line 4: no product has the SKU "X".' },
  ],
};
const cells = (row: (typeof plan.rows)[number]) => [row.sku, String(row.quantity)];

describe('import results', () => {
  it('lists every line in file order, a refused one with what it said', () => {
    expect(resultRows(plan, [{ status: 'applied' }], COLUMNS, cells)).toEqual([
      { line: 2, cells: ['MUG-1', '1200'], result: 'Applied', details: '' },
      { line: 3, cells: ['CAP', 'lots'], result: 'Not sent', details: plan.skipped[0]?.message },
      { line: 4, cells: ['', ''], result: 'Not sent', details: plan.skipped[1]?.message },
    ]);
  });

  it('writes counts as numbers and what a refused line said as text', () => {
    const text = resultsCsv(
      COLUMNS,
      resultRows(plan, [{ status: 'pending' }], COLUMNS, cells),
      false,
    );
    expect(text.split('\r\n')).toEqual([
      'Line,SKU,Quantity,Result,Details',
      '2,MUG-1,1200,Not sent,',
      '3,CAP,lots,Not sent,"Line 3: the quantity ""lots"" is not a whole number."',
      '4,,,Not sent,"Line 4: no product has the SKU ""X""."',
      '',
    ]);
  });
});
