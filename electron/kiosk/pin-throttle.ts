/**
 * Attempt throttling for the administrator PIN: a few free tries, then a lockout that doubles
 * with each further wrong PIN, up to a cap. Pure state transitions; the caller keeps the state.
 */

export interface PinThrottlePolicy {
  /** Wrong PINs allowed before the first lockout. */
  readonly freeAttempts: number;
  readonly firstLockoutMs: number;
  readonly maxLockoutMs: number;
}

/** 5 tries, then 30 s, 1 min, 2 min, … 15 min: a 6-digit PIN would take years to guess. */
export const DEFAULT_PIN_THROTTLE: PinThrottlePolicy = {
  freeAttempts: 5,
  firstLockoutMs: 30_000,
  maxLockoutMs: 15 * 60_000,
};

export interface PinThrottleState {
  /** Wrong PINs since the last correct one. */
  readonly failures: number;
  /** Epoch ms before which no PIN is checked. */
  readonly lockedUntil: number;
}

export const FRESH_THROTTLE: PinThrottleState = { failures: 0, lockedUntil: 0 };

export function lockoutRemainingMs(state: PinThrottleState, now: number): number {
  return Math.max(0, state.lockedUntil - now);
}

export function lockoutAfter(failures: number, policy: PinThrottlePolicy): number {
  if (failures < policy.freeAttempts) return 0;
  const doublings = failures - policy.freeAttempts;
  // Capped before exponentiating, so a long attack cannot overflow to Infinity.
  const capDoublings = Math.ceil(Math.log2(policy.maxLockoutMs / policy.firstLockoutMs));
  return Math.min(
    policy.maxLockoutMs,
    policy.firstLockoutMs * 2 ** Math.min(doublings, capDoublings),
  );
}

export function afterWrongPin(
  state: PinThrottleState,
  now: number,
  policy: PinThrottlePolicy,
): PinThrottleState {
  const failures = state.failures + 1;
  const lockout = lockoutAfter(failures, policy);
  return { failures, lockedUntil: lockout === 0 ? state.lockedUntil : now + lockout };
}

/** Tries left before a wrong one starts a lockout (the last of them included; 0 once locked). */
export function triesBeforeLockout(state: PinThrottleState, policy: PinThrottlePolicy): number {
  return Math.max(0, policy.freeAttempts - state.failures);
}
