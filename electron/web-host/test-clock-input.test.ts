import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createFakeScheduler } from '../time/testing/fake-scheduler.ts';
import { createSkippableClock } from '../time/skippable-clock.ts';
import { offerFreshLaunchUrls } from './launch-prompt.ts';
import { handleClockLine, skipOf } from './test-clock-input.ts';

describe('the test clock on standard input', () => {
  it('reads "skip-clock MS" and nothing else', () => {
    expect(skipOf('skip-clock 60000')).toBe(60_000);
    expect(skipOf('skip-clock -5')).toBeNull();
    expect(skipOf('skip-clock 1e9')).toBeNull();
    expect(skipOf('')).toBeNull();
  });

  it('skips the clock, fires what fell due and answers; other lines still ask for a launch URL', async () => {
    const clock = createSkippableClock(createFakeScheduler(1_000));
    let settled = false;
    clock.after(60_000, () => (settled = true));
    const input = new PassThrough();
    const printed: string[] = [];
    let issued = 0;
    const stop = offerFreshLaunchUrls(
      input,
      () => `http://127.0.0.1:1/#code-${++issued}`,
      (line) => printed.push(line),
      (line) => handleClockLine(clock, line, (answer) => printed.push(answer)),
    );
    input.write('skip-clock 60000\n\n');
    await new Promise((resolve) => setImmediate(resolve));
    stop();
    expect(settled).toBe(true);
    expect(printed).toEqual(['test-clock: 61000', 'launch-url: http://127.0.0.1:1/#code-1']);
  });

  it('is a launch URL request like any other line in a host started without the flag', async () => {
    const input = new PassThrough();
    const printed: string[] = [];
    const stop = offerFreshLaunchUrls(
      input,
      () => 'http://127.0.0.1:1/#c',
      (l) => printed.push(l),
    );
    input.write('skip-clock 60000\n');
    await new Promise((resolve) => setImmediate(resolve));
    stop();
    expect(printed).toEqual(['launch-url: http://127.0.0.1:1/#c']);
  });
});
