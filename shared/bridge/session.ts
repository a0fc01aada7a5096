/**
 * What the renderer may know about sign-in: deliberately free of token material (no access,
 * refresh or ID token, code or verifier). Main's session code produces these shapes.
 */

export const SIGN_IN_METHODS = ['oauth', 'password', 'developer'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export type SignedOutReason =
  /** The user signed out. */
  | 'signed-out'
  /** The refresh token was revoked or expired: a calm "sign in again". */
  | 'session-expired'
  /** A stored sign-in could not be read (keyring changed, blob undecryptable). */
  | 'needs-sign-in'
  /** A stored sign-in exists but the server could not be reached to resume it; retry later. */
  | 'unreachable';

/**
 * `stored`: encrypted on disk; `memory-only`: kept for this run (see `persistenceMessage`);
 * `none`: no refresh token was issued, so the session ends when the access token expires.
 */
export type Persistence = 'stored' | 'memory-only' | 'none';

export type MemoryOnlyReason =
  | 'encryption-unavailable'
  | 'basic-text'
  | 'backend-unknown'
  | 'encryption-failed'
  | 'write-failed';

export type SessionState =
  | {
      readonly status: 'signed-out';
      readonly profileId: string;
      readonly reason?: SignedOutReason;
      readonly message?: string;
    }
  | { readonly status: 'restoring'; readonly profileId: string }
  | {
      readonly status: 'signed-in';
      readonly profileId: string;
      readonly method: SignInMethod;
      readonly scopes: readonly string[];
      /** False for password and developer tokens: full API access whatever `scopes` says. */
      readonly scopeLimited: boolean;
      /** Access token expiry, ms since the epoch. */
      readonly expiresAt: number;
      readonly persistence: Persistence;
      readonly persistenceReason?: MemoryOnlyReason;
      readonly persistenceMessage?: string;
    };

/** Progress of a browser sign-in, for the "waiting for your browser" screen. */
export type SignInProgress =
  | { readonly phase: 'idle' }
  | {
      readonly phase: 'waiting-for-browser';
      readonly profileId: string;
      /** The authorization request (holds only the PKCE challenge and state), for "copy link". */
      readonly authorizationUrl: string;
      /** False when the system browser could not be opened: the user copies the link. */
      readonly browserOpened: boolean | null;
    }
  | { readonly phase: 'exchanging'; readonly profileId: string };
