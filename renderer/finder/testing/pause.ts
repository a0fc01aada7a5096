/** A typing pause that ends only when the test says so: no waiting on the clock. */
import { act } from '@testing-library/react';
import type { SchedulePause } from '../typing-pause.ts';

export interface ManualPause {
  readonly schedule: SchedulePause;
  /** How many pauses are waiting to end. */
  readonly waiting: () => number;
  /** Ends every pause waiting now, as if the time had passed. */
  readonly end: () => Promise<void>;
}

export function manualPause(): ManualPause {
  const waiting = new Set<() => void>();
  return {
    schedule: (done) => {
      waiting.add(done);
      return () => waiting.delete(done);
    },
    waiting: () => waiting.size,
    end: async () => {
      const due = [...waiting];
      waiting.clear();
      await act(async () => {
        for (const done of due) done();
        await Promise.resolve();
      });
    },
  };
}
