import type { CreditSample } from '../../../shared/bridge/credits.ts';
import { creditsAt, secondsUntilAffordable } from '../../../shared/cost/bucket.ts';
import { formatDuration } from '../../format/date.ts';
import { formatInteger } from '../../format/number.ts';

/** An action's estimated cost against the credits the account has now. */
export type CostAssessment =
  | { readonly kind: 'unknown' }
  | { readonly kind: 'ok'; readonly estimated: number; readonly available: number }
  /** Affordable now, but a large share of the pool everyone on the account shares. */
  | { readonly kind: 'expensive'; readonly estimated: number; readonly available: number }
  | { readonly kind: 'wait'; readonly estimated: number; readonly seconds: number }
  /** Over the per-operation maximum: it can never run as it is. */
  | { readonly kind: 'too-large'; readonly estimated: number; readonly max: number };

/** Above this share of the maximum an action is worth a word before it runs. */
export const EXPENSIVE_SHARE = 0.25;

export function assessCost(
  estimated: number,
  sample: CreditSample | null,
  now: number,
): CostAssessment {
  if (!sample) return { kind: 'unknown' };
  if (estimated > sample.max) return { kind: 'too-large', estimated, max: sample.max };
  const available = creditsAt(sample, now);
  const seconds = secondsUntilAffordable(sample, estimated, now);
  if (seconds > 0) return { kind: 'wait', estimated, seconds };
  if (estimated >= sample.max * EXPENSIVE_SHARE) return { kind: 'expensive', estimated, available };
  return { kind: 'ok', estimated, available };
}

/** The warning to show before the action, or `null` when there is nothing to say. */
export function costWarning(assessment: CostAssessment): string | null {
  switch (assessment.kind) {
    case 'unknown':
    case 'ok':
      return null;
    case 'expensive':
      return `This uses about ${formatInteger(assessment.estimated)} of the ${formatInteger(
        Math.floor(assessment.available),
      )} credits available now (shared with everyone on the account).`;
    case 'wait':
      return `This needs about ${formatInteger(assessment.estimated)} credits; it will wait about ${formatDuration(
        assessment.seconds,
      )} for them to refill.`;
    case 'too-large':
      return `This would need about ${formatInteger(assessment.estimated)} credits, more than the ${formatInteger(
        assessment.max,
      )} allowed for one operation. Narrow it down first.`;
  }
}
