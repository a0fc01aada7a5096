import { describe, expect, it } from 'vitest';
import type { CreditBucket } from '../../shared/cost/bucket.ts';
import type { ServiceErrorInfo } from './classify.ts';
import { waitForCredits } from './credits-retry.ts';

const refusal = (overrides: Partial<ServiceErrorInfo> = {}, retryable = true) => ({
  retryable,
  error: {
    message: 'There are not enough credits',
    code: 30,
    requiredCredits: 100,
    remainingCredits: 40,
    timeRemaining: null,
    path: [],
    ...overrides,
  },
});

function world(bucket: CreditBucket | null = { available: 40, max: 4004, rate: 60, at: 0 }) {
  const slept: number[] = [];
  const shown: (number | null)[] = [];
  return {
    slept,
    shown,
    deps: {
      random: () => 0.5,
      sleep: (ms: number) => {
        slept.push(ms);
        return Promise.resolve();
      },
      limit: 2,
    },
    model: {
      bucket: () => bucket,
      setWaiting: (seconds: number | null) => void shown.push(seconds),
    },
  };
}

const request = { estimate: 100, priority: 'background' as const };

describe('waitForCredits', () => {
  it('waits the time the service names, plus jitter, shown in the model, then says send again', async () => {
    const w = world();
    const tries = { credits: 0 };
    const given = await waitForCredits(
      w.deps,
      w.model,
      refusal({ timeRemaining: 3 }),
      request,
      tries,
    );
    expect(given).toBeNull();
    expect(w.slept).toEqual([3125]);
    expect(w.shown).toEqual([3, null]);
    expect(tries.credits).toBe(1);
  });

  it('without a named time waits the deficit at the restore rate, at least a second', async () => {
    const w = world();
    await waitForCredits(w.deps, w.model, refusal(), request, { credits: 0 });
    // (100 − 40) / 60 = 1 s.
    expect(w.slept).toEqual([1125]);
    const short = world();
    await waitForCredits(short.deps, short.model, refusal({ remainingCredits: 99 }), request, {
      credits: 0,
    });
    expect(short.slept).toEqual([1125]);
    const long = world();
    await waitForCredits(long.deps, long.model, refusal({ requiredCredits: 640 }), request, {
      credits: 0,
    });
    expect(long.slept).toEqual([10_125]);
  });

  it('gives up throttled, retryable, once its waits are spent, without waiting', async () => {
    const w = world();
    const given = await waitForCredits(w.deps, w.model, refusal({ timeRemaining: 3 }), request, {
      credits: 2,
    });
    expect(given).toMatchObject({ kind: 'throttled', retryable: true, requiredCredits: 100 });
    expect(w.slept).toEqual([]);
  });

  it('never waits for a request over the per-operation maximum', async () => {
    const w = world({ available: 4004, max: 4004, rate: 60, at: 0 });
    const over = await waitForCredits(
      w.deps,
      w.model,
      refusal({ requiredCredits: 5000 }),
      request,
      {
        credits: 0,
      },
    );
    expect(over).toMatchObject({ kind: 'throttled', retryable: false, requiredCredits: 5000 });
    const told = await waitForCredits(w.deps, w.model, refusal({}, false), request, { credits: 0 });
    expect(told).toMatchObject({ kind: 'throttled', retryable: false });
    expect(w.slept).toEqual([]);
  });
});
