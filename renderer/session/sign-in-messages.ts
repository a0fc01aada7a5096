import type { SignInFailure } from '../../shared/bridge/errors.ts';
import type { MemoryOnlyReason, SignedOutReason } from '../../shared/bridge/session.ts';

/** What to tell the user for each sign-in failure: calm, specific, with the next step. */
export interface SignInMessage {
  readonly tone: 'info' | 'warning' | 'danger';
  readonly title: string;
  readonly detail: string;
}

export function signInFailureMessage(reason: SignInFailure, serverMessage?: string): SignInMessage {
  switch (reason) {
    case 'port-busy':
      return {
        tone: 'danger',
        title: 'The sign-in port is busy',
        detail:
          'Another program on this computer (perhaps another Floorboard window) is using port 3000, where the browser returns after sign-in. Close it and try again, or sign in with a password or developer tokens.',
      };
    case 'denied':
      return {
        tone: 'warning',
        title: 'Access was declined in the browser',
        detail:
          'Nothing was changed. Choose Sign in with browser again and approve the request when you are ready.',
      };
    case 'timeout':
      return {
        tone: 'warning',
        title: 'The browser sign-in took too long',
        detail: 'The sign-in link has expired. Start again; it only takes a moment.',
      };
    case 'cancelled':
      return {
        tone: 'info',
        title: 'Sign-in cancelled',
        detail:
          'If the sign-in page is still open in your browser, you can close that tab. You can start again at any time.',
      };
    case 'state-mismatch':
      return {
        tone: 'danger',
        title: 'The browser returned a sign-in we did not start',
        detail: 'For your safety it was ignored. Start the browser sign-in again from here.',
      };
    case 'authorization-error':
      return {
        tone: 'danger',
        title: 'The login server refused the request',
        detail: serverMessage ?? 'Check the profile’s client id and login address, then try again.',
      };
    case 'exchange-rejected':
      return {
        tone: 'danger',
        title: 'The sign-in could not be completed',
        detail:
          serverMessage ?? 'The login server did not accept the returned code. Please try again.',
      };
    case 'wrong-credentials':
      return {
        tone: 'danger',
        title: 'Wrong user name or password',
        detail: 'Check both and try again. Passwords are case-sensitive.',
      };
    case 'invalid-token':
      return {
        tone: 'danger',
        title: 'These tokens were not accepted',
        // Main says which token and why (malformed, or refused by the service).
        detail:
          serverMessage ??
          'They may have expired or been revoked. Copy a fresh access and refresh token from the developer page and paste them again.',
      };
    case 'browser-failed':
      return {
        tone: 'warning',
        title: 'Your browser could not be opened',
        detail: 'Copy the sign-in link and open it in your browser yourself.',
      };
  }
}

/** Why the sign-in screen is showing, when main says so. */
export function signedOutMessage(
  reason: SignedOutReason | undefined,
  message: string | undefined,
): SignInMessage | null {
  switch (reason) {
    case 'session-expired':
      return {
        tone: 'info',
        title: 'Your session has ended',
        detail: 'Sign in again to carry on. Anything you were typing is kept.',
      };
    case 'needs-sign-in':
      return {
        tone: 'info',
        title: 'Please sign in again',
        detail: message ?? 'Your saved sign-in could not be read on this computer.',
      };
    case 'unreachable':
      return {
        tone: 'warning',
        title: 'Can’t reach the service to resume your sign-in',
        detail: `${message ?? 'The service did not answer.'} Your saved sign-in is kept.`,
      };
    case 'signed-out':
      // Main's words matter here: "signed out, but the server could not be told".
      return message && message !== 'Signed out.'
        ? { tone: 'warning', title: 'Signed out', detail: message }
        : null;
    case undefined:
      return null;
  }
}

/** Why a sign-in is kept for this run only (no usable keyring; docs/architecture.md "Tokens"). */
export function memoryOnlyReasonText(reason: MemoryOnlyReason | undefined): string {
  switch (reason) {
    case 'encryption-unavailable':
      return 'this computer offers no system keyring to encrypt it with.';
    case 'basic-text':
      return 'the system keyring here would store it as plain text, so it is not saved.';
    case 'backend-unknown':
      return 'the system keyring on this computer could not be identified.';
    case 'encryption-failed':
      return 'the system keyring could not encrypt it.';
    case 'write-failed':
      return 'it could not be written to disk.';
    case undefined:
      return 'it could not be stored safely on this computer.';
  }
}
