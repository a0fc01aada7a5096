import pLimit from 'p-limit';
import type { SignInProgress } from '../../shared/bridge/session.ts';
import type { Result } from '../../shared/result.ts';
import type { HttpOptions } from '../auth/http.ts';
import {
  startOAuthSignIn,
  type OAuthSignInError,
  type OAuthGrant,
  type OAuthStartError,
} from '../auth/oauth-flow.ts';
import { revokeRefreshToken } from '../auth/revoke.ts';
import type { Logger } from '../log/logger.ts';
import type { Profile } from '../profiles/profile.ts';

/**
 * The one browser sign-in (OAuth + PKCE) that may run at a time, and its progress. A new attempt
 * cancels the previous one and binds the callback port only once that one has let go of it.
 */

export interface BrowserSignInDeps {
  readonly openExternal: (url: string) => Promise<void>;
  readonly log: Logger;
  readonly port?: number;
  readonly timeoutMs?: number;
  readonly doneGraceMs?: number;
  readonly http?: HttpOptions;
  readonly onProgress: (progress: SignInProgress) => void;
}

export type Granted = OAuthGrant;

/** The attempt timed out and the system browser had never opened. */
export interface BrowserFailedError {
  readonly kind: 'browser-failed';
  readonly message: string;
}

export type BrowserSignInError = OAuthStartError | OAuthSignInError | BrowserFailedError;

export type BrowserSignInResult<T> = Result<T, BrowserSignInError>;

export interface BrowserSignIns {
  progress(): SignInProgress;
  /** Runs an attempt; `complete` stores the grant while the progress still says "exchanging". */
  run<T>(
    profile: Profile,
    scopes: readonly string[],
    complete: (granted: Granted) => Promise<T>,
  ): Promise<BrowserSignInResult<T>>;
  /** The profile of the running attempt, if any. */
  runningFor(): string | undefined;
  /** Cancels the running attempt (only if it is for `profileId`, when given). */
  cancel(profileId?: string): void;
}

interface Run {
  readonly profileId: string;
  cancelled: boolean;
  cancelAttempt: (() => void) | undefined;
  /** Whether the system browser accepted the URL; null until known. */
  browserOpened: boolean | null;
}

const IDLE: SignInProgress = { phase: 'idle' };
const CANCELLED: OAuthSignInError = { kind: 'cancelled', message: 'Sign-in was cancelled.' };
const BROWSER_FAILED =
  'The browser could not be opened, and the sign-in link was not used in time. Copy the link into a browser and try again.';

export function createBrowserSignIns(deps: BrowserSignInDeps): BrowserSignIns {
  const { log } = deps;
  let progress: SignInProgress = IDLE;
  let current: Run | undefined;
  // Binding the callback port is one attempt at a time, in call order: an attempt binds it only
  // once the one before has bound it and can be cancelled (cancelling closes the server at once),
  // or has given up.
  const bindingPort = pLimit(1);

  const setProgress = (run: Run, next: SignInProgress): void => {
    if (current !== run) return; // a superseded attempt no longer speaks for the screen
    progress = next;
    deps.onProgress(next);
  };

  const cancelRun = (run: Run): void => {
    run.cancelled = true;
    run.cancelAttempt?.(); // closes the callback server and all its connections at once
  };

  /** The run's server is up: cancelling the run closes it, and with it the port, at once. */
  const cancellable = (run: Run, cancelAttempt: () => void): void => {
    run.cancelAttempt = cancelAttempt;
    if (run.cancelled) cancelAttempt(); // cancelled while the port was being bound
  };

  /** Signs the grant of a cancelled attempt back out at the server, best effort. */
  const discard = async (profile: Profile, granted: Granted): Promise<void> => {
    const refreshToken = granted.grant.refreshToken;
    if (refreshToken === undefined) return;
    const { loginUrl, clientId } = profile;
    const revoked = await revokeRefreshToken({ loginUrl, clientId, refreshToken }, deps.http);
    log.info('Discarded the grant of a cancelled sign-in', { revoked: revoked.ok });
  };

  const attempt = async <T>(
    run: Run,
    profile: Profile,
    scopes: readonly string[],
    complete: (granted: Granted) => Promise<T>,
  ): Promise<BrowserSignInResult<T>> => {
    const started = await bindingPort(async () => {
      if (run.cancelled) return null; // cancelled or superseded while it waited: it never binds
      const bound = await startOAuthSignIn(
        { loginUrl: profile.loginUrl, clientId: profile.clientId, scopes },
        {
          openExternal: deps.openExternal,
          port: deps.port,
          timeoutMs: deps.timeoutMs,
          doneGraceMs: deps.doneGraceMs,
          http: deps.http,
          log,
          onCodeReceived: () => setProgress(run, { phase: 'exchanging', profileId: profile.id }),
        },
      );
      if (bound.ok) cancellable(run, () => bound.value.cancel());
      return bound;
    });
    if (started === null) return { ok: false, error: CANCELLED };
    if (!started.ok) return started;
    const { authorizationUrl } = started.value;
    const waiting = (opened: boolean | null): SignInProgress => ({
      phase: 'waiting-for-browser',
      profileId: profile.id,
      authorizationUrl,
      browserOpened: opened,
    });
    setProgress(run, waiting(null));
    void started.value.browserOpened.then((opened) => {
      run.browserOpened = opened;
      if (progress.phase === 'waiting-for-browser') setProgress(run, waiting(opened));
    });
    const result = await started.value.result;
    if (!result.ok) {
      if (result.error.kind === 'timeout' && run.browserOpened === false) {
        return { ok: false, error: { kind: 'browser-failed', message: BROWSER_FAILED } };
      }
      return result;
    }
    // Cancelled while the code was being exchanged: the user no longer wants this sign-in.
    if (run.cancelled) {
      await discard(profile, result.value);
      return { ok: false, error: CANCELLED };
    }
    return { ok: true, value: await complete(result.value) };
  };

  return {
    progress: () => progress,
    runningFor: () => current?.profileId,
    run: async (profile, scopes, complete) => {
      const previous = current;
      const run: Run = {
        profileId: profile.id,
        cancelled: false,
        cancelAttempt: undefined,
        browserOpened: null,
      };
      current = run;
      if (previous !== undefined) cancelRun(previous);
      try {
        return await attempt(run, profile, scopes, complete);
      } finally {
        if (current === run) {
          setProgress(run, IDLE);
          current = undefined;
        }
      }
    },
    cancel: (profileId) => {
      if (current !== undefined && (profileId === undefined || current.profileId === profileId)) {
        cancelRun(current);
      }
    },
  };
}
