import type { BridgeError, SignInFailure } from '../../shared/bridge/errors.ts';
import type { InvalidDeveloperTokenError } from '../auth/developer-tokens.ts';
import type { OAuthSignInError, OAuthStartError } from '../auth/oauth-flow.ts';
import type { PasswordSignInError } from '../auth/password-sign-in.ts';
import type { SessionError } from '../auth/token-session.ts';
import type { BrowserFailedError } from './browser-sign-in.ts';

/**
 * Every failure the auth modules report, as the tagged error the renderer receives. Messages come
 * from those modules, which never quote tokens, codes or request bodies.
 */

export type AuthFailure =
  | OAuthStartError
  | OAuthSignInError
  | PasswordSignInError
  | InvalidDeveloperTokenError
  | BrowserFailedError
  | SessionError;

export function signInFailed(reason: SignInFailure, message: string): BridgeError {
  return { kind: 'sign-in-failed', reason, message };
}

export function invalidInput(message: string, issues?: readonly string[]): BridgeError {
  return issues === undefined
    ? { kind: 'invalid-input', message }
    : { kind: 'invalid-input', message, issues };
}

export function toBridgeError(error: AuthFailure): BridgeError {
  switch (error.kind) {
    case 'port-busy':
    case 'listen-failed': // the port cannot be used either way; the message says which
      return signInFailed('port-busy', error.message);
    case 'denied':
    case 'timeout':
    case 'cancelled':
    case 'state-mismatch':
    case 'authorization-error':
    case 'exchange-rejected':
    case 'wrong-credentials':
    case 'invalid-token':
    case 'browser-failed':
      return signInFailed(error.kind, error.message);
    case 'rejected': // a token endpoint said no other than "wrong password" (400, 403)
      return signInFailed('exchange-rejected', error.message);
    case 'invalid-request':
      return invalidInput(error.message);
    case 'network':
      return { kind: 'network', message: error.message };
    case 'server':
      return { kind: 'server', message: error.message, status: error.status };
    case 'bad-response':
      return { kind: 'server', message: error.message };
    case 'signed-out':
      return { kind: 'signed-out', message: error.message };
  }
}

/** The built-in profile's embedded sandbox, started on first use, did not start. */
export const BUILT_IN_NOT_STARTED: BridgeError = {
  kind: 'server',
  message: 'The built-in Sandbox could not start. Try again, or sign in to another profile.',
};

/** For the unexpected: a thrown exception becomes a calm server error, its text never shown. */
export const UNEXPECTED: BridgeError = {
  kind: 'server',
  message: 'Something went wrong in Floorboard. Try again.',
};
