/**
 * The credit budget of background checks in terms a person can weigh: a share of the account's
 * refill rate, and what that share is in credits a minute.
 */
import { formatInteger, formatPercent } from '../format/number.ts';

/** The shares offered; the engine's default (5%) is one of them. */
export const BUDGET_SHARES = [0.01, 0.02, 0.05, 0.1, 0.2] as const;

/** Credits a minute the share allows at this refill rate (credits a second). */
export function creditsPerMinute(share: number, ratePerSecond: number): number {
  return Math.round(share * ratePerSecond * 60);
}

/** "5% of the refill rate" as the choice reads. */
export function shareLabel(share: number): string {
  return `${formatPercent(share)} of the refill rate`;
}

/**
 * "About 180 credits a minute: the account refills 60 credits a second." Without a reading of
 * the rate yet, says that the figure follows once the service has answered.
 */
export function budgetMeaning(share: number, ratePerSecond: number | null): string {
  if (ratePerSecond === null) {
    return 'What that is in credits a minute shows once the service has answered once.';
  }
  const perMinute = creditsPerMinute(share, ratePerSecond);
  return `About ${formatInteger(perMinute)} ${perMinute === 1 ? 'credit' : 'credits'} a minute: the account refills ${formatInteger(ratePerSecond)} credits a second.`;
}
