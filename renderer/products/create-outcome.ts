/**
 * A failed CreateProduct in words for the person who pressed the button, and what they can do
 * next. Creating is not idempotent: after a dropped connection, "try again" is only offered when
 * main found the product was not created; when that is unknown, the next step is to check.
 */
import type { BridgeError } from '../../shared/bridge/errors.ts';
import { describeError } from '../components/status/describe-error.ts';

export type NextStep = 'retry' | 'check' | 'fix' | 'none';

export interface CreateFailure {
  readonly title: string;
  readonly detail: string;
  readonly next: NextStep;
}

export function describeCreateFailure(error: BridgeError): CreateFailure {
  if (error.kind === 'network') {
    switch (error.applied) {
      case 'no':
        return {
          title: 'The product was not created',
          detail: 'The connection dropped before the service saved it. Trying again is safe.',
          next: 'retry',
        };
      case 'yes':
        // The caller treats this as created; kept here so every case has words.
        return {
          title: 'The product was created',
          detail: 'The connection dropped just after the service saved it.',
          next: 'none',
        };
      default:
        return {
          title: 'Not known whether the product was created',
          detail:
            'The connection dropped while the service was saving it. Check before trying again, so it is not created twice.',
          next: 'check',
        };
    }
  }
  const described = describeError(error);
  const isInput = error.kind === 'invalid-input';
  return {
    title: 'The product was not created',
    detail: `${described.title}: ${described.detail}`,
    next: isInput ? 'fix' : described.retryable ? 'retry' : 'none',
  };
}
