/**
 * A profile is one connection to the service: where its API and login server are, the
 * OAuth client id, and how it signs in. Plain data, no secrets.
 */

import type { ProfileSummary } from '../../shared/bridge/contract.ts';
import { SIGN_IN_METHODS, type SignInMethod } from '../../shared/bridge/session.ts';

export { SIGN_IN_METHODS, type SignInMethod };

/**
 * What the renderer is shown of a profile, without the built-in flag (main knows which one that
 * is): `baseUrl` serves GraphQL, `/auth/token` and `/auth/refresh`; `loginUrl` serves
 * `/authorize`, `/oauth/token` and `/oauth/revoke`.
 */
export type Profile = Omit<ProfileSummary, 'builtIn'>;

export const SANDBOX_PROFILE_ID = 'sandbox';
export const SANDBOX_PROFILE_NAME = 'Sandbox (built in)';
export const SANDBOX_CLIENT_ID = 'floorboard-desktop';

/**
 * The built-in profile for the embedded sandbox. Its addresses exist only once the sandbox has
 * started (it listens on a free port), so they are filled in at run time.
 */
export function sandboxProfile(
  urls: { readonly baseUrl: string; readonly loginUrl: string },
  method: SignInMethod = 'oauth',
): Profile {
  return {
    id: SANDBOX_PROFILE_ID,
    name: SANDBOX_PROFILE_NAME,
    baseUrl: urls.baseUrl,
    loginUrl: urls.loginUrl,
    clientId: SANDBOX_CLIENT_ID,
    method,
  };
}

export function isSignInMethod(value: unknown): value is SignInMethod {
  return typeof value === 'string' && (SIGN_IN_METHODS as readonly string[]).includes(value);
}
