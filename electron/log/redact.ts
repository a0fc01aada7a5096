/**
 * Masks anything token-shaped before a line reaches a log sink (docs/architecture.md "Tokens": no
 * token, code, verifier or state in a log line). It errs on the side of masking: a hidden request
 * id is a nuisance, a leaked refresh token is an incident.
 */

export const REDACTED = '[redacted]';

const SECRET_KEYS = [
  'access_token',
  'refresh_token',
  'id_token',
  'accessToken',
  'refreshToken',
  'idToken',
  'code_verifier',
  'codeVerifier',
  'code_challenge',
  'code',
  'state',
  'token',
  'password',
  'client_secret',
  'assertion',
].join('|');

// key=value in URLs, query strings and form bodies: `?code=…&state=…`.
const QUERY_PAIR = new RegExp(`(^|[^A-Za-z0-9_])(${SECRET_KEYS})=([^&\\s"'<>]*)`, 'g');
// "key": "value" in JSON (escaped quotes inside the value included).
const JSON_PAIR = new RegExp(`("(?:${SECRET_KEYS})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'g');
// key: value in plain text and headers, e.g. `refresh_token: abc`, `Authorization: Basic abc`.
// Narrower than the list above: "error code: 7" and "state: signed-in" are useful log text.
const TEXT_KEYS = [
  'access_token',
  'refresh_token',
  'id_token',
  'access[ _-]?token',
  'refresh[ _-]?token',
  'code_verifier',
  'password',
  'client_secret',
  'authorization',
].join('|');
const TEXT_PAIR = new RegExp(`(\\b(?:${TEXT_KEYS})\\s*[:=]\\s*)([^\\s,;&"'}]+)`, 'gi');
const BEARER = /\b(Bearer)\s+[^\s,;"']+/gi;
// A JWT: base64url of '{"' starts with eyJ; signature may be empty (alg none).
const JWT = /eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
// Long base64, base64url or hex runs (tokens, codes, verifiers, encrypted blobs).
const LONG_RUN = /[A-Za-z0-9_\-+/]{24,}={0,2}/g;
// Runs of lowercase words and separators (`session-expired-after-refresh`) are prose, not secrets:
// a random 24-character token has a ~1e-9 chance of looking like this.
const PROSE_RUN = /^[a-z_\-/]+$/;

export function redact(text: string): string {
  return text
    .replace(JSON_PAIR, `$1"${REDACTED}"`)
    .replace(QUERY_PAIR, `$1$2=${REDACTED}`)
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(TEXT_PAIR, (match: string, key: string, value: string) =>
      value === REDACTED || value === `"${REDACTED}"` ? match : `${key}${REDACTED}`,
    )
    .replace(JWT, REDACTED)
    .replace(LONG_RUN, (run) => (PROSE_RUN.test(run) ? run : REDACTED));
}
