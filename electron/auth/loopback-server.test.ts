import { isIP } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import {
  CALLBACK_PATH,
  startLoopbackServer,
  type LoopbackHandle,
  type LoopbackOptions,
} from './loopback-server.ts';
import { createState } from './pkce.ts';
import {
  canBindIpv6Loopback,
  connectionOutcome,
  httpRequest,
  occupyPort,
} from './testing/http-client.ts';

const ipv6Available = await canBindIpv6Loopback();

async function start(
  options: Partial<LoopbackOptions> = {},
): Promise<{ handle: LoopbackHandle; state: string; base: string }> {
  const state = options.expectedState ?? createState();
  const started = await startLoopbackServer({ port: 0, expectedState: state, ...options });
  if (!started.ok) throw new Error(`could not start: ${started.error.kind}`);
  const base = started.value.redirectUri.replace(CALLBACK_PATH, '');
  return { handle: started.value, state, base };
}

function callback(base: string, params: Record<string, string>): string {
  return `${base}${CALLBACK_PATH}?${new URLSearchParams(params).toString()}`;
}

/** Whether the result promise has settled yet, without waiting for it. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  const marker = Symbol('pending');
  const value = await Promise.race([promise, new Promise((r) => setImmediate(() => r(marker)))]);
  return value !== marker;
}

describe('loopback callback server', () => {
  it('listens on loopback addresses only, and names 127.0.0.1 in the redirect URI', async () => {
    const { handle } = await start();
    expect(handle.redirectUri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    expect(handle.addresses.length).toBeGreaterThanOrEqual(1);
    for (const address of handle.addresses) {
      expect(['127.0.0.1', '::1']).toContain(address.address);
      expect(isIP(address.address)).not.toBe(0);
    }
    expect(handle.addresses.map((a) => a.address)).toContain('127.0.0.1');
    if (ipv6Available) expect(handle.addresses.map((a) => a.address)).toContain('::1');
    handle.cancel();
    await handle.closed;
  });

  it('reports a busy port as a value and leaves nothing listening', async () => {
    const other = await occupyPort();
    try {
      const started = await startLoopbackServer({ port: other.port, expectedState: createState() });
      expect(started).toEqual({ ok: false, error: { kind: 'port-busy', port: other.port } });
      // Nothing of ours on ::1 either (the IPv4 bind comes first and failed).
      expect(await connectionOutcome(`http://[::1]:${other.port}/callback`)).not.toBe('connected');
    } finally {
      await other.release();
    }
  });

  it('answers 404 for other paths and 405 for other methods, and keeps waiting', async () => {
    const { handle, base, state } = await start();
    expect((await httpRequest(`${base}/`)).status).toBe(404);
    expect((await httpRequest(`${base}/favicon.ico`)).status).toBe(404);
    expect((await httpRequest(`${base}/callbackx?state=${state}&code=c`)).status).toBe(404);
    const post = await httpRequest(callback(base, { state, code: 'c' }), 'POST');
    expect(post.status).toBe(405);
    expect(post.headers['allow']).toBe('GET');
    expect(await isSettled(handle.result)).toBe(false);
    handle.cancel();
    expect(await handle.result).toEqual({ kind: 'cancelled' });
  });

  it('rejects a missing or wrong state with a 400 page and keeps waiting for the real one', async () => {
    const rejected: string[] = [];
    const { handle, base, state } = await start({ onRejectedCallback: (r) => rejected.push(r) });
    const missing = await httpRequest(callback(base, { code: 'forged' }));
    expect(missing.status).toBe(400);
    expect(missing.body).not.toContain('forged');
    const wrong = await httpRequest(callback(base, { code: 'forged', state: createState() }));
    expect(wrong.status).toBe(400);
    const doubled = await httpRequest(
      `${callback(base, { code: 'forged', state })}&state=${state}`,
    );
    expect(doubled.status).toBe(400);
    const deniedForged = await httpRequest(callback(base, { error: 'access_denied', state: 'x' }));
    expect(deniedForged.status).toBe(400);
    expect(rejected).toEqual(['missing-state', 'wrong-state', 'wrong-state', 'wrong-state']);
    expect(await isSettled(handle.result)).toBe(false);

    const real = await httpRequest(callback(base, { code: 'the-code', state }));
    expect(real.status).toBe(302);
    expect(await handle.result).toEqual({ kind: 'code', code: 'the-code' });
  });

  it('redirects a valid callback to the done page, then closes so a second callback cannot connect', async () => {
    const { handle, base, state } = await start();
    const url = callback(base, { code: 'the-code', state });
    const first = await httpRequest(url);
    expect(first.status).toBe(302);
    expect(first.headers['location']).toBe('/done');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(await handle.result).toEqual({ kind: 'code', code: 'the-code' });

    const done = await httpRequest(`${base}/done`);
    expect(done.status).toBe(200);
    expect(done.body).toContain('You can return to Floorboard');
    expect(done.body).not.toContain('the-code');
    await handle.closed;
    expect(await connectionOutcome(url)).toBe('ECONNREFUSED');
  });

  it('follows the redirect on one keep-alive connection like a browser would', async () => {
    const { handle, base, state } = await start();
    const response = await fetch(callback(base, { code: 'the-code', state }));
    expect(response.status).toBe(200);
    expect(response.url).toBe(`${base}/done`);
    expect(await response.text()).toContain('You can return to Floorboard');
    await handle.closed;
    expect(await connectionOutcome(`${base}/done`)).toBe('ECONNREFUSED');
  });

  it('ignores a replayed callback that arrives before the done page, and closes after the grace period', async () => {
    // The grace period runs on a fake clock, moved only once the replay has been answered: on a
    // real one, a busy machine sent the replay after the server had closed (ECONNRESET).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { handle, base, state } = await start({ doneGraceMs: 30 });
    await httpRequest(callback(base, { code: 'first', state }));
    const replay = await httpRequest(callback(base, { code: 'second', state }));
    expect(replay.status).toBe(410);
    expect(await handle.result).toEqual({ kind: 'code', code: 'first' });
    vi.advanceTimersByTime(30);
    vi.useRealTimers();
    await handle.closed; // no done page requested: the grace timer closes everything
    expect(await connectionOutcome(callback(base, { code: 'third', state }))).toBe('ECONNREFUSED');
  });

  it('resolves denied consent and closes', async () => {
    const { handle, base, state } = await start();
    const page = await httpRequest(callback(base, { error: 'access_denied', state }));
    expect(page.status).toBe(200);
    expect(await handle.result).toEqual({ kind: 'denied' });
    await handle.closed;
  });

  it('passes other authorization errors on, sanitised', async () => {
    const { handle, base, state } = await start();
    await httpRequest(callback(base, { error: 'invalid_scope', state }));
    expect(await handle.result).toEqual({ kind: 'authorization-error', error: 'invalid_scope' });
    await handle.closed;

    const second = await start();
    await httpRequest(callback(second.base, { error: '<script>', state: second.state }));
    expect(await second.handle.result).toEqual({ kind: 'authorization-error', error: 'unknown' });
  });

  it('times out, closing the servers and any open connection', async () => {
    // The timeout fires only once the forged callback has been answered: on a fake clock, so
    // however slow the machine, the callback cannot arrive after the timeout.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { handle, base, state } = await start({ timeoutMs: 40 });
    await httpRequest(callback(base, { code: 'forged', state: 'nope' }));
    vi.advanceTimersByTime(40);
    vi.useRealTimers();
    expect(await handle.result).toEqual({ kind: 'timeout', rejectedCallbacks: 1 });
    await handle.closed;
    expect(await connectionOutcome(callback(base, { code: 'late', state }))).toBe('ECONNREFUSED');
  });

  it('drops keep-alive connections on cancel', async () => {
    const { handle, base } = await start();
    // An idle keep-alive connection, as a browser leaves after a 404.
    const response = await fetch(`${base}/nothing`);
    await response.text();
    handle.cancel();
    expect(await handle.result).toEqual({ kind: 'cancelled' });
    await handle.closed; // would hang if the kept-alive socket stayed open
  });

  it('refuses requests addressed to another host name (DNS rebinding)', async () => {
    const { handle, base, state } = await start();
    const response = await httpRequest(callback(base, { code: 'c', state }), 'GET', {
      Host: 'evil.example',
    });
    expect(response.status).toBe(400);
    expect(await isSettled(handle.result)).toBe(false);
    handle.cancel();
  });

  it.skipIf(!ipv6Available)(
    'accepts the callback on http://[::1]:PORT/callback (skipped when ::1 cannot be bound on this machine)',
    async () => {
      const { handle, base, state } = await start();
      const port = new URL(base).port;
      const response = await httpRequest(
        `http://[::1]:${port}${CALLBACK_PATH}?code=v6&state=${state}`,
      );
      expect(response.status).toBe(302);
      expect(await handle.result).toEqual({ kind: 'code', code: 'v6' });
      await httpRequest(`http://[::1]:${port}/done`);
      await handle.closed;
      expect(await connectionOutcome(`http://[::1]:${port}/callback`)).toBe('ECONNREFUSED');
    },
  );
});
