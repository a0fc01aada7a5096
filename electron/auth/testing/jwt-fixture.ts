import { randomBytes } from 'node:crypto';

/** Test-only: an unsigned-looking JWT with the given payload (nothing here verifies signatures). */
export function makeJwt(payload: Readonly<Record<string, unknown>>): string {
  const encode = (value: unknown): string =>
    Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.${randomBytes(32).toString('base64url')}`;
}

/** A plausible access token for the service, expiring `ttlSeconds` after `nowMs`. */
export function makeAccessToken(options: {
  nowMs: number;
  ttlSeconds: number;
  scope?: string;
  sub?: string;
  clientId?: string;
}): string {
  const iat = Math.floor(options.nowMs / 1000);
  return makeJwt({
    iss: 'http://127.0.0.1/',
    sub: options.sub ?? 'user-1',
    aud: ['service-public-api'],
    iat,
    exp: iat + options.ttlSeconds,
    scope: options.scope ?? 'openid profile offline_access',
    azp: options.clientId ?? 'floorboard-desktop',
    jti: randomBytes(8).toString('hex'),
  });
}
