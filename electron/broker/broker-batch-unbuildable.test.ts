/**
 * Changes whose documents cannot share one request (two fragments of one name that differ, say)
 * are answered as a refused batch, nothing sent, so the import goes on one change per request;
 * before, the thrown error reached the import as a failure of its journal.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from './testing/broker-harness.ts';

vi.mock('./batch-document.ts', async (original) => {
  const real = await original<typeof import('./batch-document.ts')>();
  return {
    ...real,
    batchDocument: () => {
      throw new real.BatchDocumentError('two different fragments are named F');
    },
  };
});

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('executeBatch with changes that cannot share a request', () => {
  it('answers refused with the reason and sends nothing', async () => {
    h = await startHarness({}, {});
    const account = h.sandbox.data.accounts[0];
    const record = account ? [...account.warehouseProductsBySku.values()][0]?.[0] : undefined;
    expect(record).toBeDefined();
    if (!record) return;
    const item = {
      operationName: 'AddInventory',
      variables: {
        data: { sku: record.sku, warehouse_id: record.warehouse_id, quantity: 1, reason: 'x' },
      },
    };
    const outcome = await h.broker.executeBatch({ items: [item, item] });
    expect(outcome).toEqual({ kind: 'refused', message: 'two different fragments are named F' });
    expect(h.wire.count((r) => r.operation === 'Batch')).toBe(0);
  });
});
