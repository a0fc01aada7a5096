import { describe, expect, it } from 'vitest';
import type { OperationData } from '../../shared/operations/catalogue.ts';
import { checkOf } from './order-check.ts';

type Data = OperationData<'OrdersByNumbers'>;

const slot = (orders: readonly { status: string }[]): Data['o0'] => ({
  request_id: 'r1',
  complexity: 3,
  data: {
    edges: orders.map((order, index) => ({
      node: {
        id: `o${index}`,
        order_number: '1001',
        fulfillment_status: order.status,
        tags: [],
        holds: null,
      },
    })),
  },
});

describe('checkOf', () => {
  it('counts the orders one slot holds, with the first one’s status', () => {
    expect(checkOf({ o0: slot([{ status: 'pending' }, { status: 'shipped' }]) })).toEqual({
      state: 'found',
      count: 2,
      status: 'pending',
      holds: null,
    });
  });

  it('says none when the slot answered an empty list', () => {
    expect(checkOf({ o0: slot([]) })).toEqual({ state: 'none' });
  });

  it('fails, never says none, when the slot was not answered', () => {
    expect(checkOf({ o0: null })).toEqual({ state: 'failed' });
    expect(checkOf({ o0: { request_id: null, complexity: null, data: null } })).toEqual({
      state: 'failed',
    });
  });
});
