/**
 * What the kiosk's PIN pad shows for each answer of the administrator PIN gate. Messages never
 * quote the PIN; waits are rounded up so "0 s" never shows while the lockout still runs.
 */
import type { BridgeError } from '../../shared/bridge/errors.ts';
import type { PinCheck } from './admin-pin-gate.ts';

export function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  return `${Math.ceil(seconds / 60)} min`;
}

/** The error for every answer but `accepted`. */
export function pinRefusal(check: Exclude<PinCheck, { result: 'accepted' }>): BridgeError {
  const invalid = (message: string): BridgeError => ({ kind: 'invalid-input', message });
  switch (check.result) {
    case 'rejected':
      if (check.retryInMs > 0) {
        return invalid(
          `Wrong PIN. Too many wrong PINs: try again in ${formatWait(check.retryInMs)}.`,
        );
      }
      return invalid(
        `Wrong PIN. ${check.triesLeft} ${check.triesLeft === 1 ? 'try' : 'tries'} left before a pause.`,
      );
    case 'locked':
      return invalid(`Too many wrong PINs. Try again in ${formatWait(check.retryInMs)}.`);
    case 'busy':
      return invalid('Still checking the previous PIN. Try again in a moment.');
    case 'no-pin':
      return invalid(
        'No administrator PIN was set up for this kiosk, so it cannot be left from here. Stop Floorboard from outside (see docs/kiosk-deployment.md, "Maintenance").',
      );
  }
}
