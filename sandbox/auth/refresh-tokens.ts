import { randomToken, tokenDigest } from './random.ts';

/**
 * In-memory refresh tokens. Two kinds:
 * - `password`: from `/auth/token` and the developer pair; they do not rotate
 *   (docs/service-notes.md "Endpoints").
 * - `oauth`: from the code exchange; each belongs to a family (one authorization). Refreshing
 *   rotates: the presented token becomes used and a new one joins the family. Presenting a used
 *   token means it leaked, so the whole family is revoked (OAuth 2.0 Security BCP 4.14.2).
 */

export interface RefreshFamily {
  readonly userId: string;
  readonly clientId: string;
  /** The scopes of the authorization; refreshing can narrow an access token, never widen this. */
  readonly scopes: readonly string[];
  revoked: boolean;
}

export type RefreshRecord =
  | { readonly kind: 'password'; readonly userId: string }
  | { readonly kind: 'oauth'; readonly family: RefreshFamily; used: boolean };

export interface RefreshRegistry {
  issuePassword(userId: string): string;
  startFamily(
    userId: string,
    clientId: string,
    scopes: readonly string[],
  ): {
    family: RefreshFamily;
    token: string;
  };
  /** Marks `record` used and returns the family's next token. */
  rotate(record: Extract<RefreshRecord, { kind: 'oauth' }>): string;
  find(token: string): RefreshRecord | undefined;
  /** Revokes every OAuth sign-in (the test-only control endpoint); returns how many. */
  revokeAllFamilies(): number;
}

export function createRefreshRegistry(): RefreshRegistry {
  const records = new Map<string, RefreshRecord>();

  function store(record: RefreshRecord): string {
    const token = randomToken();
    records.set(tokenDigest(token), record);
    return token;
  }

  return {
    issuePassword: (userId) => store({ kind: 'password', userId }),
    startFamily(userId, clientId, scopes) {
      const family: RefreshFamily = { userId, clientId, scopes: [...scopes], revoked: false };
      return { family, token: store({ kind: 'oauth', family, used: false }) };
    },
    rotate(record) {
      record.used = true;
      return store({ kind: 'oauth', family: record.family, used: false });
    },
    find: (token) => records.get(tokenDigest(token)),
    revokeAllFamilies() {
      const families = new Set<RefreshFamily>();
      for (const record of records.values()) {
        if (record.kind === 'oauth' && !record.family.revoked) families.add(record.family);
      }
      for (const family of families) family.revoked = true;
      return families.size;
    },
  };
}
