import { describe, expect, it } from 'vitest';
import { waitForRateLimit } from './rate-limit-retry.ts';

function world(limit = 2) {
  const slept: number[] = [];
  return {
    slept,
    deps: {
      // The highest jitter: each backoff is its whole ceiling (500 ms, doubling).
      random: () => 1,
      sleep: (ms: number) => {
        slept.push(ms);
        return Promise.resolve();
      },
      limit,
    },
  };
}

describe('waitForRateLimit', () => {
  it('backs off, doubling, and counts each wait', async () => {
    const { deps, slept } = world();
    const tries = { rateLimited: 0 };
    expect(await waitForRateLimit(deps, null, tries)).toBeNull();
    expect(await waitForRateLimit(deps, null, tries)).toBeNull();
    expect(slept).toEqual([500, 1000]);
    expect(tries.rateLimited).toBe(2);
  });

  it('waits at least the Retry-After the service named', async () => {
    const { deps, slept } = world();
    expect(await waitForRateLimit(deps, 3, { rateLimited: 0 })).toBeNull();
    expect(slept).toEqual([3000]);
  });

  it('gives up rate-limited once the waits are spent, without waiting again', async () => {
    const { deps, slept } = world(1);
    const tries = { rateLimited: 1 };
    expect(await waitForRateLimit(deps, 7, tries)).toEqual({
      kind: 'rate-limited',
      retryInSeconds: 7,
      message: 'Too many requests to the service; wait a moment and try again.',
    });
    expect(slept).toEqual([]);
    expect(tries.rateLimited).toBe(1);
  });
});
