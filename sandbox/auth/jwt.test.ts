import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, signJwt, verifyJwt } from './jwt.ts';

const secret = randomBytes(32);

function segments(token: string): [string, string, string] {
  const [a = '', b = '', c = ''] = token.split('.');
  return [a, b, c];
}

describe('HS256 JWT', () => {
  it('round-trips header and payload', () => {
    const token = signJwt(secret, { sub: 'u1', n: 1 }, 'at+jwt');
    const result = verifyJwt(secret, token);
    expect(result).toEqual({
      ok: true,
      value: { header: { alg: 'HS256', typ: 'at+jwt' }, payload: { sub: 'u1', n: 1 } },
    });
    expect(decodeJwtPayload(token)).toEqual({ sub: 'u1', n: 1 });
  });

  it('rejects a tampered payload and a token signed with another key', () => {
    const [head, , signature] = segments(signJwt(secret, { sub: 'u1' }));
    const forgedBody = Buffer.from(JSON.stringify({ sub: 'admin' })).toString('base64url');
    expect(verifyJwt(secret, `${head}.${forgedBody}.${signature}`)).toEqual({
      ok: false,
      error: 'invalid-signature',
    });
    const other = signJwt(randomBytes(32), { sub: 'u1' });
    expect(verifyJwt(secret, other)).toEqual({ ok: false, error: 'invalid-signature' });
  });

  it('rejects alg "none" and other algorithms', () => {
    const [, body] = segments(signJwt(secret, { sub: 'u1' }));
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyJwt(secret, `${none}.${body}.`)).toEqual({ ok: false, error: 'malformed' });
    expect(verifyJwt(secret, `${none}.${body}.AAAA`)).toEqual({
      ok: false,
      error: 'invalid-signature',
    });
  });

  it('calls malformed anything that is not three base64url JSON segments', () => {
    for (const token of ['', 'abc', 'a.b', 'a.b.c.d', '!!.??.**', 'e30.bm90IGpzb24.sig']) {
      expect(verifyJwt(secret, token)).toEqual({ ok: false, error: 'malformed' });
    }
  });
});
