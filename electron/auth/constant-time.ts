import { timingSafeEqual } from 'node:crypto';

/**
 * Compares a received secret with the expected one without an early exit, so response timing
 * does not reveal how much of a guessed `state` was right. Lengths are public (43 characters).
 */
export function constantTimeEqual(received: string, expected: string): boolean {
  const a = Buffer.from(received, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  if (a.length !== b.length) {
    timingSafeEqual(b, b); // same work as a real comparison
    return false;
  }
  return timingSafeEqual(a, b);
}
