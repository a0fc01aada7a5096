import { describe, expect, it } from 'vitest';
import type { ExecuteRequest } from '../../broker/execute.ts';
import { answered } from '../../broker/testing/answered.ts';
import { importTag } from '../run/import-tag.ts';
import { rowApplied, rowChange } from '../run/row-check.ts';
import { stockMutation, type PlannedStockChange } from './stock-plan.ts';

const RUN = '1a2b3c4d-0000-4000-8000-000000000000';
const change: PlannedStockChange = {
  line: 2,
  sku: 'MUG-1',
  warehouseId: 'W1',
  warehouseName: 'Primary',
  action: 'add',
  quantity: 3,
  reason: '  Count   week 3  ',
};

/** One page of a SKU's history holding these changes. */
function history(nodes: { reason: string; warehouse_id: string }[]): ExecuteRequest {
  const data = {
    inventory_changes: {
      data: {
        edges: nodes.map((node) => ({ node })),
        pageInfo: { hasNextPage: false, endCursor: null },
      },
    },
  };
  return () => answered(data, 51, 1 + nodes.length);
}

/** The check a stock row gets (stock-handler.ts): its mutation as sent, and its tag. */
const verifyStockChange = (execute: ExecuteRequest, row: PlannedStockChange, runId: string) =>
  rowApplied(execute, rowChange(stockMutation(row, runId), runId, row.line));

describe('checking a lost stock change', () => {
  const tag = importTag(RUN, change.line);

  it('finds the change by its tag, whatever the service did to the text around it', async () => {
    for (const reason of [
      `Count week 3 ${tag}`, // spaces collapsed
      `COUNT WEEK 3 ${tag.toUpperCase()}`, // case changed
      `Count wee… ${tag}`, // the user's text shortened
      tag, // the user's text dropped
    ]) {
      expect(await verifyStockChange(history([{ reason, warehouse_id: 'W1' }]), change, RUN)).toBe(
        'yes',
      );
    }
  });

  it('does not take another line, another run or another warehouse for it', async () => {
    const others = [
      { reason: `Count week 3 ${importTag(RUN, 21)}`, warehouse_id: 'W1' },
      { reason: `Count week 3 ${importTag('ffffffff-0000', 2)}`, warehouse_id: 'W1' },
      { reason: `Count week 3 ${tag}`, warehouse_id: 'W2' },
    ];
    expect(await verifyStockChange(history(others), change, RUN)).toBe('no');
  });
});
