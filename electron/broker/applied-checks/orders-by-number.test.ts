import { describe, expect, it } from 'vitest';
import { typedExecute } from '../execute.ts';
import { answered } from '../testing/answered.ts';
import { lookUpOrders } from './orders-by-number.ts';

/** A broker that answers every request with `data`. */
const answering = (data: unknown) => typedExecute(() => answered(data, 2));

const order = (id: string, number: string) => ({
  node: { id, order_number: number, fulfillment_status: 'pending', tags: ['a'], holds: null },
});

describe('lookUpOrders', () => {
  it('reads each number from its own slot', async () => {
    const lookup = await lookUpOrders(
      answering({
        o0: { data: { edges: [order('Order:1', '#1')] } },
        o1: { data: { edges: [] } },
        o2: { data: { edges: [order('Order:3', '#3'), order('Order:4', '#3')] } },
      }),
      ['#1', '#2', '#3'],
    );
    expect(lookup.ok && [...lookup.value]).toEqual([
      [
        '#1',
        {
          kind: 'one',
          order: { id: 'Order:1', orderNumber: '#1', status: 'pending', holds: null, tags: ['a'] },
        },
      ],
      ['#3', { kind: 'many' }],
    ]);
  });

  it('fails with a server error when a slot is garbled', async () => {
    const lookup = await lookUpOrders(answering({ o0: { data: { edges: 'none' } } }), ['#1']);
    expect(lookup).toEqual({
      ok: false,
      error: { kind: 'server', message: 'OrdersByNumbers slot o0 has no edges' },
    });
  });

  it('fails when the reply leaves out or nulls a slot it asked for, never reading "no such order"', async () => {
    const found = { o0: { data: { edges: [order('Order:1', '#1')] } } };
    for (const data of [found, { ...found, o1: null }, { ...found, o1: { data: null } }]) {
      const lookup = await lookUpOrders(answering(data), ['#1', '#2']);
      expect(lookup).toEqual({
        ok: false,
        error: { kind: 'server', message: 'OrdersByNumbers slot o1 was not answered' },
      });
    }
  });

  it('reads only the slots it asked for', async () => {
    const lookup = await lookUpOrders(answering({ o0: { data: { edges: [] } } }), ['#1']);
    expect(lookup).toEqual({ ok: true, value: new Map() });
  });
});
