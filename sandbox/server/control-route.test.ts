import { afterEach, describe, expect, it } from 'vitest';
import { refreshOAuth, signInWithOAuth, str, type Harness } from '../auth/testing/auth-harness.ts';
import { startSandbox, type SandboxHandle } from '../start.ts';
import { isLoopbackAddress, parseFaults } from './control-route.ts';

const started: SandboxHandle[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.close()));
});

async function start(control: boolean): Promise<SandboxHandle> {
  const sandbox = await startSandbox({ port: 0, products: 20, orders: 10 }, { control });
  started.push(sandbox);
  return sandbox;
}

function post(sandbox: SandboxHandle, path: string, body: string, type = 'application/json') {
  return fetch(`${sandbox.url}/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body,
  });
}

function graphqlStatus(sandbox: SandboxHandle): Promise<number> {
  const token = sandbox.auth.issueAccessToken(sandbox.data.accounts[0]?.users[0] ?? fail(), null);
  return fetch(`${sandbox.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ user_quota { credits_remaining } }' }),
  }).then((res) => res.status);
}

function fail(): never {
  throw new Error('the seed has no user');
}

describe('the sandbox control endpoints', () => {
  it('do not exist unless the sandbox was started with control on', async () => {
    const sandbox = await start(false);
    expect((await post(sandbox, 'faults', '{"failRate":1}')).status).toBe(404);
    expect((await post(sandbox, 'revoke-grants', '{}')).status).toBe(404);
    expect(await graphqlStatus(sandbox)).toBe(200);
  });

  it('set the failure rate at run time, and refuse what is not a JSON POST', async () => {
    const sandbox = await start(true);
    expect((await post(sandbox, 'faults', '{"failRate":1}')).status).toBe(200);
    expect(await graphqlStatus(sandbox)).toBe(503);
    expect((await post(sandbox, 'faults', 'failRate=0', 'text/plain')).status).toBe(415);
    expect((await fetch(`${sandbox.url}/__sandbox/faults`)).status).toBe(405);
    expect((await post(sandbox, 'faults', '{"failRate":2}')).status).toBe(400);
    expect((await post(sandbox, 'faults', '{"seed":1}')).status).toBe(400);
    expect((await post(sandbox, 'faults', 'not json')).status).toBe(400);
    expect(await graphqlStatus(sandbox)).toBe(503);
    const back = await post(sandbox, 'faults', '{"failRate":0,"latencyMs":0}');
    expect(await back.json()).toEqual({ faults: { failRate: 0, latencyMs: 0 } });
    expect(await graphqlStatus(sandbox)).toBe(200);
  });

  it('revoke every OAuth sign-in, so its refresh token stops working', async () => {
    const sandbox = await start(true);
    const h: Harness = {
      service: sandbox.auth,
      data: sandbox.data,
      base: `${sandbox.url}/`,
      advance: () => undefined,
      close: () => Promise.resolve(),
    };
    const tokens = await signInWithOAuth(h);
    const refreshToken = str(tokens['refresh_token']);
    const revoked = await post(sandbox, 'revoke-grants', '');
    expect(await revoked.json()).toEqual({ revoked: 1 });
    const refreshed = await refreshOAuth(h, refreshToken);
    expect(refreshed.status).toBe(400);
    expect(await refreshed.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('accept loopback callers only, and fault values within bounds', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.0.1.1'].map(isLoopbackAddress)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['10.0.0.2', '::ffff:192.168.1.4', 'fe80::1', undefined].map(isLoopbackAddress)).toEqual(
      [false, false, false, false],
    );
    expect(parseFaults({ latencyMs: 250 })).toEqual({ ok: true, value: { latencyMs: 250 } });
    expect(parseFaults({ latencyMs: 120_000 }).ok).toBe(false);
    expect(parseFaults([]).ok).toBe(false);
    expect(parseFaults({ failRate: Number.NaN }).ok).toBe(false);
  });
});
