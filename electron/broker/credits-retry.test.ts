import { describe, expect, it, vi } from 'vitest';
import { createFakeScheduler } from '../time/testing/fake-scheduler.ts';
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
  const scheduler = createFakeScheduler();
  const after = vi.spyOn(scheduler, 'after');
  const shown: (number | null)[] = [];
  return {
    scheduler,
    /** The waits asked of the scheduler so far, in ms. */
    waits: () => after.mock.calls.map(([ms]) => ms),
    shown,
    deps: { random: () => 0.5, scheduler, limit: 2 },
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
    const given = waitForCredits(w.deps, w.model, refusal({ timeRemaining: 3 }), request, tries);
    expect(w.shown).toEqual([3]);
    w.scheduler.advance(3124);
    expect(w.scheduler.pendingCount()).toBe(1);
    w.scheduler.advance(1);
    expect(await given).toBeNull();
    expect(w.waits()).toEqual([3125]);
    expect(w.shown).toEqual([3, null]);
    expect(tries.credits).toBe(1);
  });

  it('without a named time waits the deficit at the restore rate, at least a second', async () => {
    const waited = async (overrides: Partial<ServiceErrorInfo>): Promise<number[]> => {
      const w = world();
      const given = waitForCredits(w.deps, w.model, refusal(overrides), request, { credits: 0 });
      w.scheduler.advance(60_000);
      expect(await given).toBeNull();
      return w.waits();
    };
    // (100 − 40) / 60 = 1 s.
    expect(await waited({})).toEqual([1125]);
    expect(await waited({ remainingCredits: 99 })).toEqual([1125]);
    expect(await waited({ requiredCredits: 640 })).toEqual([10_125]);
  });

  it('gives up throttled, retryable, once its waits are spent, without waiting', async () => {
    const w = world();
    const given = await waitForCredits(w.deps, w.model, refusal({ timeRemaining: 3 }), request, {
      credits: 2,
    });
    expect(given).toMatchObject({ kind: 'throttled', retryable: true, requiredCredits: 100 });
    expect(w.waits()).toEqual([]);
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
    expect(w.waits()).toEqual([]);
  });
});
