/**
 * One credit pool per account, shared by all its users (docs/service-notes.md "Credits"), on the
 * shared bucket arithmetic. Estimates are reserved before execution and the difference to the
 * actual cost is returned afterwards (docs/service-notes.md "Cost").
 */
import {
  advance,
  creditsAt,
  refund,
  secondsUntilAffordable,
  spend,
  type CreditBucket,
} from '../../shared/cost/bucket.ts';
import type { Result } from '../../shared/result.ts';
import type { QuotaSnapshot } from '../../shared/wire/service.ts';
import type { Account } from '../data/types.ts';

/** Why credits were not reserved: what the pool holds, and how long until it holds enough. */
export interface Shortfall {
  readonly overMaximum: boolean;
  readonly remaining: number;
  readonly secondsToWait: number;
}

/** Null when reserved. */
export type Reservation = Result<null, Shortfall>;

export interface CreditPools {
  /** Reserve `estimate` credits, or say why not. */
  reserve(account: Account, estimate: number): Reservation;
  /** Adjust a reservation to what the operation actually cost. */
  settle(account: Account, reserved: number, actual: number): void;
  /** Charge a flat amount (errors and `analyze` cost 1), never below zero. */
  chargeUpTo(account: Account, credits: number): number;
  snapshot(account: Account): QuotaSnapshot;
  /** Sets the pool to a level (tests and fault injection). */
  set(account: Account, available: number): void;
}

export function createCreditPools(now: () => number): CreditPools {
  const buckets = new Map<string, CreditBucket>();

  const bucketOf = (account: Account): CreditBucket => {
    const existing = buckets.get(account.id);
    if (existing) return advance(existing, now());
    const fresh = {
      available: account.quota.max,
      max: account.quota.max,
      rate: account.quota.rate,
      at: now(),
    };
    buckets.set(account.id, fresh);
    return fresh;
  };

  return {
    reserve(account, estimate) {
      const bucket = bucketOf(account);
      const remaining = Math.floor(creditsAt(bucket, now()));
      if (estimate > bucket.max) {
        return { ok: false, error: { overMaximum: true, remaining, secondsToWait: Infinity } };
      }
      if (estimate > bucket.available) {
        const secondsToWait = secondsUntilAffordable(bucket, estimate, now());
        return { ok: false, error: { overMaximum: false, remaining, secondsToWait } };
      }
      buckets.set(account.id, spend(bucket, estimate, now()));
      return { ok: true, value: null };
    },
    settle(account, reserved, actual) {
      const bucket = bucketOf(account);
      const difference = reserved - actual;
      buckets.set(
        account.id,
        difference >= 0 ? refund(bucket, difference, now()) : spend(bucket, -difference, now()),
      );
    },
    chargeUpTo(account, credits) {
      const bucket = bucketOf(account);
      const charged = Math.max(0, Math.min(credits, bucket.available));
      buckets.set(account.id, spend(bucket, charged, now()));
      return charged;
    },
    snapshot(account) {
      const bucket = bucketOf(account);
      return {
        credits_remaining: Math.floor(bucket.available),
        max_available: bucket.max,
        increment_rate: bucket.rate,
      };
    },
    set(account, available) {
      const bucket = bucketOf(account);
      buckets.set(account.id, { ...bucket, available: Math.min(bucket.max, available), at: now() });
    },
  };
}
