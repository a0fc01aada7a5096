/**
 * This client's fair share while others spend from the same pool: a small local bucket
 * refilled at `fairRate` of the pool level the model forecasts. Every request of ours is paid
 * from it (foreground too, so a busy screen counts against the share); background work waits
 * for it. What the service returns of an estimate comes back to it.
 */
import type { CreditModel } from './credit-model.ts';
import { contendedPageCredits, fairRate, type ShareTuning } from './fair-share.ts';

export interface FairAllowance {
  /** Seconds until `estimate` is within this client's share at `t`; 0 when nobody else spends. */
  waitSeconds(estimate: number, t: number): number;
  spend(credits: number): void;
  refund(credits: number): void;
}

export function createFairAllowance(model: CreditModel, tuning: ShareTuning): FairAllowance {
  let state: { available: number; at: number } | null = null;

  /** Brings the allowance up to `t`; null (and forgotten) while the pool is ours alone. */
  const refill = (t: number): { available: number; rate: number; cap: number } | null => {
    const server = model.bucket();
    if (!server || !model.contended()) {
      state = null;
      return null;
    }
    const rate = fairRate(model.expected(t) ?? 0, server, tuning);
    // Room for two pages: enough to keep sending, too little to hoard a burst.
    const cap = 2 * contendedPageCredits(server, model.foreignRate(), tuning);
    const previous = state ?? { available: cap / 2, at: t };
    const elapsed = Math.max(0, t - previous.at) / 1000;
    state = { available: Math.min(cap, previous.available + rate * elapsed), at: t };
    return { available: state.available, rate, cap };
  };

  return {
    waitSeconds(estimate, t) {
      const share = refill(t);
      if (!share) return 0;
      // A request larger than the cap goes once the allowance is full.
      return Math.max(0, (Math.min(estimate, share.cap) - share.available) / share.rate);
    },
    spend(credits) {
      if (state) state = { ...state, available: state.available - credits };
    },
    refund(credits) {
      if (state && credits > 0) state = { ...state, available: state.available + credits };
    },
  };
}
