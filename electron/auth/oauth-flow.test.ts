import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCOPE_PRESETS } from '../../shared/catalogues/scope-presets.ts';
import { createLogger, createMemorySink } from '../log/logger.ts';
import { startOAuthSignIn, type OAuthFlowDeps } from './oauth-flow.ts';
import { startFakeAuthServer, type FakeAuthServer } from './testing/fake-auth-server.ts';
import { occupyPort } from './testing/http-client.ts';

const accountManager = SCOPE_PRESETS.find((p) => p.id === 'account-manager')?.scopes ?? [];

let server: FakeAuthServer;
let logLines: string[];

beforeEach(async () => {
  server = await startFakeAuthServer();
  logLines = [];
});
afterEach(async () => {
  await server.close();
});

/** The browser: follows /authorize's redirect to the loopback callback and on to the done page. */
const browser = async (url: string): Promise<void> => {
  await (await fetch(url)).text();
};

function deps(overrides: Partial<OAuthFlowDeps> = {}): OAuthFlowDeps {
  const memory = createMemorySink();
  logLines = memory.lines;
  return { port: 0, openExternal: browser, log: createLogger({ sink: memory.sink }), ...overrides };
}

const request = () => ({
  loginUrl: server.url,
  clientId: 'floorboard-desktop',
  scopes: accountManager,
});

