/**
 * A mutation document with two root fields can run out of credits between them: the first change
 * is applied, the second answers code 30. The broker must not send the document again (that would
 * apply the first change twice); it delivers what was applied with the error for the rest.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './testing/broker-harness.ts';
import { waitsEndAtOnce } from './testing/waits-end-at-once.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** The sandbox's clock stands still, so its pool holds exactly what a test puts there. */
const stillClock = (): (() => number) => {
  const at = Date.now();
  return () => at;
};

describe('a mutation that ran in part', () => {
  it('is delivered with the error for the root field that did not run, and never re-sent', async () => {
    h = await startHarness(
      { credits: 100, rate: 1, now: stillClock() },
      { broker: { scheduler: waitsEndAtOnce } },
    );
    const account = h.sandbox.data.accounts[0];
    const order = account?.orders.find((o) => !o.holds.client_hold);
    if (!account || !order) throw new Error('no seeded order without a client hold');
    // The model learns a full pool; then another client leaves exactly one credit in it.
    expect((await h.broker.execute({ operationName: 'Quota', variables: {} })).ok).toBe(true);
    h.sandbox.pools.set(account, 1);
    const historyBefore = order.order_history.length;

    const result = await h.broker.execute({
      operationName: 'PlaceOrderHold',
      variables: {
        hold: { order_id: order.id, client_hold: true },
        note: {
          order_id: order.id,
          history_entry: { message: 'Hold reason: waiting on the bank' },
        },
      },
    });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.data).toMatchObject({
      order_update_holds: { order: { id: order.id, holds: { client_hold: true } } },
      order_add_history_entry: null,
    });
    expect(result.value.errors).toEqual([
      expect.objectContaining({ code: 30, path: ['order_add_history_entry'] }),
    ]);
    expect(h.wire.requests.filter((r) => r.operation === 'PlaceOrderHold')).toHaveLength(1);
    expect(order.holds.client_hold).toBe(true);
    expect(order.order_history.slice(historyBefore).map((e) => e.information)).toEqual([
      'Client hold placed',
    ]);
  });

  it('still waits and retries a mutation whose every root field was refused', async () => {
    // The pool fills again once the service has refused the document, before the retry.
    const refillAfter = async (body: string, send: () => Promise<Response>) => {
      const reply = await send();
      const first = h?.sandbox.data.accounts[0];
      if (first && body.includes('PlaceOrderHold')) h?.sandbox.pools.set(first, 100);
      return reply;
    };
    h = await startHarness(
      { credits: 100, rate: 100, now: stillClock() },
      { broker: { scheduler: waitsEndAtOnce }, intercept: refillAfter },
    );
    const account = h.sandbox.data.accounts[0];
    const order = account?.orders.find((o) => !o.holds.client_hold);
    if (!account || !order) throw new Error('no seeded order without a client hold');
    expect((await h.broker.execute({ operationName: 'Quota', variables: {} })).ok).toBe(true);
    h.sandbox.pools.set(account, 0);

    const result = await h.broker.execute({
      operationName: 'PlaceOrderHold',
      variables: {
        hold: { order_id: order.id, client_hold: true },
        note: { order_id: order.id, history_entry: { message: 'Hold reason: retried whole' } },
      },
    });

    expect(result).toMatchObject({ ok: true, value: { errors: [] } });
    const sent = h.wire.requests.filter((r) => r.operation === 'PlaceOrderHold');
    expect(sent.map((r) => r.codes.includes(30))).toEqual([true, false]);
    expect(order.order_history.slice(-2).map((e) => e.information)).toEqual([
      'Client hold placed',
      'Hold reason: retried whole',
    ]);
  });
});
