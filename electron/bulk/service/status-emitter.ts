/**
 * Tells the renderer how runs go, at most every 200 ms; while a row waits out its settle time,
 * its countdown is re-sent each second, since nothing else changes meanwhile.
 */
import type { ImportStatus } from '../../../shared/bulk/import-contract.ts';
import type { Cancel, Scheduler } from '../../time/scheduler.ts';

const EVERY_MS = 200;
const TICK_MS = 1000;

export interface StatusEmitter {
  /** The run changed: its status goes out now, or once EVERY_MS have passed since the last. */
  soon(runId: string): void;
  /** Drops the pending sends (quit); a later `soon` sends again. */
  stop(): void;
}

export function createStatusEmitter(options: {
  readonly clock: Scheduler;
  /** The run's status now; undefined once it is no longer loaded. */
  readonly statusOf: (runId: string) => ImportStatus | undefined;
  readonly emit: (status: ImportStatus) => void;
}): StatusEmitter {
  const { clock } = options;
  let lastEmit: number | undefined;
  /** Runs changed since the last send: one timer sends them all, so none is skipped. */
  const waiting = new Set<string>();
  /** Runs whose settle countdown is re-sent each second. */
  const ticking = new Map<string, Cancel>();
  let cancelEmit: Cancel | undefined;

  const sendOne = (runId: string): void => {
    const status = options.statusOf(runId);
    if (!status) return;
    options.emit(status);
    if (status.settling && !ticking.has(runId)) {
      const tick = (): void => {
        ticking.delete(runId);
        soon(runId);
      };
      ticking.set(runId, clock.after(TICK_MS, tick));
    }
  };

  const sendWaiting = (): void => {
    cancelEmit = undefined;
    lastEmit = clock.now();
    const runIds = [...waiting];
    waiting.clear();
    runIds.forEach(sendOne);
  };

  const soon = (runId: string): void => {
    waiting.add(runId);
    if (cancelEmit) return;
    const wait = lastEmit === undefined ? 0 : Math.max(0, lastEmit + EVERY_MS - clock.now());
    if (wait === 0) sendWaiting();
    else cancelEmit = clock.after(wait, sendWaiting);
  };

  return {
    soon,
    stop() {
      cancelEmit?.();
      cancelEmit = undefined;
      waiting.clear();
      ticking.forEach((cancel) => cancel());
      ticking.clear();
    },
  };
}
