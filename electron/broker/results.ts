/** Turns broker outcomes into the bridge's tagged errors (docs/service-notes.md "Errors"). */
import type { BridgeError } from '../../shared/bridge/errors.ts';
import type { ServiceErrorInfo } from './classify.ts';

export const signedOut = (): BridgeError => ({
  kind: 'signed-out',
  message: 'You are signed out. Sign in again to continue.',
});

export function throttled(
  info: ServiceErrorInfo | null,
  retryable: boolean,
  estimate: number,
  max: number | null,
): BridgeError {
  const required = info?.requiredCredits ?? estimate;
  return {
    kind: 'throttled',
    retryable,
    requiredCredits: required,
    retryInSeconds: retryable ? (info?.timeRemaining ?? null) : null,
    message: retryable
      ? 'Not enough API credits right now; try again shortly.'
      : `This request needs ${required} credits, more than the account allows in one request${max === null ? '' : ` (${max})`}. Ask for fewer rows.`,
  };
}

/**
 * A request still waiting in the pacer when its account's session ended (signed in again, or
 * pointed elsewhere; the pacer was disposed): it was never sent.
 */
export const sessionEnded = (): BridgeError => ({
  kind: 'signed-out',
  message: 'The session ended before this request was sent; nothing was sent.',
});

/** Main's own request whose signal aborted while it waited in the pacer: it was never sent. */
export const abandoned = (): BridgeError => ({
  kind: 'network',
  message: 'The request was withdrawn before it was sent.',
  applied: 'no',
});
