/**
 * Main's model of one account's credit pool, fed by every reply's
 * `extensions.throttling.user_quota` (and code-30 errors). Requests sent but not yet answered are
 * subtracted, so several in flight never overdraw the pool between observations.
 *
 * The pool is shared with every other client of the account. Comparing each
 * observation with what the previous one predicts shows how fast others spend; the forecast
 * then restores the pool only at what they leave, so this client does not plan with credits
 * someone else is about to take.
 */
import { creditsAt, secondsUntilAffordable, type CreditBucket } from '../../shared/cost/bucket.ts';
import type { Priority } from '../../shared/bridge/contract.ts';
import type { CreditSample, OperationCost } from '../../shared/bridge/credits.ts';
import type { QuotaSnapshot } from '../../shared/wire/service.ts';
import { createForeignRate, foreignSpend, spendTolerance } from './contention.ts';
import { DEFAULT_SHARE_TUNING } from './fair-share.ts';
import { createUsageLedger } from './usage-ledger.ts';
import { createEmitter } from '../../shared/events/emitter.ts';
import { logListenerErrors, silentLogger, type Logger } from '../log/logger.ts';

const HISTORY_LIMIT = 120;
const RECENT_LIMIT = 10;
/** Others spending more than this share of the restore rate is contention. */
const CONTENTION_SHARE = 0.05;
/** However much others seem to spend, forecast at least this share of the rate for us. */
const LEAST_NET_SHARE = 0.1;

export interface CreditModel {
  /**
   * Records the server's view of the pool at `at` (stamp it no earlier than the service could
   * have counted: when the reply's headers arrived). `charged` is what the reply carrying it
   * cost us; `windowMs` how long before `at` the request left (the service counted in between).
   */
  observe(quota: QuotaSnapshot, at: number, charged?: number, windowMs?: number): void;
  /** The last observed pool, or null before the first reply. */
  bucket(): CreditBucket | null;
  /** Credits expected to be free at `now`, net of requests in flight; null when unknown. */
  expected(now: number): number | null;
  /** Seconds until `credits` are expected to be free (0 now, Infinity never); null when unknown. */
  secondsUntil(credits: number, now: number): number | null;
  /** Counts a request as in flight; the returned function ends it. */
  begin(estimate: number): () => void;
  inFlight(): number;
  /** Credits per second other clients of the account are spending (0 when alone). */
  foreignRate(): number;
  /** Whether others are spending enough to plan around. */
  contended(): boolean;
  /** Observations in a row that showed nobody else spending (reset by contention). */
  quietStreak(): number;
  record(cost: OperationCost): void;
  /** Seconds until the next queued operation can be paid, and whose it is; null: none waits. */
  setWaiting(seconds: number | null, priority?: Priority): void;
  sample(): CreditSample | null;
  /** Called after every change (the caller throttles what it forwards). */
  subscribe(listener: () => void): () => void;
}

export interface CreditModelOptions {
  /** Where a change listener that threw is reported. */
  readonly log?: Logger;
  /** See ShareTuning.quietClearsMs. */
  readonly quietClearsMs?: number;
}

