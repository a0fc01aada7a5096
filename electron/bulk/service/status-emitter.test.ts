import { describe, expect, it } from 'vitest';
import type { ImportSettling, ImportStatus } from '../../../shared/bulk/import-contract.ts';
import { createFakeScheduler } from '../../time/testing/fake-scheduler.ts';
import { createStatusEmitter } from './status-emitter.ts';

function statusOf(runId: string, settling: ImportSettling | null = null): ImportStatus {
  return {
    runId,
    kind: 'stock',
    fileName: `${runId}.csv`,
    createdAt: 0,
    total: 1,
    counts: { pending: 0, sending: 0, applied: 1, failed: 0, unknown: 0 },
    status: 'finished',
    stopReason: null,
    secondsLeft: null,
    settling,
    resumable: false,
  };
}

function emitterWorld(statuses: Map<string, ImportStatus>) {
  const clock = createFakeScheduler();
  const sent: string[] = [];
  const emitter = createStatusEmitter({
    clock,
    statusOf: (runId) => statuses.get(runId),
    emit: (status) => sent.push(status.runId),
  });
  return { clock, sent, emitter };
}

describe('createStatusEmitter', () => {
  const twoRuns = new Map([
    ['a', statusOf('a')],
    ['b', statusOf('b')],
  ]);

  it('sends a second run changed while the first one waits its turn', () => {
    const { clock, sent, emitter } = emitterWorld(twoRuns);
    emitter.soon('a');
    expect(sent).toEqual(['a']);
    emitter.soon('a');
    emitter.soon('b');
    expect(sent).toEqual(['a']);
    clock.advance(199);
    expect(sent).toEqual(['a']);
    clock.advance(1);
    expect(sent).toEqual(['a', 'a', 'b']);
    expect(clock.pendingCount()).toBe(0);
  });

  it('sends again after stop, through the injected clock', () => {
    const { clock, sent, emitter } = emitterWorld(twoRuns);
    emitter.soon('a');
    emitter.soon('b');
    emitter.stop();
    expect(clock.pendingCount()).toBe(0);
    clock.advance(1000);
    expect(sent).toEqual(['a']);
    emitter.soon('b');
    expect(sent).toEqual(['a', 'b']);
  });

  it('re-sends a settling run each second until stopped', () => {
    const settling = { line: 2, seconds: 5, interrupted: false, rows: 1 };
    const { clock, sent, emitter } = emitterWorld(new Map([['a', statusOf('a', settling)]]));
    emitter.soon('a');
    clock.advance(1000);
    clock.advance(1000);
    expect(sent).toEqual(['a', 'a', 'a']);
    emitter.stop();
    clock.advance(5000);
    expect(sent).toEqual(['a', 'a', 'a']);
  });
});
