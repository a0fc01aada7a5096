/**
 * The registered redirect URI (docs/service-notes.md "Tokens"): http on a loopback host, port 3000,
 * path `/callback`, nothing else. Only a URI that passes may ever receive a redirect. Tests may
 * start a sandbox that registers another port (options.ts `redirectPort`).
 */
import { REGISTERED_REDIRECT_PORT } from '../options.ts';

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', '[::1]', 'localhost']);

export function isAllowedRedirectUri(raw: string, port = REGISTERED_REDIRECT_PORT): boolean {
  // No query, fragment or user info; and the text must already be in canonical form, so that
  // what the client sent is exactly what it gets back and what it must repeat at the exchange.
  if (raw.includes('#') || raw.includes('?') || raw.includes('@')) return false;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return (
    url.href === raw &&
    url.protocol === 'http:' &&
    LOOPBACK_HOSTS.has(url.hostname) &&
    url.port === String(port) &&
    url.pathname === '/callback'
  );
}

/** `redirectUri` with the response parameters appended (RFC 6749 4.1.2). */
export function redirectWithParams(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/** The origin a consent page's form may end up at, for its Content-Security-Policy. */
export function redirectOrigin(redirectUri: string): string {
  return new URL(redirectUri).origin;
}
