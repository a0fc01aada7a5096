/**
 * Errors cross the bridge as tagged values, never as thrown objects (docs/architecture.md "Errors
 * across the bridge").
 */
import type { Result } from '../result.ts';

export type SignInFailure =
  | 'port-busy'
  | 'denied'
  | 'timeout'
  | 'cancelled'
  | 'state-mismatch'
  | 'authorization-error'
  | 'exchange-rejected'
  | 'wrong-credentials'
  | 'invalid-token'
  | 'browser-failed';

export type BridgeError =
  | { readonly kind: 'signed-out'; readonly message: string }
  | { readonly kind: 'missing-scope'; readonly scopes: readonly string[]; readonly message: string }
  /** Code 30: not enough credits; `retryable` false when the operation exceeds the maximum. */
  | {
      readonly kind: 'throttled';
      readonly retryable: boolean;
      readonly requiredCredits: number | null;
      readonly retryInSeconds: number | null;
      readonly message: string;
    }
  /** HTTP 429: the request-count cap. */
  | {
      readonly kind: 'rate-limited';
      readonly retryInSeconds: number | null;
      readonly message: string;
    }
  /**
   * The service could not be reached. For a change (mutation) the outcome may be unknown:
   * `applied` says what a follow-up check found.
   */
  | {
      readonly kind: 'network';
      readonly message: string;
      readonly applied?: 'yes' | 'no' | 'unknown';
    }
  | {
      readonly kind: 'invalid-input';
      readonly message: string;
      readonly issues?: readonly string[];
    }
  | {
      readonly kind: 'server';
      readonly message: string;
      readonly status?: number;
      readonly code?: number;
    }
  | { readonly kind: 'sign-in-failed'; readonly reason: SignInFailure; readonly message: string }
  /** Kiosk mode does not allow this: changes, PII, sign-in, profiles. */
  | { readonly kind: 'kiosk-locked'; readonly message: string };

export type BridgeResult<T> = Result<T, BridgeError>;

export const ok = <T>(value: T): BridgeResult<T> => ({ ok: true, value });

export const fail = <T = never>(error: BridgeError): BridgeResult<T> => ({ ok: false, error });
