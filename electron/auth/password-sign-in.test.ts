import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInWithPassword } from './password-sign-in.ts';
import { startFakeAuthServer, type FakeAuthServer } from './testing/fake-auth-server.ts';

let server: FakeAuthServer;
beforeEach(async () => {
  server = await startFakeAuthServer();
});
afterEach(async () => {
  await server.close();
});

describe('password sign-in', () => {
  it('returns a full-access grant with a refresh token', async () => {
    const result = await signInWithPassword({
      baseUrl: server.url,
      username: ' owner@example.com ',
      password: 'correct horse battery',
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value).toMatchObject({
      method: 'password',
      scopes: ['openid', 'profile', 'offline_access'],
    });
    expect(result.value.refreshToken).toBeDefined();
  });

  it('reports wrong credentials as a typed value without echoing the password', async () => {
    const result = await signInWithPassword({
      baseUrl: server.url,
      username: 'owner@example.com',
      password: 'guess-123',
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'wrong-credentials' } });
    expect(JSON.stringify(result)).not.toContain('guess-123');
  });

  it('refuses empty input without a request', async () => {
    const result = await signInWithPassword({ baseUrl: server.url, username: ' ', password: 'x' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-request' } });
    expect(server.counts['/auth/token']).toBeUndefined();
  });

  it('reports a server that answers with something else', async () => {
    const result = await signInWithPassword({
      baseUrl: `${server.url}/wrong-prefix`,
      username: 'owner@example.com',
      password: 'correct horse battery',
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'server', status: 404 } });
  });

  it('reports a timeout as a network error naming the host', async () => {
    const never: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          const reason: unknown = init.signal?.reason;
          reject(reason instanceof Error ? reason : new Error('aborted'));
        });
      });
    const result = await signInWithPassword(
      { baseUrl: server.url, username: 'owner@example.com', password: 'correct horse battery' },
      { timeoutMs: 20, fetch: never },
    );
    expect(result).toMatchObject({ ok: false, error: { kind: 'network' } });
    if (!result.ok) expect(result.error.message).toMatch(/did not answer/);
  });
});
