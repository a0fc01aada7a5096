import { describe, expect, it } from 'vitest';
import type { OperationResult } from '../data/use-operation.ts';
import {
  patchDetail,
  patchQueuePages,
  type ChangedReturn,
  type QueuePages,
} from './return-change.ts';

const payload = {
  errors: [],
  scopeWarnings: [],
  cost: { estimated: 1, actual: 1, pageSize: null },
};

function queueNode(id: string, status: string) {
  return {
    id,
    legacy_id: 1,
    order_id: 'O1',
    status,
    reason: 'Too small',
    created_at: '2026-11-20T10:00:00',
    total_items_expected: 2,
    total_items_received: 0,
    total_items_restocked: 0,
    line_items: [{ id: `L-${id}`, quantity_received: 0, updated_at: '2026-11-20T10:00:00' }],
  };
}

const pages: QueuePages = {
  pageParams: [null],
  pages: [
    {
      ...payload,
      data: {
        returns: {
          request_id: 'r',
          complexity: 3,
          data: {
            pageInfo: { hasNextPage: false, endCursor: null },
            edges: [{ node: queueNode('R1', 'pending') }, { node: queueNode('R2', 'pending') }],
          },
        },
      },
    },
  ],
};

const changed: ChangedReturn = {
  id: 'R2',
  status: 'received',
  total_items_expected: 2,
  total_items_received: 2,
  total_items_restocked: 0,
  line_items: [
    {
      id: 'L-R2',
      quantity_received: 2,
      restock: 0,
      condition: null,
      updated_at: '2026-11-27T09:00:00',
    },
  ],
};

describe('patching a changed return in', () => {
  it('changes only that return in the queue pages, lines and totals included', () => {
    const patched = patchQueuePages(pages, changed);
    const nodes = patched?.pages[0]?.data.returns?.data?.edges.map((e) => e?.node);
    expect(nodes?.[0]).toEqual(queueNode('R1', 'pending'));
    expect(nodes?.[1]).toMatchObject({
      status: 'received',
      total_items_received: 2,
      line_items: [{ id: 'L-R2', quantity_received: 2, updated_at: '2026-11-27T09:00:00' }],
    });
  });

  it('changes the open pane only when it shows that return', () => {
    const detail = {
      ...payload,
      data: {
        return: {
          request_id: 'r',
          complexity: 1,
          data: {
            id: 'R2',
            legacy_id: 2,
            order_id: 'O1',
            status: 'pending',
            reason: 'Too small',
            created_at: '2026-11-20T10:00:00',
            label_type: 'PAID' as const,
            shipping_carrier: 'USPS',
            total_items_expected: 2,
            total_items_received: 0,
            total_items_restocked: 0,
            labels: [],
            line_items: [
              {
                id: 'L-R2',
                quantity: 2,
                quantity_received: 0,
                restock: 0,
                condition: null,
                reason: 'Too small',
                updated_at: '2026-11-20T10:00:00',
                line_item: { sku: 'SBX-1', product_name: 'Shirt' },
                warehouse: { identifier: 'Primary' },
              },
            ],
            return_history: [],
          },
        },
      },
    } satisfies OperationResult<'ReturnsDetail'>;
    const patched = patchDetail(detail, changed)?.data.return?.data;
    expect(patched?.status).toBe('received');
    expect(patched?.line_items?.[0]).toMatchObject({
      quantity_received: 2,
      line_item: { sku: 'SBX-1' },
    });
    expect(patchDetail(detail, { ...changed, id: 'R9' })).toBe(detail);
  });
});
