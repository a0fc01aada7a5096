import pLimit from 'p-limit';
import { parseScopeString } from '../../shared/catalogues/scopes.ts';
import type { Result } from '../../shared/result.ts';
import { createEmitter } from '../../shared/events/emitter.ts';
import { logListenerErrors, silentLogger, type Logger } from '../log/logger.ts';
import type { Profile } from '../profiles/profile.ts';
import { isHttpUrl } from './endpoints.ts';
import { expiresAtMs, isExpired, refreshDueAtMs } from './expiry.ts';
import { isScopeLimited, type SignInGrant } from './grant.ts';
import type { HttpOptions } from './http.ts';
import { decodeJwt, type JwtClaims } from './jwt.ts';
import { refreshOAuthTokens, refreshServiceTokens } from './refresh.ts';
import { revokeRefreshToken, type RevokeResult } from './revoke.ts';
import type { SessionState, SignedOutReason } from '../../shared/bridge/session.ts';
import type { TokenEndpointError } from './token-endpoint.ts';
import type { Custody, Vault } from './vault.ts';

/**
 * One profile's session: the access token (memory only) and, through the vault, the refresh
 * token. Refreshes are single-flight — concurrent callers share one request — because the service
 * rotates refresh tokens and revokes the whole family when one is reused, so two parallel
 * refreshes would sign the user out. Sign-in, refresh, restore and sign-out run one at a time.
 * Callers get typed results, never exceptions; a dead refresh token is a calm "sign in again".
 */

export type SessionProfile = Pick<Profile, 'id' | 'baseUrl' | 'loginUrl' | 'clientId' | 'method'>;

export interface TokenSessionDeps {
  readonly vault: Vault;
  readonly now?: () => number;
  readonly http?: HttpOptions;
  readonly log?: Logger;
}

export type SessionError =
  | {
      readonly kind: 'signed-out';
      readonly reason: SignedOutReason | undefined;
      readonly message: string;
    }
  | Exclude<TokenEndpointError, { kind: 'rejected' }>;

/** A valid access token, or why there is none. */
export type AccessTokenResult = Result<string, SessionError>;

export interface SignOutResult {
  /** `failed` still means signed out here: the token is deleted locally whatever the server says. */
  readonly revocation: 'revoked' | 'failed' | 'not-applicable' | 'nothing-to-revoke';
  readonly message: string;
}

export interface TokenSession {
  readonly profileId: string;
  getState(): SessionState;
  /** Called with every new state; returns an unsubscribe function. */
  subscribe(listener: (state: SessionState) => void): () => void;
  /** Starts (or replaces) the session with a fresh grant from one of the sign-in methods. */
  signIn(grant: SignInGrant): Promise<SessionState>;
  /** Resumes from a stored refresh token at start-up. */
  restore(): Promise<SessionState>;
  /** A valid access token, refreshed first when it is close to expiry. */
  getAccessToken(): Promise<AccessTokenResult>;
  /** After a 401: refresh, unless the rejected token was already replaced. */
  onUnauthorized(rejectedAccessToken?: string): Promise<AccessTokenResult>;
  signOut(): Promise<SignOutResult>;
}

const NOT_SIGNED_IN = 'Not signed in.';
const SESSION_EXPIRED =
  'Your session has ended. Sign in again to continue — what is on screen is kept.';
const NO_REFRESH_TOKEN =
  'No refresh token was issued (offline access not granted), so you will need to sign in again when this session expires.';

interface Live {
  /** Undefined before the first refresh of a restored session, or after the server rejected it. */
  accessToken: string | undefined;
  claims: JwtClaims | undefined;
  receivedAt: number;
  scopes: readonly string[];
  /** Undefined when the server issued no refresh token. */
  custody: Custody | undefined;
}

type Trigger = { kind: 'ahead' } | { kind: 'unauthorized'; rejected: string | undefined };

/** Transient: the refresh may work later, so a still-valid token may stand in meanwhile. */
interface RefreshFailure {
  readonly cause: SessionError;
  readonly transient: boolean;
}

