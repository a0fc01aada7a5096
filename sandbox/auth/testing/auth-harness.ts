import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SandboxData } from '../../data/types.ts';
import { resolveOptions } from '../../options.ts';
import { decodeJwtPayload } from '../jwt.ts';
import { s256Challenge } from '../pkce.ts';
import { createAuthService, OAUTH_CLIENT_ID, type AuthService } from '../service.ts';
import { authFixture } from './auth-fixture.ts';

/** Test harness: the auth service behind a real HTTP server on 127.0.0.1, with a settable clock. */

export const REDIRECT_URI = 'http://127.0.0.1:3000/callback';
export const TTL = 2_419_200;

export interface Harness {
  readonly service: AuthService;
  readonly data: SandboxData;
  /** e.g. http://127.0.0.1:PORT/ */
  readonly base: string;
  /** Moves the service's clock forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

export async function startHarness(
  extra: { readonly redirectPort?: number } = {},
): Promise<Harness> {
  let now = Date.UTC(2025, 0, 15, 12, 0, 0);
  let base = '';
  const data = authFixture();
  const options = resolveOptions({ port: 0, now: () => now, ...extra });
  const service = createAuthService(data, options, { issuer: () => base });
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    void service.handle(req, res, url).then((handled) => {
      if (!handled) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('not found');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    service,
    data,
    base,
    advance(ms) {
      now += ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function postJson(h: Harness, path: string, body: unknown): Promise<Response> {
  return fetch(new URL(path, h.base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export function postForm(
  h: Harness,
  path: string,
  fields: Record<string, string | readonly string[]>,
): Promise<Response> {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of typeof value === 'string' ? [value] : value) form.append(name, v);
  }
  return fetch(new URL(path, h.base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
}

/** A JSON object body, or a failed assertion. */
export async function json(res: Response): Promise<Record<string, unknown>> {
  const value: unknown = await res.json();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('expected a JSON object');
  }
  return value as Record<string, unknown>;
}

export function str(value: unknown): string {
  if (typeof value !== 'string') throw new Error(`expected a string, got ${typeof value}`);
  return value;
}

export function claims(token: string): Record<string, unknown> {
  const payload = decodeJwtPayload(token);
  if (!payload) throw new Error('not a JWT');
  return payload;
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: s256Challenge(verifier) };
}

/** Overrides by parameter name (undefined removes it); `challenge` and `redirectUri` are aliases. */
export interface AuthorizeInput {
  challenge?: string;
  redirectUri?: string;
  [param: string]: string | undefined;
}

/** The parameters of a valid authorization request, with overrides. */
export function authorizeParams(input: AuthorizeInput = {}): Record<string, string> {
  const params: Record<string, string> = {
    client_id: OAUTH_CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    audience: 'service-public-api',
    scope: 'openid profile offline_access view:orders view:products',
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
    state: 'state-123',
  };
  const aliases: Record<string, string> = {
    challenge: 'code_challenge',
    redirectUri: 'redirect_uri',
  };
  for (const [key, value] of Object.entries(input)) {
    const name = aliases[key] ?? key;
    if (value === undefined) Reflect.deleteProperty(params, name);
    else params[name] = value;
  }
  return params;
}

export function authorizeUrl(h: Harness, params: Record<string, string>): URL {
  const url = new URL('authorize', h.base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url;
}

/** The Location of a 302, parsed. */
export function location(res: Response): URL {
  const value = res.headers.get('location');
  if (res.status !== 302 || value === null)
    throw new Error(`expected a redirect, got ${res.status}`);
  return new URL(value);
}

export interface SignIn {
  scope?: string;
  /** Ticked scopes; all requested ones by default. */
  granted?: readonly string[];
  username?: string;
  password?: string;
}

/** Signs in on the consent form and returns the code and the verifier that goes with it. */
export async function obtainCode(
  h: Harness,
  input: SignIn = {},
): Promise<{ code: string; verifier: string }> {
  const { verifier, challenge } = pkce();
  const params = authorizeParams(
    input.scope === undefined ? { challenge } : { challenge, scope: input.scope },
  );
  const res = await postForm(h, 'authorize', {
    ...params,
    username: input.username ?? 'owner@sandbox.test',
    password: input.password ?? 'sandbox',
    scope_granted: input.granted ?? params.scope?.split(' ') ?? [],
    decision: 'allow',
  });
  const code = location(res).searchParams.get('code');
  if (code === null) throw new Error('no code in the redirect');
  return { code, verifier };
}

export function exchange(
  h: Harness,
  code: string,
  verifier: string,
  overrides: Record<string, string> = {},
): Promise<Response> {
  return postForm(h, 'oauth/token', {
    grant_type: 'authorization_code',
    client_id: OAUTH_CLIENT_ID,
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
    ...overrides,
  });
}

/** Full flow: consent, exchange; returns the token response body. */
export async function signInWithOAuth(
  h: Harness,
  input: SignIn = {},
): Promise<Record<string, unknown>> {
  const { code, verifier } = await obtainCode(h, input);
  const res = await exchange(h, code, verifier);
  if (res.status !== 200) throw new Error(`exchange failed with ${res.status}`);
  return json(res);
}

export function refreshOAuth(
  h: Harness,
  refreshToken: string,
  extra: Record<string, string> = {},
): Promise<Response> {
  return postForm(h, 'oauth/token', {
    grant_type: 'refresh_token',
    client_id: OAUTH_CLIENT_ID,
    refresh_token: refreshToken,
    ...extra,
  });
}
