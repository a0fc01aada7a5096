/**
 * The request cap as the pacer sees it (request-window.ts), on an injected clock: background
 * work keeps to its share of the cap in every sliding window, evenly; foreground work is held
 * only by the cap itself; and through the pacer, requests wait for it.
 */
import { describe, expect, it } from 'vitest';
import { createCreditModel } from './credit-model.ts';
import { createPacer } from './pacer.ts';
import { createRequestWindow, type RequestWindow } from './request-window.ts';
import { createFakeScheduler } from '../time/testing/fake-scheduler.ts';
import { runFor } from '../time/testing/run-for.ts';

/** Sends greedily whenever the window allows, for `ms`; the times requests left. */
function greedy(window: RequestWindow, priority: 'background' | 'foreground', ms: number) {
  const sent: number[] = [];
  let t = 0;
  while (t <= ms) {
    const wait = window.waitMs(priority, t);
    if (wait === 0) {
      window.sent(priority, t);
      sent.push(t);
    } else t += wait;
  }
  return sent;
}

/** Most requests in any window of `windowMs` (a window ends just before `start + windowMs`). */
function busiestWindow(times: readonly number[], windowMs: number): number {
  let most = 0;
  let first = 0;
  times.forEach((t, last) => {
    while ((times[first] ?? t) <= t - windowMs) first++;
    most = Math.max(most, last - first + 1);
  });
  return most;
}

describe('request window', () => {
  it('keeps background work to its share of the cap in every sliding window', () => {
    const window = createRequestWindow({ limit: 100, windowMs: 10_000, backgroundShare: 0.5 });
    const sent = greedy(window, 'background', 60_000);
    // Its share (50), less the headroom kept for what the pacer does not see (5%).
    expect(busiestWindow(sent, 10_000)).toBeLessThanOrEqual(47);
    // A burst of a fifth of that, then evenly: 38 more per window, 3.8 a second.
    expect(sent.filter((t) => t === 0)).toHaveLength(9);
    expect(sent.length).toBeGreaterThan(9 + 5 * 38);
    expect(window.backgroundRate()).toBeCloseTo(3.8, 5);
  });

  it('holds even the whole cap to the sliding window when background may use all of it', () => {
    const window = createRequestWindow({ limit: 100, windowMs: 10_000, backgroundShare: 1 });
    const sent = greedy(window, 'background', 60_000);
    expect(busiestWindow(sent, 10_000)).toBeLessThanOrEqual(100);
  });

  it('lets foreground requests through until our own requests fill the cap', () => {
    const window = createRequestWindow({ limit: 20, windowMs: 10_000, backgroundShare: 0.25 });
    for (let i = 0; i < 20; i++) {
      expect(window.waitMs('foreground', 100)).toBe(0);
      window.sent('foreground', 100);
    }
    expect(window.waitMs('foreground', 100)).toBe(10_000);
    expect(window.waitMs('foreground', 10_100)).toBe(0);
  });
});

describe('the pacer under the request cap', () => {
  it('holds background requests to the window even with credits to spare', async () => {
    const clock = createFakeScheduler(0);
    const model = createCreditModel();
    model.observe({ credits_remaining: 4004, max_available: 4004, increment_rate: 60 }, 0, 1);
    const requests = createRequestWindow({ limit: 50, windowMs: 10_000, backgroundShare: 1 });
    const pacer = createPacer({
      model,
      scheduler: clock,
      backgroundShare: 1,
      backgroundReserve: 0,
      requests,
    });
    const left: number[] = [];
    const all = Array.from({ length: 14 }, () =>
      pacer.acquire(1, 'background').then((finish) => {
        left.push(clock.now());
        finish(1);
      }),
    );
    await runFor(clock, 0);
    // The burst: a fifth of 47.5 (the cap less its headroom), whole requests.
    expect(left).toHaveLength(9);
    // Then evenly, 38 per 10 s: about one every 263 ms.
    await runFor(clock, 1_500);
    expect(left).toHaveLength(14);
    await Promise.all(all);
    const gaps = left.slice(10).map((t, k) => t - (left[k + 9] ?? 0));
    for (const gap of gaps) expect(Math.abs(gap - 10_000 / 38)).toBeLessThanOrEqual(1);
    pacer.dispose();
  });
});