export function createCreditModel(options: CreditModelOptions = {}): CreditModel {
  let server: CreditBucket | null = null;
  let inflight = 0;
  const quietClearsMs = options.quietClearsMs ?? DEFAULT_SHARE_TUNING.quietClearsMs;
  let inflightCount = 0;
  let waiting: number | null = null;
  let waitingFor: Priority | null = null;
  const foreign = createForeignRate();
  let quiet = 0;
  let lastForeignAt = -Infinity;
  // What could have been charged between two observations: an interval is only read when the
  // reply closing it was our sole request sent since, and nothing else of ours was out.
  let begunSinceObservation = 0;
  // The previous reply's window: the service counted between its request and its headers.
  let previousWindowMs = 0;
  let othersOutAtObservation = 0;
  const history: { at: number; available: number }[] = [];
  const recent: OperationCost[] = [];
  const usage = createUsageLedger();
  const changes = createEmitter<undefined>(
    logListenerErrors(options.log ?? silentLogger),
    'credit-model',
  );
  const changed = (): void => changes.emit(undefined);

  const foreignNow = (): number => (server ? Math.min(server.rate, foreign.rate()) : 0);
  const isContended = (): boolean =>
    server !== null &&
    server.at - lastForeignAt < quietClearsMs &&
    foreignNow() > server.rate * CONTENTION_SHARE;
  /** The pool as it restores for us: the account's rate less what others take. */
  const forecast = (): CreditBucket | null =>
    server && {
      ...server,
      rate: Math.max(server.rate * LEAST_NET_SHARE, server.rate - foreignNow()),
    };

  return {
    observe(quota, at, charged = 0, windowMs = 0) {
      const next = {
        available: quota.credits_remaining,
        max: quota.max_available,
        rate: quota.increment_rate,
        at,
      };
      const clean =
        begunSinceObservation <= 1 && inflightCount <= 1 && othersOutAtObservation === 0;
      if (server && clean && at >= server.at) {
        // The service counts about midway through a request (it travels both ways); what the
        // midpoints cannot settle — one window longer than the other — is tolerated as noise.
        const counted = (bucket: CreditBucket, window: number) => ({
          ...bucket,
          at: bucket.at - window / 2,
        });
        const tolerance = spendTolerance(next.rate, Math.abs(windowMs - previousWindowMs) / 2);
        const spent = foreignSpend(
          counted(server, previousWindowMs),
          counted(next, windowMs),
          charged,
          tolerance,
        );
        foreign.add(spent, (at - server.at) / 1000);
        usage.add(at, charged, spent);
        quiet = spent > 0 ? 0 : quiet + 1;
        if (spent > 0) lastForeignAt = at;
      } else if (!server && next.rate > 0) {
        // A first look at a pool that is not full: someone spent it within the time it takes
        // to restore, and may still be spending. Start as a newcomer, not as the owner.
        const missing = next.max - charged - next.available;
        const others = missing > spendTolerance(next.rate, windowMs) ? missing : 0;
        if (others > 0) {
          foreign.add(missing, missing / next.rate);
          lastForeignAt = at;
        }
        usage.add(at, charged, others);
      } else {
        // Our charge is known even when the interval cannot say what others spent.
        usage.add(at, charged, 0);
      }
      begunSinceObservation = 0;
      previousWindowMs = Math.max(0, windowMs);
      othersOutAtObservation = Math.max(0, inflightCount - 1);
      server = next;
      history.push({ at, available: quota.credits_remaining });
      if (history.length > HISTORY_LIMIT) history.splice(0, history.length - HISTORY_LIMIT);
      changed();
    },
    bucket: () => server,
    expected(now) {
      const bucket = forecast();
      return bucket ? creditsAt(bucket, now) - inflight : null;
    },
    secondsUntil(credits, now) {
      const bucket = forecast();
      if (!bucket) return null;
      return secondsUntilAffordable(bucket, credits + inflight, now);
    },
    begin(estimate) {
      inflight += estimate;
      inflightCount++;
      begunSinceObservation++;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        inflight -= estimate;
        inflightCount--;
      };
    },
    inFlight: () => inflightCount,
    foreignRate: foreignNow,
    contended: isContended,
    quietStreak: () => quiet,
    record(cost) {
      recent.unshift(cost);
      if (recent.length > RECENT_LIMIT) recent.length = RECENT_LIMIT;
      changed();
    },
    setWaiting(seconds, priority = 'foreground') {
      const next = seconds === null ? null : Math.ceil(seconds);
      const nextFor = next === null ? null : priority;
      if (next === waiting && nextFor === waitingFor) return;
      waiting = next;
      waitingFor = nextFor;
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
        waitingFor,
        usage: usage.usage(server.at),
      };
    },
    subscribe(listener) {
      return changes.subscribe(listener);
    },
  };
}
