import { describe, expect, it } from 'vitest';
import { processRuns } from './process-runs.ts';

function failing(code: string): (pid: number, signal: 0) => void {
  return () => {
    throw Object.assign(new Error(code), { code });
  };
}

describe('processRuns', () => {
  it('says a process runs when signal 0 reaches it', () => {
    const asked: [number, number][] = [];
    expect(processRuns((pid, signal) => void asked.push([pid, signal]), 42)).toBe(true);
    expect(asked).toEqual([[42, 0]]);
  });

  it('says a process runs when it belongs to another user (EPERM)', () => {
    expect(processRuns(failing('EPERM'), 42)).toBe(true);
  });

  it('says a process is gone when there is none (ESRCH) or on any other failure', () => {
    expect(processRuns(failing('ESRCH'), 42)).toBe(false);
    expect(
      processRuns(() => {
        throw new Error('no code');
      }, 42),
    ).toBe(false);
  });
});
