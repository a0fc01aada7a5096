import { describe, expect, it, vi } from 'vitest';
import { createFakeScheduler } from '../time/testing/fake-scheduler.ts';
import { waitForRateLimit } from './rate-limit-retry.ts';

function world(limit = 2) {
  const scheduler = createFakeScheduler();
  const after = vi.spyOn(scheduler, 'after');
  return {
    scheduler,
    /** The waits asked of the scheduler so far, in ms. */
    waits: () => after.mock.calls.map(([ms]) => ms),
    // The highest jitter: each backoff is its whole ceiling (500 ms, doubling).
    deps: { random: () => 1, scheduler, limit },
  };
}

describe('waitForRateLimit', () => {
  it('backs off, doubling, and counts each wait', async () => {
    const { deps, scheduler, waits } = world();
    const tries = { rateLimited: 0 };
    const first = waitForRateLimit(deps, null, tries);
    scheduler.advance(499);
    expect(scheduler.pendingCount()).toBe(1);
    scheduler.advance(1);
    expect(await first).toBeNull();
    const second = waitForRateLimit(deps, null, tries);
    scheduler.advance(1000);
    expect(await second).toBeNull();
    expect(waits()).toEqual([500, 1000]);
    expect(tries.rateLimited).toBe(2);
  });

  it('waits at least the Retry-After the service named', async () => {
    const { deps, scheduler, waits } = world();
    const given = waitForRateLimit(deps, 3, { rateLimited: 0 });
    scheduler.advance(3000);
    expect(await given).toBeNull();
    expect(waits()).toEqual([3000]);
  });

  it('gives up rate-limited once the waits are spent, without waiting again', async () => {
    const { deps, waits } = world(1);
    const tries = { rateLimited: 1 };
    expect(await waitForRateLimit(deps, 7, tries)).toEqual({
      kind: 'rate-limited',
      retryInSeconds: 7,
      message: 'Too many requests to the service; wait a moment and try again.',
    });
    expect(waits()).toEqual([]);
    expect(tries.rateLimited).toBe(1);
  });
});
