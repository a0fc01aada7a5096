import { describe, expect, it } from 'vitest';
import { answered } from '../testing/answered.ts';
import type { CheckRead } from './applied.ts';
import { ORDER_CHANGE_CHECKS } from './order-change-checks.ts';

/** A broker whose order #1 is 'pending', recording how many reads were asked. */
function orderPending() {
  const asked: string[] = [];
  const read: CheckRead = (request) => {
    asked.push(request.operationName);
    const node = {
      id: 'Order:1',
      order_number: '#1',
      fulfillment_status: 'pending',
      tags: [],
      holds: null,
    };
    return answered({ o0: { data: { edges: [{ node }] } } }, 2);
  };
  return { read, asked };
}

const statusChange = (data: Record<string, unknown>) =>
  ({
    operationName: 'UpdateOrderFulfillmentStatus',
    variables: { data },
    orderNumber: '#1',
  }) as const;

describe('the check after a lost fulfillment status change', () => {
  const { UpdateOrderFulfillmentStatus: statusCheck } = ORDER_CHANGE_CHECKS;
  const check: typeof statusCheck.check = (change, read) => statusCheck.check(change, read);

  it('compares the order read back with the status sent', async () => {
    const { read } = orderPending();
    const sent = (status: string) =>
      statusChange({ order_id: 'Order:1', fulfillment_status: status });
    expect(await check(sent('pending'), read)).toBe('yes');
    expect(await check(sent('shipped'), read)).toBe('no');
  });

  it('cannot tell when no status was sent, and reads nothing', async () => {
    const { read, asked } = orderPending();
    expect(await check(statusChange({ order_id: 'Order:1' }), read)).toBe('unknown');
    expect(asked).toEqual([]);
  });
});
