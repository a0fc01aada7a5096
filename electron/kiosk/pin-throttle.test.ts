import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PIN_THROTTLE,
  FRESH_THROTTLE,
  afterWrongPin,
  lockoutAfter,
  lockoutRemainingMs,
  triesBeforeLockout,
  type PinThrottleState,
} from './pin-throttle.ts';

const policy = DEFAULT_PIN_THROTTLE;

describe('PIN throttling', () => {
  it('allows five tries, then locks out for 30 s, doubling up to 15 min', () => {
    const lockouts = Array.from({ length: 12 }, (_, i) => lockoutAfter(i + 1, policy) / 1000);
    expect(lockouts).toEqual([0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900, 900]);
    expect(lockoutAfter(10_000, policy)).toBe(900_000);
  });

  it('counts wrong PINs and locks from the moment of the fifth', () => {
    let state: PinThrottleState = FRESH_THROTTLE;
    const now = 1_000_000;
    const left: number[] = [];
    for (let i = 0; i < 5; i++) {
      state = afterWrongPin(state, now, policy);
      left.push(triesBeforeLockout(state, policy));
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    expect(lockoutRemainingMs(state, now)).toBe(30_000);
    expect(lockoutRemainingMs(state, now + 29_999)).toBe(1);
    expect(lockoutRemainingMs(state, now + 30_000)).toBe(0);
    state = afterWrongPin(state, now + 30_000, policy);
    expect(lockoutRemainingMs(state, now + 30_000)).toBe(60_000);
  });
});
