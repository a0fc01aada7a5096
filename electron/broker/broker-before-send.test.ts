import { afterEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './testing/broker-harness.ts';
import { waitsEndAtOnce } from './testing/waits-end-at-once.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const noWait = { scheduler: waitsEndAtOnce };

describe('beforeSend (main’s own work: an import journals when a row leaves)', () => {
  it('is awaited right before every send, retries included, and never after one', async () => {
    h = await startHarness({ requestLimit: 1, requestWindowSeconds: 600 }, { broker: noWait });
    const { broker, wire } = h;
    expect(
      (await broker.execute({ operationName: 'ProductsPage', variables: { first: 5 } })).ok,
    ).toBe(true);
    const onWireAtEachCall: number[] = [];
    const result = await broker.execute({
      operationName: 'ProductsPage',
      variables: { first: 6 },
      beforeSend: () => {
        onWireAtEachCall.push(wire.count(() => true));
        return Promise.resolve();
      },
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'rate-limited' } });
    // The first try and five retries after a 429: each call comes before its own request.
    expect(onWireAtEachCall).toEqual([1, 2, 3, 4, 5, 6]);
    expect(wire.count(() => true)).toBe(7);
  });

  it('sends nothing when it fails, and the call rejects with its error', async () => {
    h = await startHarness({});
    const { broker, wire } = h;
    const sent = wire.count(() => true);
    await expect(
      broker.execute({
        operationName: 'ProductsPage',
        variables: { first: 5 },
        beforeSend: () => Promise.reject(new Error('journal full')),
      }),
    ).rejects.toThrow('journal full');
    expect(wire.count(() => true)).toBe(sent);
    // The pacer slot was given back: the next request goes.
    expect(
      (await broker.execute({ operationName: 'ProductsPage', variables: { first: 5 } })).ok,
    ).toBe(true);
  });
});
