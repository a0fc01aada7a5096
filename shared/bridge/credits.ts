/** Credit samples main pushes to the renderer: the gauge never polls. */

export interface OperationCost {
  readonly operation: string;
  readonly estimated: number;
  readonly actual: number | null;
  /** ms since the epoch. */
  readonly at: number;
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
}
