import { describe, expect, it } from 'vitest';
import { createLogger, createMemorySink } from '../log/logger.ts';
import { REPEAT_WINDOW_MS, createCrashRecovery } from './crash-recovery.ts';

function harness(kiosk = false) {
  let time = 0;
  const memory = createMemorySink();
  const calls: string[] = [];
  const recovery = createCrashRecovery({
    log: createLogger({ sink: memory.sink }),
    now: () => time,
    reload: () => calls.push('reload'),
    noticeReloaded: () => calls.push('notice'),
    askAfterRepeatedCrash: () => calls.push('ask'),
    kiosk,
  });
  return { recovery, calls, lines: memory.lines, advance: (ms: number) => void (time += ms) };
}

describe('createCrashRecovery', () => {
  it('logs the reason, reloads once and shows a notice', () => {
    const h = harness();
    expect(h.recovery.onRendererGone({ reason: 'crashed', exitCode: 139 })).toBe('reloaded');
    expect(h.calls).toEqual(['reload', 'notice']);
    expect(h.lines[0]).toMatch(/renderer process gone.*"reason":"crashed".*"exitCode":139/);
  });

  it('a second crash soon after is not reloaded again: the user is asked', () => {
    const h = harness();
    h.recovery.onRendererGone({ reason: 'crashed', exitCode: 139 });
    h.advance(REPEAT_WINDOW_MS - 1);
    expect(h.recovery.onRendererGone({ reason: 'oom', exitCode: 0 })).toBe('asked');
    expect(h.calls).toEqual(['reload', 'notice', 'ask']);
    h.advance(1);
    expect(h.recovery.onRendererGone({ reason: 'crashed', exitCode: 1 })).toBe('reloaded');
  });

  it('leaves a clean exit and the kiosk (its watchdog recovers) alone, but logs them', () => {
    const h = harness();
    expect(h.recovery.onRendererGone({ reason: 'clean-exit', exitCode: 0 })).toBe('ignored');
    const kiosk = harness(true);
    expect(kiosk.recovery.onRendererGone({ reason: 'crashed', exitCode: 139 })).toBe('ignored');
    expect([...h.calls, ...kiosk.calls]).toEqual([]);
    expect(kiosk.lines).toHaveLength(1);
  });

  it('logs child processes that go, with type and reason', () => {
    const h = harness();
    h.recovery.onChildGone({ type: 'GPU', reason: 'launch-failed', exitCode: 1 });
    expect(h.lines[0]).toMatch(/WARN child process gone.*"type":"GPU".*"reason":"launch-failed"/);
  });
});
