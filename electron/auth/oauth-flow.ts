import type { Result } from '../../shared/result.ts';
import { silentLogger, type Logger } from '../log/logger.ts';
import { buildAuthorizationUrl } from './authorization-url.ts';
import { endpointUrl, isHttpUrl } from './endpoints.ts';
import { grantFromTokens, type SignInGrant } from './grant.ts';
import type { HttpOptions } from './http.ts';
import {
  startLoopbackServer,
  type CallbackResult,
  type RejectedCallbackReason,
} from './loopback-server.ts';
import { createPkce, createState } from './pkce.ts';
import { checkGrantedScopes, resolveGrantedScopes, type ScopesMissing } from './scope-check.ts';
import { requestTokens, type TokenEndpointError } from './token-endpoint.ts';

/**
 * One OAuth 2.0 Authorization Code + PKCE attempt (docs/service-notes.md "Tokens"): bind the
 * loopback receiver first, only then open the system browser, wait for the callback, exchange the
 * code (public client: no secret) and compare granted with requested scopes.
 */

export interface OAuthSignInRequest {
  readonly loginUrl: string;
  readonly clientId: string;
  readonly scopes: readonly string[];
}

export interface OAuthFlowDeps {
  /** Opens the system browser (Electron's shell.openExternal in the app). */
  readonly openExternal: (url: string) => Promise<void>;
  readonly port?: number;
  readonly timeoutMs?: number;
  readonly doneGraceMs?: number;
  readonly http?: HttpOptions;
  readonly log?: Logger;
  readonly onRejectedCallback?: (reason: RejectedCallbackReason) => void;
  /** Told when the browser came back with a code, before it is exchanged (progress display). */
  readonly onCodeReceived?: () => void;
}

export type OAuthStartError =
  | { readonly kind: 'port-busy'; readonly port: number; readonly message: string }
  | {
      readonly kind: 'listen-failed';
      readonly port: number;
      readonly code: string;
      readonly message: string;
    }
  | { readonly kind: 'invalid-request'; readonly message: string };

export type OAuthSignInError =
  | { readonly kind: 'denied'; readonly message: string }
  | { readonly kind: 'timeout'; readonly message: string }
  | { readonly kind: 'cancelled'; readonly message: string }
  /** The attempt timed out after only callbacks with a missing or wrong `state` arrived. */
  | { readonly kind: 'state-mismatch'; readonly message: string }
  | { readonly kind: 'authorization-error'; readonly error: string; readonly message: string }
  | {
      readonly kind: 'exchange-rejected';
      readonly status: number;
      readonly error: string | undefined;
      readonly message: string;
    }
  | Exclude<TokenEndpointError, { kind: 'rejected' }>;

export interface OAuthGrant {
  readonly grant: SignInGrant;
  readonly requestedScopes: readonly string[];
  readonly grantedScopes: readonly string[];
  /** Set when fewer scopes were granted than requested; the UI offers "request again". */
  readonly scopeProblem: ScopesMissing | undefined;
}

export type OAuthSignInResult = Result<OAuthGrant, OAuthSignInError>;

export interface OAuthAttempt {
  /** The authorization request, for a "copy sign-in link" action when no browser opens. */
  readonly authorizationUrl: string;
  /** Whether the system browser accepted the URL (false under some snap/flatpak setups). */
  readonly browserOpened: Promise<boolean>;
  readonly result: Promise<OAuthSignInResult>;
  cancel(): void;
}

export type StartOAuthResult = Result<OAuthAttempt, OAuthStartError>;

function callbackFailure(callback: Exclude<CallbackResult, { kind: 'code' }>): OAuthSignInError {
  switch (callback.kind) {
    case 'denied':
      return { kind: 'denied', message: 'Access was not granted in the browser.' };
    case 'cancelled':
      return { kind: 'cancelled', message: 'Sign-in was cancelled.' };
    case 'authorization-error':
      return {
        kind: 'authorization-error',
        error: callback.error,
        message: `The sign-in server reported an error (${callback.error}).`,
      };
    case 'timeout':
      return callback.rejectedCallbacks > 0
        ? {
            kind: 'state-mismatch',
            message:
              'The browser answered with a sign-in response that did not belong to this attempt, ' +
              'so it was ignored. Close old sign-in tabs and try again.',
          }
        : {
            kind: 'timeout',
            message: 'Sign-in was not completed in the browser in time. Try again.',
          };
  }
}

