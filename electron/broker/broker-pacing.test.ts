import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreditSample } from '../../shared/bridge/credits.ts';
import { installWireClock, type WireClock } from '../time/testing/wire-clock.ts';
import { startHarness, type Harness } from './testing/broker-harness.ts';

/**
 * The broker against the sandbox over HTTP, on one fake clock (`wire-clock.ts`): credits restore,
 * the pacer waits and samples are throttled in fake time, which moves only while nothing is on
 * the wire, so the counts below do not depend on how busy the machine is.
 */
let clock: WireClock;
let h: Harness | undefined;
beforeEach(() => {
  clock = installWireClock(Date.parse('2026-03-02T08:00:00Z'));
  vi.stubGlobal('fetch', clock.fetch);
});
afterEach(async () => {
  await h?.close();
  h = undefined;
  vi.unstubAllGlobals();
  clock.uninstall();
});

const page = (first: number, sku?: string) => ({
  operationName: 'ProductsPage',
  variables: { first, ...(sku ? { sku } : {}) },
});

describe('pacing by the credit model', () => {
  it('completes a burst larger than a small bucket with no code-30 reply', async () => {
    h = await clock.drive(startHarness({ credits: 300, rate: 30, products: 200 }));
    // Learn the pool first, as the app does with its first request.
    const { broker } = h;
    const first = await clock.drive(broker.execute(page(5)));
    expect(first.ok).toBe(true);
    // Distinct variables: urql shares identical queries in flight, which would hide requests.
    const burst = await clock.drive(
      Promise.all(Array.from({ length: 30 }, (_, i) => broker.execute(page(10 + i)))),
    );
    // 30 requests estimated at 11–40 credits: 765 against a 300 bucket restoring 30/s.
    // None lost: every call answers with the rows of the page size it was given (the broker
    // may size a page down to fit the budget, and then says so).
    burst.forEach((result, i) => {
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const data = result.value.data as { products: { data: { edges: unknown[] } } };
      expect(data.products.data.edges).toHaveLength(result.value.cost.pageSize ?? 10 + i);
    });
    // On a clock that waits for every reply, the model's forecast is exact: no code 30 at all.
    expect(h.wire.count((r) => r.codes.includes(30))).toBe(0);
  });

  it('waits time_remaining after a code 30 and retries, delivering the result', async () => {
    h = await clock.drive(startHarness({ credits: 400, rate: 400 }));
    expect((await clock.drive(h.broker.execute(page(5)))).ok).toBe(true);
    // Someone else empties the shared pool behind the model's back.
    const account = h.sandbox.data.accounts[0];
    if (!account) throw new Error('no account');
    h.sandbox.pools.set(account, 0);
    const result = await clock.drive(h.broker.execute(page(100)));
    expect(result.ok).toBe(true);
    expect(h.wire.count((r) => r.codes.includes(30))).toBe(1);
  });

  it('never retries an operation above the per-operation maximum', async () => {
    h = await clock.drive(startHarness({ credits: 40, rate: 40 }));
    // The model has not seen the pool yet, so the first request reaches the service.
    const result = await clock.drive(h.broker.execute(page(100)));
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'throttled', retryable: false, requiredCredits: 101 },
    });
    expect(h.wire.count((r) => r.codes.includes(30))).toBe(1);
    expect(h.wire.requests).toHaveLength(1);
  });

  it('sizes pages to fit under the per-operation maximum once it knows the pool', async () => {
    h = await clock.drive(startHarness({ credits: 40, rate: 40 }));
    await clock.drive(h.broker.execute({ operationName: 'Quota', variables: {} }));
    await clock.runFor(200); // the credit Quota used is restored
    const result = await clock.drive(h.broker.execute(page(100)));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.cost.pageSize).toBe(39);
    expect(result.value.cost.estimated).toBe(40);
    expect(h.wire.count((r) => r.codes.includes(30))).toBe(0);
  });

  it('pushes credit samples after replies, at most one per interval', async () => {
    h = await clock.drive(startHarness({}));
    const samples: CreditSample[] = [];
    h.broker.onCredits((s) => samples.push(s));
    for (let i = 0; i < 5; i++) await clock.drive(h.broker.execute(page(10)));
    await clock.runFor(300);
    // Five replies at one moment: the first sample at once, the last one an interval later.
    expect(samples).toHaveLength(2);
    const last = samples.at(-1);
    expect(last).toMatchObject({ max: 4004, rate: 60 });
    expect(last?.available).toBeLessThan(4004);
    expect(last?.recent[0]).toMatchObject({ operation: 'ProductsPage', estimated: 11 });
  });

  it('lets foreground requests overtake queued background work', async () => {
    h = await clock.drive(startHarness({ credits: 100, rate: 200 }));
    const { broker } = h;
    await clock.drive(h.broker.execute({ operationName: 'Quota', variables: {} }));
    const order: string[] = [];
    const background = Array.from({ length: 4 }, (_, i) =>
      broker.execute({ ...page(40), priority: 'background' }).then(() => order.push(`bg${i}`)),
    );
    const foreground = h.broker.execute(page(10)).then(() => order.push('fg'));
    await clock.drive(Promise.all([...background, foreground]));
    expect(order.indexOf('fg')).toBeLessThan(order.indexOf('bg2'));
  });
});
