/**
 * Main's model of one account's credit pool (issue 4), fed by every reply's
 * `extensions.throttling.user_quota` (and code-30 errors). Requests sent but not yet answered are
 * subtracted, so several in flight never overdraw the pool between observations.
 */
import { creditsAt, secondsUntilAffordable, type CreditBucket } from '../../shared/cost/bucket.ts';
import type { CreditSample, OperationCost } from '../../shared/bridge/credits.ts';
import type { QuotaSnapshot } from '../../shared/wire/service.ts';

const HISTORY_LIMIT = 120;
const RECENT_LIMIT = 10;

export interface CreditModel {
  /** Records the server's view of the pool at `at`. */
  observe(quota: QuotaSnapshot, at: number): void;
  /** The last observed pool, or null before the first reply. */
  bucket(): CreditBucket | null;
  /** Credits expected to be free at `now`, net of requests in flight; null when unknown. */
  expected(now: number): number | null;
  /** Seconds until `credits` are expected to be free (0 now, Infinity never); null when unknown. */
  secondsUntil(credits: number, now: number): number | null;
  /** Counts a request as in flight; the returned function ends it. */
  begin(estimate: number): () => void;
  inFlight(): number;
  record(cost: OperationCost): void;
  setWaiting(seconds: number | null): void;
  sample(): CreditSample | null;
  /** Called after every change (the caller throttles what it forwards). */
  subscribe(listener: () => void): () => void;
}

export function createCreditModel(): CreditModel {
  let server: CreditBucket | null = null;
  let inflight = 0;
  let inflightCount = 0;
  let waiting: number | null = null;
  const history: { at: number; available: number }[] = [];
  const recent: OperationCost[] = [];
  const listeners = new Set<() => void>();
  const changed = (): void => listeners.forEach((listener) => listener());

  return {
    observe(quota, at) {
      server = {
        available: quota.credits_remaining,
        max: quota.max_available,
        rate: quota.increment_rate,
        at,
      };
      history.push({ at, available: quota.credits_remaining });
      if (history.length > HISTORY_LIMIT) history.splice(0, history.length - HISTORY_LIMIT);
      changed();
    },
    bucket: () => server,
    expected(now) {
      return server ? creditsAt(server, now) - inflight : null;
    },
    secondsUntil(credits, now) {
      if (!server) return null;
      return secondsUntilAffordable(server, credits + inflight, now);
    },
    begin(estimate) {
      inflight += estimate;
      inflightCount++;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        inflight -= estimate;
        inflightCount--;
      };
    },
    inFlight: () => inflightCount,
    record(cost) {
      recent.unshift(cost);
      if (recent.length > RECENT_LIMIT) recent.length = RECENT_LIMIT;
      changed();
    },
    setWaiting(seconds) {
      const next = seconds === null ? null : Math.ceil(seconds);
      if (next === waiting) return;
      waiting = next;
      changed();
    },
    sample() {
      if (!server) return null;
      return {
        available: server.available,
        max: server.max,
        rate: server.rate,
        at: server.at,
        history: [...history],
        recent: [...recent],
        waitingSeconds: waiting,
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
