/** Fixed identifiers of the sandbox's authorization server (docs/service-notes.md "Tokens"). */

/** The one registered public OAuth client: the app's built-in profile. */
export const OAUTH_CLIENT_ID = 'floorboard-desktop';

/**
 * `azp` of tokens from `/auth/token`, `/auth/refresh` and developer tokens. `authenticate` reads it
 * to tell full-access tokens from scope-limited OAuth ones.
 */
export const FULL_ACCESS_CLIENT_ID = 'sandbox-web';

export const API_AUDIENCE = 'service-public-api';

/** The `scope` shown for tokens that are not scope-limited (docs/service-notes.md "Endpoints"). */
export const FULL_ACCESS_SCOPE = 'openid profile offline_access';

/** Authorization codes are short-lived. */
export const CODE_TTL_MS = 60_000;

/** Auth bodies are a few fields; anything this large is not a real request. */
export const AUTH_BODY_LIMIT = 64 * 1024;
