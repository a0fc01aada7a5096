import type { BridgePayload, SignInOutcome } from '../../shared/bridge/contract.ts';
import { fail, ok, type BridgeResult } from '../../shared/bridge/errors.ts';
import type { SessionState, SignInMethod } from '../../shared/bridge/session.ts';
import { acceptDeveloperTokens } from '../auth/developer-tokens.ts';
import { grantFromTokens, type SignInGrant } from '../auth/grant.ts';
import type { HttpOptions } from '../auth/http.ts';
import { signInWithPassword } from '../auth/password-sign-in.ts';
import { refreshServiceTokens } from '../auth/refresh.ts';
import type { Logger } from '../log/logger.ts';
import type { Profile } from '../profiles/profile.ts';
import { BUILT_IN_NOT_STARTED, invalidInput, toBridgeError } from './bridge-errors.ts';
import type { BrowserSignIns } from './browser-sign-in.ts';
import type { SessionEntry } from './session-registry.ts';

/**
 * The three ways in, each ending in the profile's token session (docs/service-notes.md "Tokens").
 */

export interface SignInContext {
  readonly profile: (id: string) => Profile | undefined;
  /** The profile with its service started (the built-in sandbox starts on first use). */
  readonly ready: (profile: Profile) => Promise<Profile>;
  readonly isBuiltIn: (profile: Profile) => boolean;
  /** Starts the profile's session with the grant and makes the profile the active one. */
  readonly complete: (
    profile: Profile,
    grant: SignInGrant,
  ) => Promise<{ entry: SessionEntry; state: SessionState }>;
  readonly browser: BrowserSignIns;
  readonly http: HttpOptions | undefined;
  readonly log: Logger;
}

const METHOD_NAMES: Record<SignInMethod, string> = {
  oauth: 'the browser (OAuth)',
  password: 'a user name and password',
  developer: 'developer tokens',
};

/** The service refused the refresh token of a pasted pair. */
export const REFUSED_PAIR =
  'The service did not accept this token pair: it may have been revoked, or it belongs to another service or sandbox run. Paste a current pair from the developer page of the web app (for the built-in sandbox, the pair printed where Floorboard was started).';

export function createSignInMethods(ctx: SignInContext) {
  const { log } = ctx;

  /** The profile, if it may sign in this way; the built-in sandbox accepts all three. */
  const profileFor = async (id: string, method: SignInMethod): Promise<BridgeResult<Profile>> => {
    const profile = ctx.profile(id);
    if (profile === undefined) return fail(invalidInput('This profile no longer exists.'));
    if (!ctx.isBuiltIn(profile) && profile.method !== method) {
      return fail(
        invalidInput(`This profile signs in with ${METHOD_NAMES[profile.method]}. Edit it first.`),
      );
    }
    log.info('Sign-in started', { profileId: profile.id, method });
    try {
      return ok(await ctx.ready(profile));
    } catch (error) {
      log.error('The built-in service did not start', {
        error: error instanceof Error ? error.message : typeof error,
      });
      return fail(BUILT_IN_NOT_STARTED);
    }
  };

  const outcome = (state: SessionState, scopesMissing: readonly string[] = []): SignInOutcome => ({
    session: state,
    scopesMissing,
  });

  return {
    browser: async (input: BridgePayload<'signIn.oauth'>): Promise<BridgeResult<SignInOutcome>> => {
      const found = await profileFor(input.profileId, 'oauth');
      if (!found.ok) return found;
      const profile = found.value;
      const result = await ctx.browser.run(profile, input.scopes, async (granted) => {
        const { state } = await ctx.complete(profile, granted.grant);
        return outcome(state, granted.scopeProblem?.missing);
      });
      log.info('Browser sign-in finished', { outcome: result.ok ? 'ok' : result.error.kind });
      return result.ok ? ok(result.value) : fail(toBridgeError(result.error));
    },

    password: async (
      input: BridgePayload<'signIn.password'>,
    ): Promise<BridgeResult<SignInOutcome>> => {
      const found = await profileFor(input.profileId, 'password');
      if (!found.ok) return found;
      ctx.browser.cancel(); // one sign-in at a time: a late browser reply must not win
      const { username, password } = input;
      const result = await signInWithPassword(
        { baseUrl: found.value.baseUrl, username, password },
        ctx.http,
      );
      log.info('Password sign-in finished', { outcome: result.ok ? 'ok' : result.error.kind });
      if (!result.ok) return fail(toBridgeError(result.error));
      const { state } = await ctx.complete(found.value, result.value);
      return ok(outcome(state));
    },

    developer: async (
      input: BridgePayload<'signIn.developer'>,
    ): Promise<BridgeResult<SignInOutcome>> => {
      const found = await profileFor(input.profileId, 'developer');
      if (!found.ok) return found;
      ctx.browser.cancel();
      const accepted = acceptDeveloperTokens(input);
      if (!accepted.ok) return fail(toBridgeError(accepted.error));
      // Ask the service before anything is shown as signed in: a pair it refuses (say, one from
      // another sandbox run) must end here, not as a signed-in screen that falls over a moment
      // later. A successful refresh also replaces an expired access token.
      const checked = await refreshServiceTokens(
        { baseUrl: found.value.baseUrl, refreshToken: accepted.value.refreshToken ?? '' },
        ctx.http,
      );
      log.info('Developer tokens checked', { outcome: checked.ok ? 'ok' : checked.error.kind });
      if (!checked.ok) {
        return fail(
          checked.error.kind === 'rejected'
            ? toBridgeError({
                kind: 'invalid-token',
                field: 'refreshToken',
                message: REFUSED_PAIR,
              })
            : toBridgeError(checked.error),
        );
      }
      const refreshed = grantFromTokens('developer', {
        accessToken: checked.value.accessToken,
        refreshToken: accepted.value.refreshToken,
        scope: undefined,
      });
      if (!refreshed.ok)
        return fail(toBridgeError({ kind: 'bad-response', message: refreshed.error.message }));
      const { state } = await ctx.complete(found.value, refreshed.value);
      return ok(outcome(state));
    },
  };
}
