/**
 * The signal a run's requests carry (send/batch-sender.ts): aborted when the run is paused or
 * cancelled, so a request still waiting in the broker's pacer is withdrawn there, unsent, instead
 * of waiting its turn only to send nothing. Each start of the run gets a fresh one.
 */
import type { WithdrawSignal } from '../../broker/request.ts';
import type { ImportRun } from '../run/import-run.ts';

export interface Withdrawal {
  /** The signal of the run's current start. */
  readonly signal: () => WithdrawSignal;
  /** The run, its pause and cancel aborting the signal, its run starting a fresh one. */
  readonly wrap: (run: ImportRun) => ImportRun;
}

export function createWithdrawal(): Withdrawal {
  let controller = new AbortController();
  return {
    signal: () => controller.signal,
    wrap: (run) => ({
      ...run,
      run() {
        if (controller.signal.aborted) controller = new AbortController();
        return run.run();
      },
      pause() {
        controller.abort();
        run.pause();
      },
      cancel() {
        controller.abort();
        run.cancel();
      },
    }),
  };
}
