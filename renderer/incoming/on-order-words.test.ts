import { describe, expect, it } from 'vitest';
import { onOrderBySku } from './on-order-by-sku.ts';
import { deliveryWords, onOrderCellWords } from './on-order-words.ts';

const po = (number: string, warehouse: string, date: string, quantity: number) => ({
  node: {
    id: number,
    po_number: number,
    po_date: date,
    date_closed: null,
    fulfillment_status: 'pending',
    warehouse_id: warehouse,
    line_items: {
      pageInfo: { hasNextPage: false, endCursor: null },
      edges: [{ node: { sku: 'SBX-68', quantity, quantity_received: 0, quantity_rejected: 0 } }],
    },
  },
});

const DATA = {
  purchase_orders: {
    request_id: null,
    complexity: null,
    data: {
      pageInfo: { hasNextPage: false, endCursor: null },
      edges: [
        po('PO-1460', 'W-PRI', '2026-12-09T00:00:00', 40),
        po('PO-1455', 'W-RNO', '2026-12-03T00:00:00', 105),
        po('PO-1461', 'W-RNO', '2026-12-20T00:00:00', 5),
      ],
    },
  },
};

describe('on order per warehouse', () => {
  it('adds each SKU’s units per warehouse the POs go to, earliest day and POs each', () => {
    const found = onOrderBySku(DATA).bySku.get('SBX-68');
    expect(found?.outstanding).toBe(150);
    expect(found?.byWarehouse).toEqual([
      {
        warehouseId: 'W-PRI',
        outstanding: 40,
        expected: '2026-12-09T00:00:00',
        poNumbers: ['PO-1460'],
      },
      {
        warehouseId: 'W-RNO',
        outstanding: 110,
        expected: '2026-12-03T00:00:00',
        poNumbers: ['PO-1455', 'PO-1461'],
      },
    ]);
  });

  it('says each warehouse’s figure, and names the low warehouses nothing comes to', () => {
    const words = onOrderCellWords(
      [
        {
          outstanding: 105,
          warehouse: 'Reno West',
          expected: '2026-12-03T00:00:00',
          poNumbers: ['PO-1455'],
        },
      ],
      ['Primary', 'Reno West', 'Columbus East'],
    );
    expect(words.text).toBe('105 to Reno West · Dec 3, 2026');
    expect(words.title).toBe(
      'On order: 105 to Reno West, Dec 3, 2026 (PO-1455). Nothing on order for Primary, Columbus East.',
    );
    expect(
      deliveryWords({
        outstanding: 5,
        warehouse: 'Primary',
        expected: null,
        poNumbers: ['PO-1', 'PO-2'],
      }),
    ).toBe('5 to Primary (PO-1, PO-2)');
  });
});
