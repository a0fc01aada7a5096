import { describe, expect, it } from 'vitest';
import { createLogger, createMemorySink } from '../log/logger.ts';
import { createFakeScheduler } from '../time/testing/fake-scheduler.ts';
import {
  DEFAULT_WATCHDOG_POLICY,
  backoffDelay,
  createWatchdog,
  type WatchdogPolicy,
} from './watchdog.ts';

const policy: WatchdogPolicy = {
  firstDelayMs: 1_000,
  maxDelayMs: 8_000,
  hangMs: 15_000,
  maxRecoveries: 5,
  windowMs: 10 * 60_000,
};

function setUp(p: WatchdogPolicy = policy) {
  const clock = createFakeScheduler();
  const { sink, lines } = createMemorySink();
  const calls: string[] = [];
  const watchdog = createWatchdog({
    policy: p,
    scheduler: clock,
    log: createLogger({ sink, now: () => clock.now() }),
    actions: {
      reload: () => calls.push(`reload@${clock.now()}`),
      forceReload: () => calls.push(`force@${clock.now()}`),
      giveUp: (reason) => calls.push(`give-up: ${reason}`),
    },
  });
  return { clock, lines, calls, watchdog, t0: clock.now() };
}

const crash = { type: 'render-process-gone', reason: 'crashed', exitCode: 11 } as const;
const failedLoad = {
  type: 'did-fail-load',
  errorCode: -106,
  errorDescription: 'ERR_INTERNET_DISCONNECTED',
  isMainFrame: true,
} as const;

describe('backoffDelay', () => {
  it('doubles from the first delay up to the maximum', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelay(policy, n))).toEqual([
      1_000, 2_000, 4_000, 8_000, 8_000, 8_000,
    ]);
    expect(backoffDelay(DEFAULT_WATCHDOG_POLICY, 1_000)).toBe(DEFAULT_WATCHDOG_POLICY.maxDelayMs);
  });
});

describe('watchdog', () => {
  it('reloads a crashed renderer after the first delay, with a log line', () => {
    const { clock, calls, lines, watchdog, t0 } = setUp();
    watchdog.handle(crash);
    clock.advance(999);
    expect(calls).toEqual([]);
    clock.advance(1);
    expect(calls).toEqual([`reload@${t0 + 1_000}`]);
    expect(lines.join('\n')).toMatch(/WARN Renderer recovery scheduled .*crashed, exit code 11/);
    expect(lines.join('\n')).toMatch(/INFO Renderer recovery running/);
  });

  it('backs off on repeated crashes', () => {
    const { clock, calls, watchdog, t0 } = setUp();
    let at = t0;
    const times: number[] = [];
    for (let i = 0; i < 4; i++) {
      watchdog.handle(crash);
      clock.advance(10_000);
      times.push(Number(calls.at(-1)?.split('@')[1]) - at);
      at = clock.now();
    }
    expect(times).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('coalesces events while a recovery is pending', () => {
    const { clock, calls, watchdog } = setUp();
    watchdog.handle(crash);
    watchdog.handle(failedLoad);
    clock.advance(60_000);
    expect(calls).toHaveLength(1);
  });

  it('force-reloads a renderer unresponsive for longer than hangMs', () => {
    const { clock, calls, watchdog, t0 } = setUp();
    watchdog.handle({ type: 'unresponsive' });
    watchdog.handle({ type: 'unresponsive' }); // Electron repeats it; one timer only
    clock.advance(15_000);
    expect(calls).toEqual([]);
    clock.advance(1_000);
    expect(calls).toEqual([`force@${t0 + 16_000}`]);
  });

  it('the renderer exit a forced reload causes is not a new failure', () => {
    const { clock, calls, lines, watchdog } = setUp();
    watchdog.handle({ type: 'unresponsive' });
    clock.advance(16_000);
    expect(calls).toHaveLength(1);
    watchdog.handle({ type: 'render-process-gone', reason: 'killed', exitCode: 9 });
    clock.advance(60_000);
    expect(calls).toHaveLength(1);
    expect(lines.join('\n')).toMatch(/as intended/);
    // Only that one: a later crash is handled as usual.
    watchdog.handle(crash);
    clock.advance(60_000);
    expect(calls).toHaveLength(2);
  });

  it('does nothing when the renderer recovers within hangMs', () => {
    const { clock, calls, lines, watchdog } = setUp();
    watchdog.handle({ type: 'unresponsive' });
    clock.advance(14_000);
    watchdog.handle({ type: 'responsive' });
    clock.advance(60_000);
    expect(calls).toEqual([]);
    expect(lines.join('\n')).toMatch(/Renderer responsive again/);
  });

  it('retries a failed main-frame load, ignoring sub-frames and aborted loads', () => {
    const { clock, calls, watchdog } = setUp();
    watchdog.handle({ ...failedLoad, isMainFrame: false });
    watchdog.handle({ ...failedLoad, errorCode: -3, errorDescription: 'ERR_ABORTED' });
    clock.advance(60_000);
    expect(calls).toEqual([]);
    watchdog.handle(failedLoad);
    clock.advance(1_000);
    expect(calls).toHaveLength(1);
  });

  it('gives up after maxRecoveries within the window, once', () => {
    const { clock, calls, lines, watchdog } = setUp();
    for (let i = 0; i < 7; i++) {
      watchdog.handle(crash);
      clock.advance(10_000);
    }
    expect(calls.filter((c) => c.startsWith('reload'))).toHaveLength(5);
    expect(calls.filter((c) => c.startsWith('give-up'))).toEqual([
      'give-up: renderer gone (crashed, exit code 11): 5 recoveries within 600 s',
    ]);
    expect(lines.filter((l) => l.includes('ERROR'))).toHaveLength(1);
  });

  it('forgets recoveries older than the window', () => {
    const { clock, calls, watchdog } = setUp();
    for (let i = 0; i < 5; i++) {
      watchdog.handle(crash);
      clock.advance(10_000);
    }
    clock.advance(policy.windowMs);
    watchdog.handle(crash);
    clock.advance(1_000); // back to the first delay
    expect(calls.at(-1)).toMatch(/^reload@/);
    expect(calls.some((c) => c.startsWith('give-up'))).toBe(false);
  });

  it('dispose cancels pending recoveries and hang timers', () => {
    const { clock, calls, watchdog } = setUp();
    watchdog.handle(crash);
    watchdog.handle({ type: 'unresponsive' });
    watchdog.dispose();
    watchdog.handle(crash);
    clock.advance(120_000);
    expect(calls).toEqual([]);
    expect(clock.pendingCount()).toBe(0);
  });
});
