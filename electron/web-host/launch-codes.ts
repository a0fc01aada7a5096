import { randomBytes } from 'node:crypto';

/**
 * One-time launch codes: each code may be exchanged once, within `ttlMs` of being issued, for the
 * host's secret. The printed launch URL therefore stops being worth anything as soon as the app
 * window has used it (or a few minutes later if nobody did).
 */

/** Long enough to copy the URL from a terminal into a browser; short enough to go stale. */
export const LAUNCH_CODE_TTL_MS = 5 * 60_000;
/** Codes nobody used pile up only until they expire; this caps them meanwhile. */
const MAX_OUTSTANDING = 16;

export interface LaunchCodes {
  issue(): string;
  /** True once for a code that was issued, is unexpired and not yet redeemed. */
  redeem(code: string): boolean;
}

export interface LaunchCodeOptions {
  readonly now?: () => number;
  readonly ttlMs?: number;
  readonly draw?: () => string;
}

export function createLaunchCodes(options: LaunchCodeOptions = {}): LaunchCodes {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? LAUNCH_CODE_TTL_MS;
  const draw = options.draw ?? (() => randomBytes(18).toString('base64url'));
  // Insertion order is issue order, so the oldest code is the first key.
  const expiries = new Map<string, number>();

  const prune = (): void => {
    const time = now();
    for (const [code, expiry] of expiries) if (expiry <= time) expiries.delete(code);
    while (expiries.size >= MAX_OUTSTANDING) {
      const [oldest] = expiries.keys();
      if (oldest === undefined) break;
      expiries.delete(oldest);
    }
  };

  return {
    issue() {
      prune();
      const code = draw();
      expiries.set(code, now() + ttlMs);
      return code;
    },
    redeem(code) {
      const expiry = expiries.get(code);
      // Single use: gone whether it was still valid or not.
      expiries.delete(code);
      return expiry !== undefined && now() < expiry;
    },
  };
}