async function openBrowser(deps: OAuthFlowDeps, url: string, log: Logger): Promise<boolean> {
  try {
    await deps.openExternal(url);
    return true;
  } catch {
    log.warn('The system browser could not be opened; the sign-in link can be copied instead');
    return false;
  }
}

export async function startOAuthSignIn(
  request: OAuthSignInRequest,
  deps: OAuthFlowDeps,
): Promise<StartOAuthResult> {
  const log = deps.log ?? silentLogger;
  if (
    !isHttpUrl(request.loginUrl) ||
    request.clientId.length === 0 ||
    request.scopes.length === 0
  ) {
    return {
      ok: false,
      error: {
        kind: 'invalid-request',
        message: 'The profile needs a login address, a client id and at least one scope.',
      },
    };
  }
  const pkce = createPkce();
  const state = createState();
  const started = await startLoopbackServer({
    expectedState: state,
    port: deps.port,
    timeoutMs: deps.timeoutMs,
    doneGraceMs: deps.doneGraceMs,
    log,
    onRejectedCallback: deps.onRejectedCallback,
  });
  if (!started.ok) {
    const { error } = started;
    return {
      ok: false,
      error:
        error.kind === 'port-busy'
          ? {
              ...error,
              message:
                `Port ${error.port} is in use by another program, so Floorboard cannot receive the ` +
                `sign-in response. Close that program and try again.`,
            }
          : {
              ...error,
              message: `Floorboard could not listen on port ${error.port} for the sign-in response (${error.code}).`,
            },
    };
  }
  const { value: handle } = started;
  const requestedScopes = [...new Set(request.scopes)];
  const authorizationUrl = buildAuthorizationUrl({
    loginUrl: request.loginUrl,
    clientId: request.clientId,
    redirectUri: handle.redirectUri,
    scopes: requestedScopes,
    codeChallenge: pkce.challenge,
    state,
  });
  // Only now, with the receiver listening, may the browser be sent to the login page.
  const browserOpened = openBrowser(deps, authorizationUrl, log);

  const finish = async (callback: CallbackResult): Promise<OAuthSignInResult> => {
    if (callback.kind !== 'code') return { ok: false, error: callbackFailure(callback) };
    deps.onCodeReceived?.();
    const exchanged = await requestTokens(
      endpointUrl(request.loginUrl, 'oauthToken'),
      {
        form: {
          grant_type: 'authorization_code',
          client_id: request.clientId,
          code: callback.code,
          redirect_uri: handle.redirectUri,
          code_verifier: pkce.verifier,
        },
      },
      deps.http,
    );
    if (!exchanged.ok) {
      const { error } = exchanged;
      log.warn('Code exchange failed', { kind: error.kind });
      if (error.kind !== 'rejected') return { ok: false, error };
      return {
        ok: false,
        error: {
          kind: 'exchange-rejected',
          status: error.status,
          error: error.error,
          message:
            error.error === 'invalid_grant'
              ? 'The sign-in server no longer accepts this sign-in (invalid_grant). Try again.'
              : `The sign-in server refused to complete the sign-in (${error.error ?? `HTTP ${error.status}`}).`,
        },
      };
    }
    const { value: tokens } = exchanged;
    const decoded = grantFromTokens('oauth', tokens);
    if (!decoded.ok) {
      return {
        ok: false,
        error: {
          kind: 'bad-response',
          message: 'The sign-in server issued an unreadable access token.',
        },
      };
    }
    const grantedScopes = resolveGrantedScopes(
      requestedScopes,
      tokens.scope,
      decoded.value.claims.scope,
    );
    const scopeProblem = checkGrantedScopes(requestedScopes, grantedScopes);
    if (scopeProblem)
      log.warn('Fewer scopes granted than requested', { missing: scopeProblem.missing.join(' ') });
    return {
      ok: true,
      value: {
        grant: { ...decoded.value, scopes: grantedScopes },
        requestedScopes,
        grantedScopes,
        scopeProblem,
      },
    };
  };

  return {
    ok: true,
    value: {
      authorizationUrl,
      browserOpened,
      result: handle.result.then(finish),
      cancel: () => {
        handle.cancel();
      },
    },
  };
}