type RefreshOutcome = Result<string, RefreshFailure>;

export function createTokenSession(profile: SessionProfile, deps: TokenSessionDeps): TokenSession {
  // Checked once here (profiles are validated when saved) so no refresh can throw on a bad URL.
  if (!isHttpUrl(profile.baseUrl) || !isHttpUrl(profile.loginUrl)) {
    throw new TypeError('A token session needs a profile with valid http(s) addresses');
  }
  const now = deps.now ?? Date.now;
  const log = (deps.log ?? silentLogger).child('session');
  const { vault } = deps;
  const stateEvents = createEmitter<SessionState>(logListenerErrors(log), 'session-state');
  let state: SessionState = { status: 'signed-out', profileId: profile.id };
  let live: Live | undefined;
  let refreshing: Promise<RefreshOutcome> | undefined;
  let restoring: Promise<SessionState> | undefined;

  const setState = (next: SessionState): void => {
    state = next;
    stateEvents.emit(next);
  };

  const signedIn = (current: Live): SessionState => {
    const { custody, claims } = current;
    return {
      status: 'signed-in',
      profileId: profile.id,
      method: profile.method,
      scopes: [...current.scopes],
      scopeLimited: isScopeLimited(profile.method),
      expiresAt: claims === undefined ? now() : expiresAtMs(claims),
      ...(custody === undefined
        ? { persistence: 'none', persistenceMessage: NO_REFRESH_TOKEN }
        : custody.persistence === 'stored'
          ? { persistence: 'stored' }
          : {
              persistence: 'memory-only',
              persistenceReason: custody.reason,
              persistenceMessage: custody.message,
            }),
    };
  };

  // Serialises everything that changes the session or the stored token.
  const exclusive = pLimit(1);

  const signedOutError = (): SessionError =>
    state.status === 'signed-out'
      ? { kind: 'signed-out', reason: state.reason, message: state.message ?? NOT_SIGNED_IN }
      : { kind: 'signed-out', reason: undefined, message: NOT_SIGNED_IN };

  const endSession = async (reason: SignedOutReason, message: string): Promise<RefreshOutcome> => {
    live = undefined;
    await vault.remove(profile.id);
    setState({ status: 'signed-out', profileId: profile.id, reason, message });
    log.info('Session ended', { reason });
    return {
      ok: false,
      error: { cause: { kind: 'signed-out', reason, message }, transient: false },
    };
  };

  const stillNeeded = (current: Live, trigger: Trigger): boolean => {
    if (current.accessToken === undefined || current.claims === undefined) return true;
    if (trigger.kind === 'unauthorized') {
      return trigger.rejected === undefined || trigger.rejected === current.accessToken;
    }
    return now() >= refreshDueAtMs(current.claims, current.receivedAt);
  };

  const usable = (current: Live | undefined): string | undefined =>
    current?.accessToken !== undefined &&
    current.claims !== undefined &&
    !isExpired(current.claims, now())
      ? current.accessToken
      : undefined;

  const doRefresh = async (trigger: Trigger): Promise<RefreshOutcome> => {
    const current = live;
    if (current === undefined) {
      return { ok: false, error: { cause: signedOutError(), transient: false } };
    }
    if (current.accessToken !== undefined && !stillNeeded(current, trigger)) {
      return { ok: true, value: current.accessToken };
    }
    const stored = await vault.load(profile.id);
    if (stored.status === 'needs-sign-in') return endSession('needs-sign-in', stored.message);
    if (stored.status === 'none') {
      // Without a refresh token the session lasts exactly as long as its access token.
      const token = usable(current);
      if (token !== undefined && trigger.kind === 'ahead') return { ok: true, value: token };
      return endSession('session-expired', SESSION_EXPIRED);
    }
    const reply =
      profile.method === 'oauth'
        ? await refreshOAuthTokens(
            {
              loginUrl: profile.loginUrl,
              clientId: profile.clientId,
              refreshToken: stored.refreshToken,
            },
            deps.http,
          )
        : await refreshServiceTokens(
            { baseUrl: profile.baseUrl, refreshToken: stored.refreshToken },
            deps.http,
          );
    if (!reply.ok) {
      if (reply.error.kind === 'rejected') {
        log.info('The refresh token was refused', {
          status: reply.error.status,
          error: reply.error.error,
        });
        return endSession('session-expired', SESSION_EXPIRED);
      }
      log.warn('Refreshing the access token failed', { kind: reply.error.kind });
      // The server said this access token is no good; do not hand it out again.
      if (trigger.kind === 'unauthorized') current.accessToken = undefined;
      return { ok: false, error: { cause: reply.error, transient: true } };
    }
    const decoded = decodeJwt(reply.value.accessToken);
    if (!decoded.ok) {
      log.warn('The refreshed access token is not a readable JWT');
      const message = 'The server issued an unreadable access token.';
      return { ok: false, error: { cause: { kind: 'bad-response', message }, transient: true } };
    }
    let custody = stored.custody;
    const rotated = reply.value.refreshToken;
    if (rotated !== undefined && rotated !== stored.refreshToken) {
      // Replaced in one step; the old token is spent (reusing it would revoke the family).
      custody = await vault.save(profile.id, rotated);
    }
    const scopeSource = reply.value.scope ?? decoded.value.scope;
    live = {
      accessToken: reply.value.accessToken,
      claims: decoded.value,
      receivedAt: now(),
      scopes: scopeSource === undefined ? current.scopes : parseScopeString(scopeSource),
      custody,
    };
    setState(signedIn(live));
    log.info('Access token refreshed', {
      rotated: rotated !== undefined,
      persistence: custody.persistence,
    });
    return { ok: true, value: reply.value.accessToken };
  };

  const refreshOnce = (trigger: Trigger): Promise<RefreshOutcome> => {
    if (refreshing !== undefined) return refreshing;
    const run: Promise<RefreshOutcome> = exclusive(() => doRefresh(trigger)).finally(() => {
      if (refreshing === run) refreshing = undefined;
    });
    refreshing = run;
    return run;
  };

  const getAccessToken = async (): Promise<AccessTokenResult> => {
    if (restoring !== undefined) await restoring;
    const current = live;
    if (current === undefined) return { ok: false, error: signedOutError() };
    if (
      refreshing === undefined &&
      !stillNeeded(current, { kind: 'ahead' }) &&
      current.accessToken
    ) {
      return { ok: true, value: current.accessToken };
    }
    const outcome = await refreshOnce({ kind: 'ahead' });
    if (outcome.ok) return outcome;
    // A failed early refresh is no reason to fail a request the current token can still make.
    const fallback = outcome.error.transient ? usable(live) : undefined;
    if (fallback !== undefined) return { ok: true, value: fallback };
    return { ok: false, error: outcome.error.cause };
  };

  const onUnauthorized = async (rejectedAccessToken?: string): Promise<AccessTokenResult> => {
    if (restoring !== undefined) await restoring;
    const current = live;
    if (current === undefined) return { ok: false, error: signedOutError() };
    if (
      refreshing === undefined &&
      rejectedAccessToken !== undefined &&
      current.accessToken !== undefined &&
      current.accessToken !== rejectedAccessToken
    ) {
      return { ok: true, value: current.accessToken }; // already refreshed by someone else
    }
    const outcome = await refreshOnce({ kind: 'unauthorized', rejected: rejectedAccessToken });
    return outcome.ok ? outcome : { ok: false, error: outcome.error.cause };
  };

  const revokeBestEffort = async (refreshToken: string): Promise<RevokeResult> => {
    if (profile.method !== 'oauth') return { ok: true, value: null };
    const revoked = await revokeRefreshToken(
      { loginUrl: profile.loginUrl, clientId: profile.clientId, refreshToken },
      deps.http,
    );
    if (!revoked.ok) log.warn('Revoking a refresh token failed', { kind: revoked.error.kind });
    return revoked;
  };

  const signIn = (grant: SignInGrant): Promise<SessionState> => {
    if (grant.method !== profile.method) {
      return Promise.reject(
        new Error(
          `A ${grant.method} sign-in cannot start a session for a ${profile.method} profile`,
        ),
      );
    }
    const replaced = exclusive(async () => {
      const previous = await vault.load(profile.id);
      let custody: Custody | undefined;
      if (grant.refreshToken === undefined) await vault.remove(profile.id);
      else custody = await vault.save(profile.id, grant.refreshToken);
      live = {
        accessToken: grant.accessToken,
        claims: grant.claims,
        receivedAt: now(),
        scopes: grant.scopes,
        custody,
      };
      setState(signedIn(live));
      log.info('Signed in', {
        method: profile.method,
        persistence: custody?.persistence ?? 'none',
      });
      const superseded =
        previous.status === 'found' && previous.refreshToken !== grant.refreshToken
          ? previous.refreshToken
          : undefined;
      return { state, superseded };
    });
    return replaced.then(async ({ state: signedInState, superseded }) => {
      // Signing in again ("request again" with more scopes) leaves the old OAuth grant unused:
      // revoke it, best effort, so it does not linger on the server.
      if (superseded !== undefined) await revokeBestEffort(superseded);
      return signedInState;
    });
  };

  const restore = (): Promise<SessionState> => {
    restoring ??= exclusive(async (): Promise<SessionState> => {
      if (live !== undefined) return state;
      setState({ status: 'restoring', profileId: profile.id });
      const stored = await vault.load(profile.id);
      if (stored.status === 'none') {
        setState({ status: 'signed-out', profileId: profile.id });
        return state;
      }
      if (stored.status === 'needs-sign-in') {
        setState({
          status: 'signed-out',
          profileId: profile.id,
          reason: 'needs-sign-in',
          message: stored.message,
        });
        return state;
      }
      live = {
        accessToken: undefined,
        claims: undefined,
        receivedAt: now(),
        scopes: [],
        custody: stored.custody,
      };
      const outcome = await doRefresh({ kind: 'ahead' });
      if (!outcome.ok && outcome.error.transient) {
        // Keep the stored token: the server may just be unreachable right now.
        live = undefined;
        setState({
          status: 'signed-out',
          profileId: profile.id,
          reason: 'unreachable',
          message: `${outcome.error.cause.message} Your saved sign-in is kept; try again.`,
        });
      }
      return state;
    }).finally(() => {
      restoring = undefined;
    });
    return restoring;
  };

  const signOut = async (): Promise<SignOutResult> => {
    const refreshToken = await exclusive(async () => {
      const stored = await vault.load(profile.id);
      live = undefined;
      await vault.remove(profile.id);
      setState({
        status: 'signed-out',
        profileId: profile.id,
        reason: 'signed-out',
        message: 'Signed out.',
      });
      log.info('Signed out');
      return stored.status === 'found' ? stored.refreshToken : undefined;
    });
    // Revocation is best effort and happens after the local sign-out, so no network failure
    // can keep the user signed in.
    if (refreshToken === undefined) {
      return { revocation: 'nothing-to-revoke', message: 'Signed out.' };
    }
    if (profile.method !== 'oauth') {
      return {
        revocation: 'not-applicable',
        message: 'Signed out. The sign-in was deleted from this computer.',
      };
    }
    const revoked = await revokeBestEffort(refreshToken);
    if (revoked.ok) return { revocation: 'revoked', message: 'Signed out.' };
    return {
      revocation: 'failed',
      message: `Signed out on this computer, but the server could not be told: ${revoked.error.message}`,
    };
  };

  return {
    profileId: profile.id,
    getState: () => state,
    subscribe: stateEvents.subscribe,
    signIn,
    restore,
    getAccessToken,
    onUnauthorized,
    signOut,
  };
}
