import { describe, expect, it } from 'vitest';
import type { OperationData } from './catalogue.ts';
import { slotOrders } from './orders-by-numbers.ts';

type Data = OperationData<'OrdersByNumbers'>;

const order = {
  id: 'o-1',
  order_number: '1001',
  fulfillment_status: 'pending',
  tags: [],
  holds: null,
};
const list = (nodes: unknown[]) => ({
  request_id: 'r',
  complexity: 1,
  data: { edges: nodes.map((node) => ({ node })) },
});
/** A reply as the wire might carry it: typed by the operation's name, checked by the reader. */
const reply = (slots: Record<string, unknown>): Data => slots as unknown as Data;

describe('slotOrders', () => {
  it("reads the orders under a slot's alias", () => {
    const data = reply({ o0: list([]), o1: list([order]) });
    expect(slotOrders(data, 1)).toEqual({ ok: true, value: [order] });
    expect(slotOrders(data, 0)).toEqual({ ok: true, value: [] });
  });

  it('says a slot left out or answered null was not answered, never "no orders"', () => {
    const data = reply({ o0: null, o1: { request_id: 'r', complexity: 1, data: null } });
    const notAnswered = (alias: string) => ({
      ok: false,
      error: `OrdersByNumbers slot ${alias} was not answered`,
    });
    expect(slotOrders(data, 0)).toEqual(notAnswered('o0'));
    expect(slotOrders(data, 1)).toEqual(notAnswered('o1'));
    expect(slotOrders(data, 2)).toEqual(notAnswered('o2'));
  });

  it('skips null edges and nodes', () => {
    const data = reply({ o0: { data: { edges: [null, { node: null }, { node: order }] } } });
    expect(slotOrders(data, 0)).toEqual({ ok: true, value: [order] });
  });

  it('says what is wrong with a garbled slot instead of reading it', () => {
    expect(slotOrders(reply({ o0: 'oops' }), 0)).toEqual({
      ok: false,
      error: 'OrdersByNumbers slot o0 is not a list',
    });
    expect(slotOrders(reply({ o0: { data: { edges: {} } } }), 0)).toEqual({
      ok: false,
      error: 'OrdersByNumbers slot o0 has no edges',
    });
    expect(slotOrders(reply({ o0: { data: { edges: [7] } } }), 0)).toEqual({
      ok: false,
      error: 'OrdersByNumbers slot o0 has a bad edge',
    });
    expect(slotOrders(reply({ o0: list(['x']) }), 0)).toEqual({
      ok: false,
      error: 'OrdersByNumbers slot o0 has a bad order',
    });
  });

  it('refuses a slot the document does not have', () => {
    expect(slotOrders(reply({}), 20)).toEqual({
      ok: false,
      error: 'OrdersByNumbers has no slot 20',
    });
    expect(slotOrders(reply({}), -1).ok).toBe(false);
  });
});
