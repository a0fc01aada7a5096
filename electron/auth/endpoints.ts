/**
 * The service's auth endpoints (docs/service-notes.md "Endpoints"), built from a profile's
 * `base_url` or `login_url`. A base may carry a path prefix (`https://host/tenant`); the endpoint
 * is appended.
 */

export const AUDIENCE = 'service-public-api';

export const ENDPOINT_PATHS = {
  authorize: '/authorize',
  oauthToken: '/oauth/token',
  oauthRevoke: '/oauth/revoke',
  passwordToken: '/auth/token',
  refresh: '/auth/refresh',
} as const;

export type EndpointName = keyof typeof ENDPOINT_PATHS;

/** True for an absolute http(s) URL; profiles are validated earlier, this guards direct callers. */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

/** Throws TypeError when `base` is not a URL; check with `isHttpUrl` first. */
export function endpointUrl(base: string, name: EndpointName): URL {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${ENDPOINT_PATHS[name]}`;
  url.search = '';
  url.hash = '';
  return url;
}
