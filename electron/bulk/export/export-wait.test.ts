import { describe, expect, it } from 'vitest';
import { exportWaitSeconds } from './export-wait.ts';

describe('the wait an export shows', () => {
  it('is the pacer’s wait for foreground or background work, which an export page queues behind', () => {
    expect(exportWaitSeconds({ waitingSeconds: 3, waitingFor: 'background' })).toBe(3);
    expect(exportWaitSeconds({ waitingSeconds: 2, waitingFor: 'foreground' })).toBe(2);
  });

  it('is none while a catalogue-copy page heads the queue: no export page waits then', () => {
    expect(exportWaitSeconds({ waitingSeconds: 67, waitingFor: 'sync' })).toBeNull();
    expect(exportWaitSeconds(null)).toBeNull();
  });
});
