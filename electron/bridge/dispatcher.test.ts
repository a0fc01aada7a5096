import { describe, expect, it } from 'vitest';
import { MAX_PAYLOAD_BYTES } from '../../shared/bridge/limits.ts';
import { fail, ok } from '../../shared/bridge/errors.ts';
import { createLogger, createMemorySink } from '../log/logger.ts';
import { createDispatcher } from './dispatcher.ts';
import { fakeHandlers, SNAPSHOT } from './testing/fake-handlers.ts';

const PASSWORD = 'correct-horse-battery-staple-9f8e7d';

function setup(overrides: Parameters<typeof fakeHandlers>[0] = {}) {
  const memory = createMemorySink();
  const calls: { method: string; payload: unknown }[] = [];
  const dispatcher = createDispatcher(fakeHandlers(overrides, calls), {
    log: createLogger({ sink: memory.sink }),
  });
  return { dispatcher, calls, lines: memory.lines };
}

describe('createDispatcher', () => {
  it('passes a valid call to its handler and returns the handler result', async () => {
    const { dispatcher, calls } = setup();
    await expect(dispatcher.dispatch('session.get', undefined)).resolves.toEqual(ok(SNAPSHOT));
    await expect(dispatcher.dispatch('profiles.remove', { id: 'p-1' })).resolves.toEqual(ok(null));
    expect(calls).toEqual([
      { method: 'session.get', payload: undefined },
      { method: 'profiles.remove', payload: { id: 'p-1' } },
    ]);
  });

  it('hands the handler the parsed payload (trimmed as the schema says)', async () => {
    const { dispatcher, calls } = setup();
    await dispatcher.dispatch('signIn.password', {
      profileId: 'sandbox',
      username: '  owner@sandbox.test  ',
      password: PASSWORD,
    });
    expect(calls[0]?.payload).toEqual({
      profileId: 'sandbox',
      username: 'owner@sandbox.test',
      password: PASSWORD,
    });
  });

  it('takes foreground and background GraphQL work from the renderer, never the sync queue', async () => {
    const { dispatcher, calls } = setup();
    for (const priority of ['foreground', 'background']) {
      await dispatcher.dispatch('graphql', { operationName: 'Quota', variables: {}, priority });
    }
    expect(calls.map((call) => call.payload)).toEqual([
      { operationName: 'Quota', variables: {}, priority: 'foreground' },
      { operationName: 'Quota', variables: {}, priority: 'background' },
    ]);
    // The catalogue copy's queue is main's own: a renderer cannot put work there.
    await expect(
      dispatcher.dispatch('graphql', { operationName: 'Quota', variables: {}, priority: 'sync' }),
    ).resolves.toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(calls).toHaveLength(2);
  });

  it('passes tagged failures through unchanged', async () => {
    const { dispatcher } = setup({
      signOut: () => Promise.resolve(fail({ kind: 'signed-out', message: 'Not signed in' })),
    });
    await expect(dispatcher.dispatch('signOut', undefined)).resolves.toEqual(
      fail({ kind: 'signed-out', message: 'Not signed in' }),
    );
  });

  it.each([
    ['an unknown name', 'session.steal'],
    ['a prototype key', 'constructor'],
    ['a prototype key', '__proto__'],
    ['a number', 42],
    ['null', null],
    ['an object', { method: 'session.get' }],
  ])('rejects %s as method without calling anything', async (_label, method) => {
    const { dispatcher, calls } = setup();
    const result = await dispatcher.dispatch(method, undefined);
    expect(result).toEqual({
      ok: false,
      error: { kind: 'invalid-input', message: 'Unknown method' },
    });
    expect(calls).toEqual([]);
  });

  it('rejects payloads over MAX_PAYLOAD_BYTES, measured as UTF-8 JSON', async () => {
    const { dispatcher, calls } = setup();
    // 3-byte characters: under the limit in characters, over it in bytes.
    const variables = { search: '€'.repeat(Math.ceil(MAX_PAYLOAD_BYTES / 3) + 10) };
    expect(JSON.stringify(variables).length).toBeLessThan(MAX_PAYLOAD_BYTES);
    const result = await dispatcher.dispatch('graphql', { operationName: 'Products', variables });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('invalid-input');
    expect(!result.ok && result.error.message).toMatch(/too large/);
    expect(calls).toEqual([]);
  });

  it('accepts a payload of exactly MAX_PAYLOAD_BYTES', async () => {
    const { dispatcher, calls } = setup();
    const envelope = JSON.stringify({ operationName: 'Products', variables: { search: '' } });
    const search = 'x'.repeat(MAX_PAYLOAD_BYTES - envelope.length);
    const payload = { operationName: 'Products', variables: { search } };
    expect(JSON.stringify(payload)).toHaveLength(MAX_PAYLOAD_BYTES);
    const result = await dispatcher.dispatch('graphql', payload);
    expect(result.ok).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('rejects payloads that are not JSON data (cycles, BigInt)', async () => {
    const { dispatcher, calls } = setup();
    const cyclic: Record<string, unknown> = { operationName: 'Products' };
    cyclic['variables'] = cyclic;
    for (const payload of [cyclic, { operationName: 'Products', variables: { n: 10n } }]) {
      const result = await dispatcher.dispatch('graphql', payload);
      expect(!result.ok && result.error.kind).toBe('invalid-input');
    }
    expect(calls).toEqual([]);
  });

  it('rejects wrong types, missing and extra fields with readable issues', async () => {
    const { dispatcher, calls } = setup();
    const result = await dispatcher.dispatch('signIn.password', {
      profileId: 7,
      username: ' ',
      isAdmin: true,
    });
    expect(calls).toEqual([]);
    if (result.ok || result.error.kind !== 'invalid-input')
      throw new Error('expected invalid-input');
    expect(result.error.message).toBe('Invalid request for signIn.password');
    expect(result.error.issues).toEqual([
      'profileId: Invalid input: expected string, received number',
      'username: Enter your user name',
      'password: Invalid input: expected string, received undefined',
      'unexpected field isAdmin',
    ]);
  });

  it('rejects a payload for a method that takes none', async () => {
    const { dispatcher } = setup();
    const result = await dispatcher.dispatch('session.get', { anything: 1 });
    expect(!result.ok && result.error.kind).toBe('invalid-input');
  });

  it('never echoes secret values in issues or log lines', async () => {
    const { dispatcher, lines } = setup();
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJvd25lciJ9.c2lnbmF0dXJlLXNlY3JldA';
    const results = await Promise.all([
      // Too long: the schema caps passwords at 1024 characters.
      dispatcher.dispatch('signIn.password', {
        profileId: 'sandbox',
        username: 'owner',
        password: PASSWORD.repeat(40),
      }),
      // Wrong type inside an otherwise valid payload carrying a secret.
      dispatcher.dispatch('signIn.developer', {
        profileId: 'sandbox',
        accessToken: token,
        refreshToken: 12,
      }),
      // A secret in a field the schema does not know.
      dispatcher.dispatch('signIn.developer', {
        profileId: 'sandbox',
        accessToken: 'a',
        refreshToken: 'b',
        note: token,
      }),
    ]);
    const text = JSON.stringify(results) + lines.join('\n');
    expect(results.every((result) => !result.ok)).toBe(true);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(token);
  });

  it('turns a thrown handler error into a generic server error and logs it redacted', async () => {
    const { dispatcher, lines } = setup({
      'signIn.developer': () => Promise.reject(new Error(`token refresh_token=${PASSWORD} failed`)),
    });
    const result = await dispatcher.dispatch('signIn.developer', {
      profileId: 'sandbox',
      accessToken: 'a',
      refreshToken: 'b',
    });
    expect(result).toEqual({ ok: false, error: { kind: 'server', message: 'Internal error' } });
    expect(lines.some((line) => line.includes('bridge handler failed'))).toBe(true);
    expect(lines.join('\n')).not.toContain(PASSWORD);
  });

  it('survives handlers that throw synchronously, throw non-errors or return garbage', async () => {
    const { dispatcher } = setup({
      'profiles.list': () => {
        throw new TypeError('boom');
      },
      'signIn.cancel': () => Promise.reject(new Error('late')),
      signOut: () => Promise.resolve('not a result' as never),
      'session.get': () => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- the point of the test
        throw 'a string';
      },
    });
    for (const method of ['profiles.list', 'signIn.cancel', 'signOut', 'session.get']) {
      await expect(dispatcher.dispatch(method, undefined)).resolves.toEqual({
        ok: false,
        error: { kind: 'server', message: 'Internal error' },
      });
    }
  });
});
