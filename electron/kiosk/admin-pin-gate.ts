import { silentLogger, type Logger } from '../log/logger.ts';
import { verifyPin, type PinRecord } from './admin-pin.ts';
import {
  DEFAULT_PIN_THROTTLE,
  FRESH_THROTTLE,
  afterWrongPin,
  triesBeforeLockout,
  lockoutRemainingMs,
  type PinThrottlePolicy,
  type PinThrottleState,
} from './pin-throttle.ts';

/**
 * Checks PINs typed on the kiosk's exit screen: throttled, one check at a time (so parallel
 * guesses cannot all start before the first failure counts), logged without the PIN. The state
 * lives for the process: a restart is not something a floor user can do from inside the kiosk.
 */

export type PinCheck =
  | { readonly result: 'accepted' }
  | {
      readonly result: 'rejected';
      /** Tries left before a wrong one starts a lockout. */
      readonly triesLeft: number;
      /** > 0 when this wrong PIN started a lockout. */
      readonly retryInMs: number;
    }
  | { readonly result: 'locked'; readonly retryInMs: number }
  /** No PIN was set up: kiosk mode can only be left by stopping it from outside. */
  | { readonly result: 'no-pin' }
  /** Another check is running. */
  | { readonly result: 'busy' };

export interface AdminPinGate {
  check(pin: string): Promise<PinCheck>;
}

export interface AdminPinGateOptions {
  readonly record: PinRecord | null;
  readonly policy?: PinThrottlePolicy;
  readonly now?: () => number;
  readonly verify?: (pin: string, record: PinRecord) => Promise<boolean>;
  readonly log?: Logger;
}

export function createAdminPinGate(options: AdminPinGateOptions): AdminPinGate {
  const { record } = options;
  const policy = options.policy ?? DEFAULT_PIN_THROTTLE;
  const now = options.now ?? Date.now;
  const verify = options.verify ?? verifyPin;
  const log = options.log ?? silentLogger;
  let state: PinThrottleState = FRESH_THROTTLE;
  let checking = false;

  const check = async (pin: string): Promise<PinCheck> => {
    if (record === null) return { result: 'no-pin' };
    if (checking) return { result: 'busy' };
    const locked = lockoutRemainingMs(state, now());
    if (locked > 0) return { result: 'locked', retryInMs: locked };
    checking = true;
    let ok: boolean;
    try {
      ok = await verify(pin, record);
    } catch {
      ok = false; // a failing hash must not become a way around the counter
    } finally {
      checking = false;
    }
    if (ok) {
      state = FRESH_THROTTLE;
      log.info('Administrator PIN accepted');
      return { result: 'accepted' };
    }
    state = afterWrongPin(state, now(), policy);
    const retryInMs = lockoutRemainingMs(state, now());
    log.warn('Wrong administrator PIN', { failures: state.failures, lockedForMs: retryInMs });
    return { result: 'rejected', triesLeft: triesBeforeLockout(state, policy), retryInMs };
  };

  return { check };
}
