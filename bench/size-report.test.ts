import { describe, expect, it } from 'vitest';
import { parseSizeLine, sizeReport, type SizeEnd, type SizeLine } from './size-report.ts';

const progress = (stage: string, heap: number): SizeLine => ({
  kind: 'progress',
  progress: { stage, main_heap_mb: heap },
});

const end = (overrides: Partial<SizeEnd>): SizeEnd => ({
  bench: 'replica',
  products: 200_000,
  timeLimitS: 600,
  elapsedS: 12.5,
  lines: [],
  timedOut: false,
  exit: { code: 0, signal: null },
  loadAtStart: [3, 2, 1],
  loadAtEnd: [4, 2, 1],
  ...overrides,
});

describe('parseSizeLine', () => {
  it('tells progress, result and error lines from anything else', () => {
    expect(parseSizeLine('{"progress":{"stage":"first sync"}}')).toEqual({
      kind: 'progress',
      progress: { stage: 'first sync' },
    });
    expect(parseSizeLine('{"result":{"ratio":1.02}}')?.kind).toBe('result');
    expect(parseSizeLine('{"error":"sign-in failed"}')).toEqual({
      kind: 'error',
      error: 'sign-in failed',
    });
    expect(parseSizeLine('sandbox listening')).toBeUndefined();
    expect(parseSizeLine('{"progress":3}')).toBeUndefined();
    expect(parseSizeLine('{"result":')).toBeUndefined();
  });
});

describe('sizeReport', () => {
  it('reports a finished size with its result and the load around it', () => {
    const report = sizeReport(
      end({
        lines: [progress('first sync', 40), { kind: 'result', result: { ratio: 1.03 } }],
      }),
    );
    expect(report).toMatchObject({
      bench: 'replica',
      products: 200_000,
      finished: true,
      ratio: 1.03,
      elapsed_s: 12.5,
      load_avg_start: [3, 2, 1],
      load_avg_end: [4, 2, 1],
    });
    expect(report).not.toHaveProperty('why');
  });

  it('reports a size stopped by the time limit as unfinished, with how far it got', () => {
    const report = sizeReport(
      end({
        timedOut: true,
        exit: { code: null, signal: 'SIGTERM' },
        lines: [progress('starting the sandbox', 20), progress('first sync', 900)],
      }),
    );
    expect(report).toMatchObject({
      finished: false,
      why: 'time limit of 600 s reached',
      reached: 'first sync',
      last_progress: { stage: 'first sync', main_heap_mb: 900 },
    });
  });

  it('keeps a result printed before the process was stopped', () => {
    const report = sizeReport(
      end({ timedOut: true, lines: [{ kind: 'result', result: { ratio: 1.1 } }] }),
    );
    expect(report).toMatchObject({ finished: true, ratio: 1.1 });
  });

  it('gives the error of a size that failed, or how its process ended', () => {
    expect(
      sizeReport(
        end({
          exit: { code: 1, signal: null },
          lines: [progress('typing', 50), { kind: 'error', error: 'no rows after a keystroke' }],
        }),
      ),
    ).toMatchObject({ finished: false, why: 'no rows after a keystroke', reached: 'typing' });
    expect(sizeReport(end({ exit: { code: null, signal: 'SIGKILL' } }))).toMatchObject({
      finished: false,
      why: 'the process ended (SIGKILL) without a result',
      reached: 'not started',
      last_progress: null,
    });
  });
});
