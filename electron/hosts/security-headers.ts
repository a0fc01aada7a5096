/**
 * Response headers for every renderer file either host serves. `index.html` is never cached: it
 * names the current build's hashed assets, and a stale copy would load a previous build.
 */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // The web host's launch token lives in the URL fragment; fragments are never sent as a
    // referrer, and no referrer at all is simpler to reason about.
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

export function cacheControlFor(relativePath: string): string {
  return relativePath.endsWith('.html') ? 'no-store' : 'no-cache';
}
