/**
 * The credit budget of the background checks ("Tell me when") in an account manager's words:
 * what the checks are, how often they run at this budget, and that the person's own work goes
 * first (every check is sent at background priority). The pace is main's rule: a check waits
 * until the last one's cost fits the budget, and never runs more than once a minute.
 */
import { formatInteger, formatPercent } from '../format/number.ts';

/** The shares offered; the engine's default (5%) is one of them. */
export const BUDGET_SHARES = [0.01, 0.02, 0.05, 0.1, 0.2] as const;

/** What a check that found a lot costs, for the example (about the first brief of a day). */
export const BUSY_CHECK_CREDITS = 1_000;

/** Credits a minute the share allows at this refill rate (credits a second). */
export function creditsPerMinute(share: number, ratePerSecond: number): number {
  return Math.round(share * ratePerSecond * 60);
}

/** Minutes the check after one that cost `credits` waits at this budget (at least one). */
export function minutesBetween(credits: number, perMinute: number): number {
  return perMinute <= 0 ? Infinity : Math.max(1, Math.ceil(credits / perMinute));
}

/** "5% of the account's credits" as the choice reads. */
export function shareLabel(share: number): string {
  return `${formatPercent(share)} of the account’s credits`;
}

const WHAT = 'Floorboard checks the service in the background for the changes ticked above.';
const FIRST = 'Your own work in Floorboard always goes first: the checks wait for it.';

/** What the budget means for how often the checks run; without a rate reading, says so. */
export function budgetMeaning(share: number, ratePerSecond: number | null): string {
  if (ratePerSecond === null) {
    return `${WHAT} How often they run at this budget shows once the service has reported the account’s credits. ${FIRST}`;
  }
  const perMinute = creditsPerMinute(share, ratePerSecond);
  const busy = minutesBetween(BUSY_CHECK_CREDITS, perMinute);
  const pace =
    perMinute === 0
      ? 'This budget allows less than a credit a minute, so the checks barely run.'
      : `At this budget they use up to about ${formatInteger(perMinute)} ${perMinute === 1 ? 'credit' : 'credits'} a minute: when little has changed, a check every minute; after a busy check (${formatInteger(BUSY_CHECK_CREDITS)} credits), the next in about ${formatInteger(busy)} ${busy === 1 ? 'minute' : 'minutes'}.`;
  return `${WHAT} ${pace} ${FIRST}`;
}
