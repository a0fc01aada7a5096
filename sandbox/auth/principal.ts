import type { Result } from '../../shared/result.ts';
import type { Account, User } from '../data/types.ts';

/** Who a valid bearer token speaks for. */
export interface Principal {
  readonly user: User;
  readonly account: Account;
  /**
   * Granted scopes of an OAuth token; `null` for tokens from `/auth/token` and `/auth/refresh`,
   * which are not scope-limited (docs/service-notes.md "Tokens").
   */
  readonly scopes: ReadonlySet<string> | null;
  /** The token's `exp`, seconds since the epoch. */
  readonly expiresAt: number;
}

export type BearerFailure =
  'missing' | 'malformed' | 'invalid-signature' | 'expired' | 'unknown-user';

export type BearerResult = Result<Principal, BearerFailure>;
