import { describe, expect, it } from 'vitest';
import type { GraphqlRequest } from '../../broker/request.ts';
import type { ExecuteRequest } from '../../broker/execute.ts';
import { answered } from '../../broker/testing/answered.ts';
import { importTag } from '../run/import-tag.ts';
import { rowApplied } from '../run/row-check.ts';
import { orderRowChange } from './order-handler.ts';
import type { PlannedOrderChange } from './order-plan.ts';

/** The check an order row gets (order-handler.ts). */
const verifyOrderChange = (execute: ExecuteRequest, row: PlannedOrderChange, runId: string) =>
  rowApplied(execute, orderRowChange(row, runId));

const RUN = '1a2b3c4d-0000-4000-8000-000000000000';
const base = { line: 5, orderId: 'Order:7', orderNumber: '#1007' };

const reply = (data: unknown) => answered(data, 3, 2);

/** The order as OrdersByNumbers finds it. */
function orderIs(node: Record<string, unknown>): ExecuteRequest {
  return () =>
    reply({
      o0: {
        data: { edges: [{ node: { ...base, id: 'Order:7', order_number: '#1007', ...node } }] },
      },
    });
}

/** An order's timeline, page by page, recording what was asked. */
function timeline(
  pages: { information: string }[][],
  asked: GraphqlRequest[] = [],
): ExecuteRequest {
  return (request) => {
    asked.push(request);
    const index = asked.length - 1;
    const nodes = pages[index] ?? [];
    return reply({
      order_history: {
        data: {
          edges: nodes.map((node) => ({ node })),
          pageInfo: { hasNextPage: index < pages.length - 1, endCursor: `c${index}` },
        },
      },
    });
  };
}

const failing: ExecuteRequest = () =>
  Promise.resolve({ ok: false, error: { kind: 'network', message: 'offline' } });

describe('checking a lost order change', () => {
  it.each<[PlannedOrderChange, Record<string, unknown>, 'yes' | 'no']>([
    [
      { ...base, change: 'status', status: 'fulfilled' },
      { fulfillment_status: 'fulfilled' },
      'yes',
    ],
    [{ ...base, change: 'status', status: 'fulfilled' }, { fulfillment_status: 'pending' }, 'no'],
    [
      { ...base, change: 'place-hold', hold: 'payment_hold' },
      { holds: { payment_hold: true } },
      'yes',
    ],
    [
      { ...base, change: 'clear-hold', hold: 'fraud_hold' },
      { holds: { fraud_hold: false } },
      'yes',
    ],
    [{ ...base, change: 'clear-hold', hold: 'fraud_hold' }, { holds: { fraud_hold: true } }, 'no'],
    [{ ...base, change: 'tag', tag: 'VIP' }, { tags: ['a', 'VIP'] }, 'yes'],
    [{ ...base, change: 'tag', tag: 'VIP' }, { tags: ['vip '] }, 'no'],
  ])('reads a set or add change back from the order (%o)', async (row, node, expected) => {
    expect(await verifyOrderChange(orderIs(node), row, RUN)).toBe(expected);
  });

  it('looks for a hold’s note in the timeline when the order is not on the hold', async () => {
    const row: PlannedOrderChange = { ...base, change: 'place-hold', hold: 'payment_hold' };
    const offHold = orderIs({ holds: { payment_hold: false } });
    const withTimeline =
      (entries: { information: string }[]): ExecuteRequest =>
      (request) =>
        request.operationName === 'OrderTimeline' ? timeline([entries])(request) : offHold(request);
    const tag = importTag(RUN, row.line);
    expect(await verifyOrderChange(withTimeline([]), row, RUN)).toBe('no');
    expect(
      await verifyOrderChange(
        withTimeline([{ information: `Payment hold placed ${tag}` }]),
        row,
        RUN,
      ),
    ).toBe('yes');
    expect(
      await verifyOrderChange(
        (request) =>
          request.operationName === 'OrderTimeline' ? failing(request) : offHold(request),
        row,
        RUN,
      ),
    ).toBe('unknown');
  });

  it('is unknown when the order cannot be read, or its number is now another order', async () => {
    const row: PlannedOrderChange = { ...base, change: 'tag', tag: 'VIP' };
    expect(await verifyOrderChange(failing, row, RUN)).toBe('unknown');
    const moved: ExecuteRequest = () =>
      reply({
        o0: {
          data: { edges: [{ node: { id: 'Order:8', order_number: '#1007', tags: ['VIP'] } }] },
        },
      });
    expect(await verifyOrderChange(moved, row, RUN)).toBe('unknown');
  });

  it.each<[string, Record<string, unknown>]>([
    ['no holds in the reply', {}],
    ['holds: null', { holds: null }],
    ['no value for that hold', { holds: { payment_hold: true } }],
  ])('is unknown, never applied, when a hold cannot be read (%s)', async (_, node) => {
    const clear: PlannedOrderChange = { ...base, change: 'clear-hold', hold: 'fraud_hold' };
    const place: PlannedOrderChange = { ...base, change: 'place-hold', hold: 'fraud_hold' };
    expect(await verifyOrderChange(orderIs(node), clear, RUN)).toBe('unknown');
    expect(await verifyOrderChange(orderIs(node), place, RUN)).toBe('unknown');
  });

  const note: PlannedOrderChange = { ...base, change: 'note', note: 'Call first' };
  const tag = importTag(RUN, note.line);

  it('finds a note by its tag in the timeline, whatever happened to the text around it', async () => {
    const asked: GraphqlRequest[] = [];
    const found = timeline(
      [[{ information: 'Status changed' }], [{ information: `CALL   FIRST ${tag.toUpperCase()}` }]],
      asked,
    );
    expect(await verifyOrderChange(found, note, RUN)).toBe('yes');
    expect(
      asked.map((r) => [r.operationName, r.variables['orderId'], r.variables['after']]),
    ).toEqual([
      ['OrderTimeline', 'Order:7', undefined],
      ['OrderTimeline', 'Order:7', 'c0'],
    ]);
  });

  it('does not take another line or run for it: read to the end, not found', async () => {
    const others = timeline([
      [{ information: `Call first ${importTag(RUN, 50)}` }],
      [{ information: `Call first ${importTag('ffffffff-0000', 5)}` }],
    ]);
    expect(await verifyOrderChange(others, note, RUN)).toBe('no');
  });

  it('is unknown when the timeline cannot be read, or not to its end', async () => {
    expect(await verifyOrderChange(failing, note, RUN)).toBe('unknown');
    const long = timeline(Array.from({ length: 10 }, () => [{ information: 'Older entry' }]));
    expect(await verifyOrderChange(long, note, RUN)).toBe('unknown');
  });
});
