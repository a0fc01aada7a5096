import type { BridgeError } from '../../../shared/bridge/errors.ts';
import { isNotFound } from '../../../shared/bridge/service-errors.ts';
import { signInFailureMessage } from '../../session/sign-in-messages.ts';
import { formatInteger } from '../../format/number.ts';
import { needsText } from '../../session/gate.ts';

/** A bridge error in words for a view, toast or banner. */
export interface ErrorDescription {
  readonly title: string;
  readonly detail: string;
  /** When a retry can succeed (throttling, rate limit), in seconds from now. */
  readonly retryInSeconds: number | null;
  /** Whether offering "Retry" makes sense at all. */
  readonly retryable: boolean;
}

const APPLIED: Record<'yes' | 'no' | 'unknown', string> = {
  yes: 'The change was saved before the connection dropped.',
  no: 'The change was not saved, so trying again is safe.',
  unknown: 'It is not known whether the change was saved: check before trying again.',
};

export function describeError(error: BridgeError): ErrorDescription {
  const plain = { retryInSeconds: null, retryable: false };
  switch (error.kind) {
    case 'signed-out':
      return { ...plain, title: 'You are signed out', detail: 'Sign in again to carry on.' };
    case 'missing-scope':
      return {
        ...plain,
        title: needsText(error.scopes),
        detail: `Your sign-in does not include ${error.scopes.join(' and ')}.`,
      };
    case 'throttled':
      return error.retryable
        ? {
            title: 'Waiting for API credits',
            detail:
              'The account’s credits are used up for the moment. They refill every second; this is shared with everyone on the account.',
            retryInSeconds: error.retryInSeconds,
            retryable: true,
          }
        : {
            ...plain,
            title: 'This request is too large',
            detail: `It would need ${
              error.requiredCredits === null ? 'more' : formatInteger(error.requiredCredits)
            } credits, more than the account allows for one operation. Load fewer rows or narrow the search.`,
          };
    case 'rate-limited':
      return {
        title: 'Too many requests',
        detail:
          'The account sent too many requests in the last five minutes (counted across all its apps).',
        retryInSeconds: error.retryInSeconds,
        retryable: true,
      };
    case 'network':
      return {
        ...plain,
        title: 'Can’t reach the service',
        detail: error.applied ? APPLIED[error.applied] : 'Check the connection, then retry.',
        retryable: error.applied !== 'yes',
      };
    case 'invalid-input':
      return {
        ...plain,
        title: 'The request was not accepted',
        detail: [error.message, ...(error.issues ?? [])].join(' '),
      };
    case 'server':
      return {
        ...plain,
        title: isNotFound(error) ? 'Not found' : 'The service reported a problem',
        detail: error.message,
        retryable: !isNotFound(error),
      };
    case 'kiosk-locked':
      return { ...plain, title: 'Not available on this kiosk', detail: error.message };
    case 'sign-in-failed': {
      const message = signInFailureMessage(error.reason, error.message);
      return { ...plain, title: message.title, detail: message.detail };
    }
  }
}
