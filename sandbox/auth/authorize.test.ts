import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  authorizeParams,
  authorizeUrl,
  location,
  pkce,
  postForm,
  REDIRECT_URI,
  startHarness,
  type Harness,
} from './testing/auth-harness.ts';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

function getAuthorize(params: Record<string, string>): Promise<Response> {
  return fetch(authorizeUrl(h, params), { redirect: 'manual' });
}

function checkboxes(html: string): { value: string; checked: boolean }[] {
  return [
    ...html.matchAll(/<input type="checkbox" name="scope_granted" value="([^"]*)"( checked)?>/g),
  ].map((m) => ({ value: m[1] ?? '', checked: m[2] !== undefined }));
}

function hiddenValue(html: string, name: string): string | undefined {
  return new RegExp(`<input type="hidden" name="${name}" value="([^"]*)">`).exec(html)?.[1];
}

describe('GET /authorize', () => {
  it('shows a sign-in and consent form with one ticked checkbox per requested scope', async () => {
    const params = authorizeParams({
      scope: 'openid profile offline_access view:orders change:orders',
    });
    const res = await getAuthorize(params);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    // The form ends in a 302 to the client; Chrome checks form-action against that redirect too.
    expect(csp).toContain("form-action 'self' http://127.0.0.1:3000");
    const html = await res.text();
    expect(html).toContain('<form method="post" action="/authorize">');
    expect(html).not.toContain('<script');
    expect(checkboxes(html)).toEqual(
      ['openid', 'profile', 'offline_access', 'view:orders', 'change:orders'].map((value) => ({
        value,
        checked: true,
      })),
    );
    expect(html).toContain('orders, order history, orders that can be merged');
    expect(html).toContain('Your name and e-mail address');
    expect(html).toMatch(/<label class="field" for="username">[\s\S]*?name="username"/);
    expect(html).toMatch(/<label class="field" for="password">[\s\S]*?type="password"/);
    expect(html).toContain('name="decision" value="allow">Allow</button>');
    expect(html).toContain('name="decision" value="deny" formnovalidate>Deny</button>');
    for (const name of ['client_id', 'redirect_uri', 'code_challenge', 'state', 'audience']) {
      expect(hiddenValue(html, name)).toBe(params[name]);
    }
    expect(hiddenValue(html, 'code_challenge_method')).toBe('S256');
    expect(hiddenValue(html, 'response_type')).toBe('code');
  });

  it('escapes what it echoes', async () => {
    const res = await getAuthorize(authorizeParams({ state: '"><script>alert(1)</script>' }));
    const html = await res.text();
    expect(html).not.toContain('<script>');
    expect(hiddenValue(html, 'state')).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('leaves form-action out for [::1], which CSP host sources cannot name', async () => {
    const res = await getAuthorize(authorizeParams({ redirectUri: 'http://[::1]:3000/callback' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).not.toContain('form-action');
  });

  it.each([
    ['another port', 'http://127.0.0.1:3001/callback'],
    ['another path', 'http://127.0.0.1:3000/cb'],
    ['a non-loopback host', 'http://evil.example:3000/callback'],
    ['https', 'https://127.0.0.1:3000/callback'],
    ['a fragment', 'http://127.0.0.1:3000/callback#x'],
  ])('shows a 400 page and never redirects for a redirect_uri with %s', async (_, uri) => {
    const res = await getAuthorize(authorizeParams({ redirectUri: uri }));
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    const html = await res.text();
    expect(html).toContain('redirect_uri is not registered');
    expect(html).not.toContain(uri);
  });

  it.each([
    ['an unknown client', { client_id: 'someone-else' }, 'not a registered application'],
    ['no client', { client_id: undefined }, 'no client_id'],
    ['no redirect_uri', { redirect_uri: undefined }, 'no redirect_uri'],
  ])('shows a 400 page for %s', async (_, override, message) => {
    const res = await getAuthorize(authorizeParams(override));
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain(message);
  });

  it('shows a page (no redirect) when client_id is repeated', async () => {
    const url = authorizeUrl(h, authorizeParams());
    url.searchParams.append('client_id', 'floorboard-desktop');
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it.each([
    [{ response_type: 'token' }, 'unsupported_response_type'],
    [{ response_type: undefined }, 'invalid_request'],
    [{ audience: 'someone-else' }, 'invalid_request'],
    [{ audience: undefined }, 'invalid_request'],
    [{ code_challenge: undefined }, 'invalid_request'],
    [{ code_challenge: 'short' }, 'invalid_request'],
    [{ code_challenge: `${'a'.repeat(42)}=` }, 'invalid_request'],
    [{ code_challenge_method: 'plain' }, 'invalid_request'],
    [{ code_challenge_method: undefined }, 'invalid_request'],
    [{ scope: 'openid view:everything' }, 'invalid_scope'],
    [{ scope: undefined }, 'invalid_scope'],
    [{ scope: '   ' }, 'invalid_scope'],
  ])('redirects %j back with error=%s and the state', async (override, error) => {
    const res = await getAuthorize(authorizeParams({ state: 'keep-me', ...override }));
    const target = location(res);
    expect(`${target.origin}${target.pathname}`).toBe(REDIRECT_URI);
    expect(target.searchParams.get('error')).toBe(error);
    expect(target.searchParams.get('error_description')).toMatch(/\w/);
    expect(target.searchParams.get('state')).toBe('keep-me');
    expect(target.searchParams.get('code')).toBeNull();
  });

  it('names an unknown scope in the description', async () => {
    const res = await getAuthorize(authorizeParams({ scope: 'openid view:everything' }));
    expect(location(res).searchParams.get('error_description')).toBe(
      'Unknown scope view:everything',
    );
  });

  it('redirects invalid_request without state when state is missing', async () => {
    const res = await getAuthorize(authorizeParams({ state: undefined }));
    const target = location(res);
    expect(target.searchParams.get('error')).toBe('invalid_request');
    expect(target.searchParams.get('error_description')).toBe('state is required');
    expect(target.searchParams.has('state')).toBe(false);
  });

  it('refuses repeated parameters', async () => {
    const url = authorizeUrl(h, authorizeParams());
    url.searchParams.append('scope', 'change:orders');
    const target = location(await fetch(url, { redirect: 'manual' }));
    expect(target.searchParams.get('error')).toBe('invalid_request');
    expect(target.searchParams.get('error_description')).toBe('scope must not be repeated');
  });

  it('answers 405 for other methods', async () => {
    const res = await fetch(authorizeUrl(h, authorizeParams()), { method: 'PUT' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST');
  });
});

describe('POST /authorize', () => {
  const signIn = { username: 'owner@sandbox.test', password: 'sandbox' };

  it('allow with valid credentials redirects with a code and the state', async () => {
    const params = authorizeParams({ state: 'xyz' });
    const res = await postForm(h, 'authorize', {
      ...params,
      ...signIn,
      scope_granted: (params.scope ?? '').split(' '),
      decision: 'allow',
    });
    const target = location(res);
    expect(`${target.origin}${target.pathname}`).toBe(REDIRECT_URI);
    expect(target.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(target.searchParams.get('state')).toBe('xyz');
    expect([...target.searchParams.keys()]).toEqual(['code', 'state']);
  });

  it('deny redirects with access_denied and the state, without signing in', async () => {
    const res = await postForm(h, 'authorize', {
      ...authorizeParams({ state: 'abc' }),
      decision: 'deny',
    });
    const target = location(res);
    expect(target.searchParams.get('error')).toBe('access_denied');
    expect(target.searchParams.get('state')).toBe('abc');
    expect(target.searchParams.get('code')).toBeNull();
  });

  it('re-renders the form with an error and the ticked scopes after wrong credentials', async () => {
    const params = authorizeParams({ scope: 'openid offline_access view:orders view:products' });
    const res = await postForm(h, 'authorize', {
      ...params,
      username: 'owner@sandbox.test',
      password: 'wrong',
      scope_granted: ['openid', 'view:products'],
      decision: 'allow',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
    const html = await res.text();
    expect(html).toContain('Wrong e-mail or password');
    expect(html).toContain('value="owner@sandbox.test"');
    expect(html).not.toContain('value="wrong"');
    expect(checkboxes(html)).toEqual([
      { value: 'openid', checked: true },
      { value: 'offline_access', checked: false },
      { value: 'view:orders', checked: false },
      { value: 'view:products', checked: true },
    ]);
    expect(hiddenValue(html, 'state')).toBe(params.state);
  });

  it('does not let a developer user sign in', async () => {
    for (const password of ['', 'sandbox', 'null']) {
      const res = await postForm(h, 'authorize', {
        ...authorizeParams(),
        username: 'developer@sandbox.test',
        password,
        decision: 'allow',
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Wrong e-mail or password');
    }
  });

  it('re-validates the hidden parameters', async () => {
    const bad = await postForm(h, 'authorize', {
      ...authorizeParams({ redirectUri: 'http://127.0.0.1:4000/callback' }),
      ...signIn,
      decision: 'allow',
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('location')).toBeNull();

    const plain = await postForm(h, 'authorize', {
      ...authorizeParams({ code_challenge_method: 'plain' }),
      ...signIn,
      decision: 'allow',
    });
    expect(location(plain).searchParams.get('error')).toBe('invalid_request');
  });

  it('answers invalid_request for a missing or unknown decision', async () => {
    for (const decision of [undefined, 'maybe']) {
      const res = await postForm(h, 'authorize', {
        ...authorizeParams(),
        ...signIn,
        ...(decision === undefined ? {} : { decision }),
      });
      expect(location(res).searchParams.get('error')).toBe('invalid_request');
    }
  });

  it('refuses a JSON body with 415 and a malformed one with 400', async () => {
    const res = await fetch(new URL('authorize', h.base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...authorizeParams(), ...signIn, decision: 'allow' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(415);
    expect(res.headers.get('location')).toBeNull();
    const garbage = await fetch(new URL('authorize', h.base), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
      redirect: 'manual',
    });
    expect(garbage.status).toBe(415);
  });

  it('refuses an oversized form with 413', async () => {
    const res = await postForm(h, 'authorize', {
      ...authorizeParams({ challenge: pkce().challenge }),
      username: 'x'.repeat(100_000),
      decision: 'allow',
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('location')).toBeNull();
  });
});