describe('OAuth + PKCE sign-in', () => {
  it('signs in with everything requested granted', async () => {
    const started = await startOAuthSignIn(request(), deps());
    if (!started.ok) throw new Error(started.error.message);
    expect(await started.value.browserOpened).toBe(true);
    const result = await started.value.result;
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.scopeProblem).toBeUndefined();
    expect(result.value.grant).toMatchObject({ method: 'oauth', scopes: accountManager });
    expect(result.value.grant.refreshToken).toBeDefined();
    expect(result.value.grant.claims.aud).toContain('service-public-api');
    // Nothing secret in the logs: not the code, the tokens, the state or the verifier.
    const log = logLines.join('\n');
    for (const secret of server.issued) expect(log).not.toContain(secret);
    const state = new URL(started.value.authorizationUrl).searchParams.get('state') ?? '';
    expect(log).not.toContain(state);
  });

  it('reports scopes granted short of the request, alongside the signed-in grant', async () => {
    server.settings.withheldScopes = ['view:pii', 'change:orders'];
    const started = await startOAuthSignIn(request(), deps());
    if (!started.ok) throw new Error(started.error.message);
    const result = await started.value.result;
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.scopeProblem).toMatchObject({
      kind: 'scopes-missing',
      missing: ['view:pii', 'change:orders'],
    });
    expect(result.value.grant.scopes).not.toContain('view:pii');
    expect(result.value.grantedScopes).toEqual(
      accountManager.filter((s) => s !== 'view:pii' && s !== 'change:orders'),
    );
  });

  it('binds the callback server before opening the browser, and exposes the link to copy', async () => {
    const opened: string[] = [];
    const started = await startOAuthSignIn(
      request(),
      deps({
        openExternal: async (url) => {
          opened.push(url);
          // The receiver must already be listening when the browser is opened.
          const redirect = new URL(url).searchParams.get('redirect_uri') ?? '';
          const probe = await fetch(new URL('/nothing', redirect));
          expect(probe.status).toBe(404);
          await browser(url);
        },
      }),
    );
    if (!started.ok) throw new Error(started.error.message);
    expect((await started.value.result).ok).toBe(true);
    expect(opened).toEqual([started.value.authorizationUrl]);
    const url = new URL(started.value.authorizationUrl);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    expect(url.searchParams.has('code_verifier')).toBe(false);
  });

  it('does not open the browser when the port is busy', async () => {
    const other = await occupyPort();
    const openExternal = vi.fn(browser);
    try {
      const started = await startOAuthSignIn(request(), deps({ port: other.port, openExternal }));
      expect(started).toMatchObject({ ok: false, error: { kind: 'port-busy', port: other.port } });
      if (!started.ok) expect(started.error.message).toContain(`Port ${other.port} is in use`);
      expect(openExternal).not.toHaveBeenCalled();
    } finally {
      await other.release();
    }
  });

  it('reports denied consent', async () => {
    server.settings.deny = true;
    const started = await startOAuthSignIn(request(), deps());
    if (!started.ok) throw new Error(started.error.message);
    expect(await started.value.result).toMatchObject({ ok: false, error: { kind: 'denied' } });
  });

  it('reports a cancelled attempt', async () => {
    const started = await startOAuthSignIn(
      request(),
      deps({ openExternal: () => Promise.resolve() }),
    );
    if (!started.ok) throw new Error(started.error.message);
    started.value.cancel();
    expect(await started.value.result).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
  });

  it('reports a timeout, and a state mismatch when only foreign callbacks came', async () => {
    const quiet = await startOAuthSignIn(
      request(),
      deps({ timeoutMs: 30, openExternal: () => Promise.resolve() }),
    );
    if (!quiet.ok) throw new Error(quiet.error.message);
    expect(await quiet.value.result).toMatchObject({ ok: false, error: { kind: 'timeout' } });

    // The timeout fires only once the forged callback has been answered: on a fake clock, so
    // however slow the machine, the callback cannot arrive after the timeout.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let forgedCallback: Promise<unknown> = Promise.resolve();
    const forged = await startOAuthSignIn(
      request(),
      deps({
        timeoutMs: 60,
        openExternal: (url) => {
          const redirect = new URL(url).searchParams.get('redirect_uri') ?? '';
          forgedCallback = fetch(`${redirect}?code=forged&state=not-ours`).then((r) => r.text());
          return Promise.resolve();
        },
      }),
    );
    if (!forged.ok) throw new Error(forged.error.message);
    await forgedCallback;
    vi.advanceTimersByTime(60);
    vi.useRealTimers();
    expect(await forged.value.result).toMatchObject({
      ok: false,
      error: { kind: 'state-mismatch' },
    });
  });

  it('reports a refused code exchange (invalid_grant) without quoting the code', async () => {
    let code = '';
    const started = await startOAuthSignIn(
      request(),
      deps({
        openExternal: async (url) => {
          // Spend the code first, as a leaked code would be.
          const consent = await fetch(url, { redirect: 'manual' });
          const callback = new URL(consent.headers.get('location') ?? '');
          code = callback.searchParams.get('code') ?? '';
          await fetch(`${server.url}/oauth/token`, {
            method: 'POST',
            body: new URLSearchParams({
              grant_type: 'authorization_code',
              client_id: 'floorboard-desktop',
              code,
            }),
          });
          await (await fetch(callback)).text();
        },
      }),
    );
    if (!started.ok) throw new Error(started.error.message);
    const result = await started.value.result;
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'exchange-rejected', status: 400, error: 'invalid_grant' },
    });
    expect(JSON.stringify(result)).not.toContain(code);
  });

  it('reports an unreachable token endpoint as a network error', async () => {
    const down = await occupyPort();
    await down.release();
    const started = await startOAuthSignIn(
      { ...request(), loginUrl: `http://127.0.0.1:${down.port}` },
      deps({
        openExternal: async (url) => {
          // The login page lives on the down server; answer the callback directly.
          const params = new URL(url).searchParams;
          const back = `${params.get('redirect_uri') ?? ''}?code=abc&state=${params.get('state') ?? ''}`;
          await (await fetch(back)).text();
        },
      }),
    );
    if (!started.ok) throw new Error(started.error.message);
    expect(await started.value.result).toMatchObject({ ok: false, error: { kind: 'network' } });
  });

  it('carries on (copy-link fallback) when the browser cannot be opened', async () => {
    const started = await startOAuthSignIn(
      request(),
      deps({ openExternal: () => Promise.reject(new Error('xdg-open missing')) }),
    );
    if (!started.ok) throw new Error(started.error.message);
    expect(await started.value.browserOpened).toBe(false);
    await browser(started.value.authorizationUrl); // the user pasted the link
    expect((await started.value.result).ok).toBe(true);
  });

  it('rejects an unusable request before binding anything', async () => {
    const openExternal = vi.fn(browser);
    const started = await startOAuthSignIn(
      { loginUrl: 'ftp://x', clientId: 'c', scopes: ['openid'] },
      deps({ openExternal }),
    );
    expect(started).toMatchObject({ ok: false, error: { kind: 'invalid-request' } });
    expect(openExternal).not.toHaveBeenCalled();
  });
});
