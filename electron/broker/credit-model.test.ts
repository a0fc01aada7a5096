import { describe, expect, it } from 'vitest';
import { createCreditModel } from './credit-model.ts';

const quota = (credits: number) => ({
  credits_remaining: credits,
  max_available: 4004,
  increment_rate: 60,
});

/** One request of ours, answered at `at` with the pool at `credits` after charging `cost`. */
function reply(
  model: ReturnType<typeof createCreditModel>,
  estimate: number,
  credits: number,
  cost: number,
  at: number,
): void {
  const end = model.begin(estimate);
  model.observe(quota(credits), at, cost);
  end();
}

describe('credit model with a shared pool', () => {
  it('stays uncontended while the pool moves only by our charges and restoration', () => {
    const model = createCreditModel();
    model.observe(quota(4004), 0, 1);
    reply(model, 251, 3754, 251, 100);
    reply(model, 501, 3259, 501, 200);
    expect(model.contended()).toBe(false);
    expect(model.foreignRate()).toBe(0);
    expect(model.quietStreak()).toBe(2);
    // Alone, the forecast restores at the full rate.
    expect(model.expected(1_200)).toBeCloseTo(3259 + 60, 5);
  });

  it('infers others spending from credits missing between observations', () => {
    const model = createCreditModel();
    model.observe(quota(4004), 0, 1);
    // Full, so 4004 − 101 = 3903 expected a second later; someone else took 600.
    reply(model, 101, 3303, 101, 1_000);
    expect(model.contended()).toBe(true);
    expect(model.quietStreak()).toBe(0);
    // Others are spending at least the rate: the forecast keeps only a tenth of it for us.
    expect(model.foreignRate()).toBe(60);
    expect(model.expected(2_000)).toBeCloseTo(3303 + 6, 5);
    expect(model.secondsUntil(3303 + 12, 1_000)).toBeCloseTo(2, 5);
  });

  it('takes a first look at a pool that is not full as a sign that others are spending', () => {
    const fresh = createCreditModel();
    fresh.observe(quota(1200), 0, 1);
    expect(fresh.contended()).toBe(true);
    const full = createCreditModel();
    full.observe(quota(4003), 0, 1);
    expect(full.contended()).toBe(false);
  });

  it('reads nothing into intervals where requests of ours overlapped', () => {
    const model = createCreditModel();
    model.observe(quota(4004), 0, 1);
    // Two of ours in flight: which charges the pool already holds is unknown.
    const endFirst = model.begin(1001);
    const endSecond = model.begin(1001);
    model.observe(quota(2002), 50, 1001);
    endFirst();
    model.observe(quota(2005), 100, 1001);
    endSecond();
    expect(model.contended()).toBe(false);
    expect(model.foreignRate()).toBe(0);
  });

  it('ends contention once replies have shown nobody else spending for a while', () => {
    const model = createCreditModel();
    model.observe(quota(4004), 0, 1);
    reply(model, 101, 3303, 101, 1_000);
    expect(model.contended()).toBe(true);
    let credits = 3303;
    let at = 1_000;
    for (let i = 0; i < 4; i++) {
      at += 500;
      credits += 30 - 21;
      reply(model, 21, credits, 21, at);
    }
    expect(model.quietStreak()).toBe(4);
    expect(model.contended()).toBe(false);
  });
});

describe('credit model: the last hour of spending', () => {
  it('counts our charges and the credits others took from the pool', () => {
    const model = createCreditModel();
    model.observe(quota(4004), 0, 1);
    // 101 of ours, and 600 missing besides: someone else's.
    reply(model, 101, 3303, 101, 1_000);
    // Ours only: 3303 + 60 − 21.
    reply(model, 21, 3342, 21, 2_000);
    const usage = model.sample()?.usage;
    expect(usage?.ours).toBe(1 + 101 + 21);
    expect(usage?.others).toBeGreaterThan(590);
    expect(usage?.others).toBeLessThan(610);
    expect(usage?.since).toBe(0);
  });

  it('still counts our charge when several requests overlap', () => {
    const model = createCreditModel();
    model.observe(quota(4004), 0, 1);
    const endFirst = model.begin(1001);
    const endSecond = model.begin(1001);
    model.observe(quota(2002), 50, 1001);
    endFirst();
    endSecond();
    expect(model.sample()?.usage.ours).toBe(1002);
    expect(model.sample()?.usage.others).toBe(0);
  });
});

describe('credit model: who waits', () => {
  it('says whose operation waits, and forgets it when none does', () => {
    const model = createCreditModel();
    model.observe(quota(4004), 0, 1);
    model.setWaiting(12.2, 'sync');
    expect(model.sample()).toMatchObject({ waitingSeconds: 13, waitingFor: 'sync' });
    model.setWaiting(3, 'foreground');
    expect(model.sample()).toMatchObject({ waitingSeconds: 3, waitingFor: 'foreground' });
    model.setWaiting(null, 'foreground');
    expect(model.sample()).toMatchObject({ waitingSeconds: null, waitingFor: null });
  });
});
