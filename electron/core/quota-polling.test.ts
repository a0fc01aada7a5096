import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../../shared/bridge/contract.ts';
import type { SessionState } from '../../shared/bridge/session.ts';
import { SIGNED_IN } from './testing/session-states.ts';
import { createCreditModel } from '../broker/credit-model.ts';
import type { Execute } from '../broker/execute.ts';
import { createFakeScheduler } from '../time/testing/fake-scheduler.ts';
import { runFor } from '../time/testing/run-for.ts';
import { startQuotaPolling } from './quota-polling.ts';

const SIGNED_OUT: SessionState = { status: 'signed-out', profileId: 'p' };
const INTERVAL_MS = 30_000;
/** Where the clock starts: looks are counted from here. */
const START = 1_000_000;

/** Quota polling on a fake clock: a session to switch, and each look held until `answer`. */
function world(session: SessionState = SIGNED_IN) {
  const clock = createFakeScheduler(START);
  const model = createCreditModel();
  let state = session;
  const listeners = new Set<(snapshot: SessionSnapshot) => void>();
  const snapshot = (): SessionSnapshot => ({
    activeProfileId: 'p',
    session: state,
    progress: { phase: 'idle' },
  });
  const looks: number[] = [];
  const answers: (() => void)[] = [];
  // Each look is answered when the test says: with the pool seen at that moment.
  const run: Execute = async (operation) => {
    expect(operation).toBe('Quota');
    looks.push(clock.now() - START);
    await new Promise<void>((resolve) => answers.push(resolve));
    model.observe(
      { credits_remaining: 4000, max_available: 4004, increment_rate: 60 },
      clock.now(),
      1,
    );
    return { ok: false, error: { kind: 'network', message: 'not needed here' } };
  };
  const polling = startQuotaPolling({
    broker: { run, model: () => model },
    controller: {
      snapshot,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    intervalMs: INTERVAL_MS,
    scheduler: clock,
  });
  return {
    clock,
    looks,
    polling,
    /** Answers the look that is out. */
    answer: async () => {
      answers.shift()?.();
      await runFor(clock, 0);
    },
    set(next: SessionState) {
      state = next;
      for (const listener of listeners) listener(snapshot());
    },
  };
}

describe('quota polling', () => {
  it('looks at once when signed in, then only once the gauge has heard nothing for the interval', async () => {
    const w = world();
    expect(w.looks).toEqual([0]);
    await runFor(w.clock, 5_000);
    await w.answer();
    // Seen at 5 s: checked every 10 s, the next look goes at the first check 30 s after it.
    await runFor(w.clock, 34_000);
    expect(w.looks).toEqual([0]);
    await runFor(w.clock, 1_000);
    expect(w.looks).toEqual([0, 40_000]);
    w.polling.stop();
  });

  it('sends no second look while one is out, however long it takes', async () => {
    const w = world();
    await runFor(w.clock, 120_000);
    expect(w.looks).toEqual([0]);
    await w.answer();
    // Answered at 120 s: seen then, so the next look is 30 s on (the check at 150 s).
    await runFor(w.clock, 30_000);
    expect(w.looks).toEqual([0, 150_000]);
    w.polling.stop();
  });

  it('looks right after each sign-in, and never while signed out', async () => {
    const w = world(SIGNED_OUT);
    await runFor(w.clock, 60_000);
    expect(w.looks).toEqual([]);
    w.set(SIGNED_IN);
    expect(w.looks).toEqual([60_000]);
    w.polling.stop();
  });

  it('once stopped, keeps no timer and ignores sign-ins', async () => {
    const w = world(SIGNED_OUT);
    expect(w.clock.pendingCount()).toBe(1);
    w.polling.stop();
    expect(w.clock.pendingCount()).toBe(0);
    w.set(SIGNED_IN);
    await runFor(w.clock, 60_000);
    expect(w.looks).toEqual([]);
  });
});
