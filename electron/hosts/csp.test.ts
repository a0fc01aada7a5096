import { describe, expect, it } from 'vitest';
import { ELECTRON_CSP, contentSecurityPolicy, webHostCsp } from './csp.ts';
import { cacheControlFor, securityHeaders } from './security-headers.ts';

function directives(csp: string): Map<string, string> {
  return new Map(
    csp.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values.join(' ')];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('is exactly the web host policy from the issue', () => {
    expect(webHostCsp(4321)).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data:; connect-src 'self' ws://127.0.0.1:4321; frame-ancestors 'none'; " +
        "base-uri 'none'; form-action 'none'",
    );
  });

  it("gives Electron's renderer no network at all", () => {
    const policy = directives(ELECTRON_CSP);
    expect(policy.get('connect-src')).toBe("'none'");
    expect(policy.get('script-src')).toBe("'self'");
  });

  it('never allows inline or eval scripts, or remote origins', () => {
    for (const csp of [ELECTRON_CSP, webHostCsp(1)]) {
      expect(directives(csp).get('script-src')).toBe("'self'");
      expect(csp).not.toMatch(/unsafe-eval|https?:|\*/);
    }
  });

  it("writes 'none' for an empty connect list", () => {
    expect(directives(contentSecurityPolicy([])).get('connect-src')).toBe("'none'");
  });
});

describe('securityHeaders', () => {
  it('sets nosniff, framing and referrer protections', () => {
    expect(securityHeaders('x')).toMatchObject({
      'Content-Security-Policy': 'x',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
    });
  });

  it('never caches html', () => {
    expect(cacheControlFor('index.html')).toBe('no-store');
    expect(cacheControlFor('assets/a.js')).toBe('no-cache');
  });
});
