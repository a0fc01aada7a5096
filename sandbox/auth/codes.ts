import type { Result } from '../../shared/result.ts';
import { CODE_TTL_MS } from './constants.ts';
import { randomToken, tokenDigest } from './random.ts';
import type { RefreshFamily } from './refresh-tokens.ts';

/** Authorization codes: random, single-use, valid for 60 s, bound to everything they grant. */

export interface CodeGrant {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly codeChallenge: string;
  readonly userId: string;
  readonly scopes: readonly string[];
}

interface CodeRecord extends CodeGrant {
  readonly expiresAt: number;
  used: boolean;
  /** The refresh-token family issued from this code, revoked if the code is replayed. */
  family: RefreshFamily | null;
}

/** Why a code was not redeemed; a replayed one carries its record, to withdraw what it issued. */
export type RedemptionFailure =
  | { readonly reason: 'unknown' | 'expired' }
  | { readonly reason: 'used'; readonly record: CodeRecord };

export type Redemption = Result<CodeRecord, RedemptionFailure>;

export interface CodeStore {
  issue(grant: CodeGrant): string;
  /** Any presentation spends the code, whether or not the rest of the request checks out. */
  redeem(code: string): Redemption;
}

/** Used codes are remembered this long past expiry, to recognise a replay. */
const REPLAY_MEMORY_MS = 10 * 60_000;

export function createCodeStore(now: () => number): CodeStore {
  const records = new Map<string, CodeRecord>();

  function sweep(at: number): void {
    for (const [key, record] of records) {
      if (record.expiresAt + REPLAY_MEMORY_MS < at) records.delete(key);
    }
  }

  return {
    issue(grant) {
      const at = now();
      sweep(at);
      const code = randomToken();
      records.set(tokenDigest(code), {
        ...grant,
        expiresAt: at + CODE_TTL_MS,
        used: false,
        family: null,
      });
      return code;
    },
    redeem(code) {
      const record = records.get(tokenDigest(code));
      if (!record) return { ok: false, error: { reason: 'unknown' } };
      if (record.used) return { ok: false, error: { reason: 'used', record } };
      record.used = true;
      if (now() >= record.expiresAt) return { ok: false, error: { reason: 'expired' } };
      return { ok: true, value: record };
    },
  };
}
