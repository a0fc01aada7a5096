import { describe, expect, it } from 'vitest';
import { statusLabel } from './board-words.ts';
import { defaultStatus, lowStockRows, statusSample, warehouseStock } from './board-model.ts';

const wrap = <T>(data: T) => ({ request_id: 'r', complexity: 1, data });

describe('the board model', () => {
  it('offers the open statuses, pending first, and only counts the finished ones', () => {
    const sample = statusSample({
      orders: wrap({
        edges: [
          ...[
            'fulfilled',
            'on-hold',
            'pending',
            'canceled',
            'awaiting-pickup',
            'pending',
            null,
          ].map((fulfillment_status) => ({ node: { fulfillment_status } })),
          null,
        ],
      }),
    });
    expect(sample.open).toEqual([
      { status: 'pending', count: 2 },
      { status: 'awaiting-pickup', count: 1 },
      { status: 'on-hold', count: 1 },
    ]);
    expect(sample.closed).toEqual([
      { status: 'canceled', count: 1 },
      { status: 'fulfilled', count: 1 },
    ]);
    expect(defaultStatus(sample)).toBe('pending');
  });

  it('falls back to every status when none is open, and to none without a sample', () => {
    const onlyClosed = statusSample({
      orders: wrap({ edges: [{ node: { fulfillment_status: 'fulfilled' } }] }),
    });
    expect(onlyClosed.open).toEqual([{ status: 'fulfilled', count: 1 }]);
    expect(defaultStatus(statusSample({ orders: null }))).toBeNull();
  });

  it('lists available at or below a reorder level; a level of 0 never reorders', () => {
    const node = (id: string, on_hand: number | null, reorder_level: number | null) => ({
      node: {
        id,
        sku: id,
        warehouse_id: 'W',
        warehouse_identifier: 'Primary',
        on_hand,
        reorder_level,
        available: on_hand,
        product: { name: `Name ${id}` },
      },
    });
    const rows = lowStockRows({
      warehouse_products: wrap({
        pageInfo: { hasNextPage: false, endCursor: null },
        edges: [node('a', 0, null), node('b', 4, 4), node('c', 5, 4), node('d', null, 3), null],
      }),
    });
    // 'a' has nothing on hand but no reorder level: out, not low. 'd' has no figure at all: its
    // stock is unknown, which is not low.
    expect(rows.map((r) => [r.sku, r.onHand, r.reorderLevel])).toEqual([['b', 4, 4]]);
  });

  it('compares the reorder level with available, as every other view does', () => {
    // 9 on hand but 6 of them allocated: 3 available, below the level of 5.
    const rows = lowStockRows({
      warehouse_products: wrap({
        pageInfo: { hasNextPage: false, endCursor: null },
        edges: [
          {
            node: {
              id: 'x',
              sku: 'x',
              warehouse_id: 'W',
              warehouse_identifier: 'Primary',
              on_hand: 9,
              reorder_level: 5,
              available: 3,
              product: { name: 'Allocated away' },
            },
          },
        ],
      }),
    });
    expect(rows.map((r) => r.sku)).toEqual(['x']);
  });

  it('marks the warehouses of a looked-up product that are low', () => {
    const rows = warehouseStock({
      id: 'P',
      sku: 'S',
      name: 'N',
      price: null,
      value: null,
      value_currency: null,
      barcode: null,
      tags: null,
      product_note: null,
      created_at: null,
      updated_at: null,
      dimensions: null,
      warehouse_products: [
        {
          id: '1',
          warehouse_id: 'W1',
          price: null,
          value: null,
          value_currency: null,
          on_hand: 9,
          allocated: 1,
          available: 8,
          backorder: 0,
          reorder_level: 10,
          reorder_amount: null,
          updated_at: null,
          warehouse: { id: 'W1', identifier: 'Primary' },
        },
        {
          id: '2',
          warehouse_id: 'W2',
          price: null,
          value: null,
          value_currency: null,
          on_hand: 11,
          allocated: 0,
          available: 11,
          backorder: 0,
          reorder_level: 10,
          reorder_amount: null,
          updated_at: null,
          warehouse: null,
        },
        null,
      ],
    });
    expect(rows.map((r) => [r.warehouse, r.low])).toEqual([
      ['Primary', true],
      ['W2', false],
    ]);
  });

  it('names statuses in words', () => {
    expect(statusLabel('awaiting-pickup')).toBe('Awaiting pickup');
    expect(statusLabel('on_hold')).toBe('On hold');
    expect(statusLabel('--')).toBe('No status');
  });
});
