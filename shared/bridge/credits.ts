/** Credit samples main pushes to the renderer: the gauge never polls. */
import type { Priority } from './priority.ts';

export interface OperationCost {
  readonly operation: string;
  readonly estimated: number;
  readonly actual: number | null;
  /** ms since the epoch. */
  readonly at: number;
}

/** Credits spent in one minute (`at`: the minute's start, ms since the epoch). */
export interface UsageMinute {
  readonly at: number;
  readonly ours: number;
  readonly others: number;
}

/**
 * Credits spent in the last hour (or since this app started watching the pool, `since`):
 * `ours` is what this app was charged; `others` what other clients of the account took, as seen
 * from credits missing from the pool. Others' spending is only visible while the pool is not
 * full between two looks at it, so `others` is a lower bound.
 */
export interface CreditUsage {
  readonly since: number;
  readonly until: number;
  readonly ours: number;
  readonly others: number;
  /** Minutes with any spending, oldest first. */
  readonly minutes: readonly UsageMinute[];
}

export interface CreditSample {
  /** Credits available at `at` (the renderer interpolates at `rate` between samples). */
  readonly available: number;
  readonly max: number;
  /** Credits restored per second. */
  readonly rate: number;
  readonly at: number;
  /** Recent levels, oldest first, for the sparkline. */
  readonly history: readonly { readonly at: number; readonly available: number }[];
  /** The most recent operations' costs, newest first. */
  readonly recent: readonly OperationCost[];
  /** When the broker is pacing: seconds until the next queued operation can be paid. */
  readonly waitingSeconds: number | null;
  /**
   * Whose operation waits: `foreground` is what the user is looking at; `background` and `sync`
   * (list refreshes, the catalogue copy) are paced to leave credits for it. Null when none waits.
   */
  readonly waitingFor: Priority | null;
  /** Credits spent over the last hour, by this app and by others. */
  readonly usage: CreditUsage;
}
