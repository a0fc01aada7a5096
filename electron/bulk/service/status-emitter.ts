/**
 * Tells the renderer how runs go, at most every 200 ms; while a row waits out its settle time,
 * its countdown is re-sent each second, since nothing else changes meanwhile.
 */
import type { ImportStatus } from '../../../shared/bulk/import-contract.ts';

const EVERY_MS = 200;
const TICK_MS = 1000;

export interface StatusEmitter {
  /** The run changed: its status goes out now, or once EVERY_MS have passed since the last. */
  soon(runId: string): void;
  /** Stops the pending sends (quit). */
  stop(): void;
}

export function createStatusEmitter(options: {
  readonly now: () => number;
  /** The run's status now; undefined once it is no longer loaded. */
  readonly statusOf: (runId: string) => ImportStatus | undefined;
  readonly emit: (status: ImportStatus) => void;
}): StatusEmitter {
  let lastEmit = 0;
  /** Runs whose settle countdown is re-sent each second. */
  const ticking = new Map<string, ReturnType<typeof setTimeout>>();
  let emitTimer: ReturnType<typeof setTimeout> | undefined;

  const soon = (runId: string): void => {
    const send = (): void => {
      emitTimer = undefined;
      lastEmit = options.now();
      const status = options.statusOf(runId);
      if (!status) return;
      options.emit(status);
      if (status.settling && !ticking.has(runId)) {
        ticking.set(
          runId,
          setTimeout(() => {
            ticking.delete(runId);
            soon(runId);
          }, TICK_MS),
        );
      }
    };
    if (emitTimer) return;
    const wait = Math.max(0, lastEmit + EVERY_MS - options.now());
    if (wait === 0) send();
    else emitTimer = setTimeout(send, wait);
  };

  return {
    soon,
    stop() {
      if (emitTimer) clearTimeout(emitTimer);
      ticking.forEach((handle) => clearTimeout(handle));
      ticking.clear();
    },
  };
}
