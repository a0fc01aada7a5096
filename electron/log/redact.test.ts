import { describe, expect, it } from 'vitest';
import { makeAccessToken } from '../auth/testing/jwt-fixture.ts';
import { createLogger, createMemorySink } from './logger.ts';
import { REDACTED, redact } from './redact.ts';

const jwt = makeAccessToken({ nowMs: 1_700_000_000_000, ttlSeconds: 60 });
const opaque = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdo';
const hex = '5f2b9c0e7a1d4f3b8e6a2c9d0b7f1e3a';

describe('redact', () => {
  it.each([
    ['a JWT', `token ${jwt} used`],
    ['a bearer header', `Authorization: Bearer ${opaque}`],
    ['a short bearer value', 'Bearer abc123'],
    ['a long base64url run', `refreshed with ${opaque}`],
    ['a long hex run', `request ${hex} done`],
    ['code and state in a URL', 'GET /callback?code=abc&state=xyz'],
    ['refresh_token in a form body', 'grant_type=refresh_token&refresh_token=short1'],
    ['code_verifier in a form body', 'code_verifier=vvv&code=ccc'],
    ['access_token in JSON', '{"access_token":"short","token_type":"Bearer"}'],
    ['refreshToken in JSON', '{"refreshToken": "sh\\"ort"}'],
    ['a password in JSON', '{"username":"a","password":"hunter2"}'],
    ['refresh token in text', 'refresh_token: shortvalue'],
  ])('masks %s', (_name, text) => {
    const out = redact(text);
    expect(out).toContain(REDACTED);
    for (const secret of [
      jwt,
      opaque,
      hex,
      'abc123',
      'xyz',
      'short1',
      'vvv',
      'ccc',
      'hunter2',
      'shortvalue',
    ]) {
      if (text.includes(secret)) expect(out).not.toContain(secret);
    }
    expect(out).not.toMatch(/"short"|sh\\"ort/);
  });

  it('leaves ordinary log text readable', () => {
    const text =
      'Sign-in callback server listening on 127.0.0.1:3000, error code: 7, status=signed-in, session-expired-because-refresh-was-refused';
    expect(redact(text)).toBe(text);
  });

  it('keeps field names so the line still says what was hidden', () => {
    expect(redact('grant_type=refresh_token&refresh_token=abc')).toBe(
      `grant_type=refresh_token&refresh_token=${REDACTED}`,
    );
    expect(redact('{"access_token":"abc"}')).toBe(`{"access_token":"${REDACTED}"}`);
  });
});

describe('logger', () => {
  it('redacts every line, fields included, before it reaches the sink', () => {
    const { sink, lines } = createMemorySink();
    const log = createLogger({ sink, now: () => 0 }).child('auth');
    log.info(`exchanging code=${opaque}`, { refreshToken: 'plain', note: jwt });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^1970-01-01T00:00:00\.000Z INFO \[auth\] exchanging code=/);
    expect(lines[0]).not.toContain(opaque);
    expect(lines[0]).not.toContain(jwt);
    expect(lines[0]).not.toContain('plain');
  });
});
