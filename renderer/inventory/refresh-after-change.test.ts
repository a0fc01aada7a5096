import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterStockChange } from './refresh-after-change.ts';

describe('after a stock change', () => {
  it('marks the SKU’s detail, the history, the stock changes feed and the low-stock lists stale', async () => {
    const client = new QueryClient();
    const keys = [
      ['ProductDetail', { sku: 'SBX-1' }],
      ['InventoryChanges', { sku: 'SBX-1' }],
      ['LowStock', { first: 50 }],
      ['StockChanges', { windows: [], sku: null, reason: null }, 'feed'],
      ['ProductDetail', { sku: 'SBX-2' }],
    ];
    for (const key of keys) client.setQueryData(key, { data: {} });
    await refreshAfterStockChange(client, {
      sku: 'SBX-1',
      warehouse_id: 'W1',
      on_hand: 18,
      allocated: 0,
      available: 18,
    });
    const stale = keys.map((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([true, true, true, true, false]);
  });
});
