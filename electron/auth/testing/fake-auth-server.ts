import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { makeAccessToken } from './jwt-fixture.ts';

/**
 * Test-only token service with the behaviour that matters to the client: single-use codes bound to
 * a PKCE challenge and redirect URI, refresh-token rotation that revokes the whole family when a
 * spent token is presented again, `/auth/refresh` without rotation, and revocation. It is not the
 * sandbox (that comes with the integration tests); it is small enough to make races observable.
 */

export interface FakeAuthSettings {
  clientId: string;
  ttlSeconds: number;
  /** Scopes the consent screen quietly drops. */
  withheldScopes: string[];
  deny: boolean;
  /** Holds refresh replies back, so concurrent callers really overlap. */
  refreshDelayMs: number;
  /** Answer /oauth/revoke with this status (200 normally). */
  revokeStatus: number;
}

export interface FakeAuthServer {
  readonly url: string;
  readonly settings: FakeAuthSettings;
  /** Requests per path. */
  readonly counts: Record<string, number>;
  /** Every code and token handed out, to scan logs and states for them. */
  readonly issued: string[];
  readonly users: Record<string, string>;
  issueDeveloperTokens(): { accessToken: string; refreshToken: string };
  isActive(refreshToken: string): boolean;
  readonly revokedFamilies: () => number;
  close(): Promise<void>;
}

interface Family {
  current: string;
  revoked: boolean;
  scope: string;
}

interface PendingCode {
  challenge: string;
  redirectUri: string;
  scope: string;
  clientId: string;
}

const FULL_SCOPE = 'openid profile offline_access';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

function parseJsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeAuthServer(
  partial: Partial<FakeAuthSettings> & { now?: () => number } = {},
): Promise<FakeAuthServer> {
  const settings: FakeAuthSettings = {
    clientId: 'floorboard-desktop',
    ttlSeconds: 3600,
    withheldScopes: [],
    deny: false,
    refreshDelayMs: 0,
    revokeStatus: 200,
    ...partial,
  };
  const now = partial.now ?? Date.now;
  const users: Record<string, string> = { 'owner@example.com': 'correct horse battery' };
  const counts: Record<string, number> = {};
  const issued: string[] = [];
  const families = new Map<string, Family>();
  const familyOf = new Map<string, string>();
  const codes = new Map<string, PendingCode>();

  const token = (): string => {
    const value = randomBytes(32).toString('base64url');
    issued.push(value);
    return value;
  };
  const accessToken = (scope: string): string => {
    const value = makeAccessToken({
      nowMs: now(),
      ttlSeconds: settings.ttlSeconds,
      scope,
      clientId: settings.clientId,
    });
    issued.push(value);
    return value;
  };
  const newFamily = (scope: string): string => {
    const refresh = token();
    const id = randomBytes(8).toString('hex');
    families.set(id, { current: refresh, revoked: false, scope });
    familyOf.set(refresh, id);
    return refresh;
  };
  /** The family of a refresh token if it may be used now; reuse of a spent one revokes it all. */
  const present = (refresh: string): Family | undefined => {
    const id = familyOf.get(refresh);
    const family = id === undefined ? undefined : families.get(id);
    if (family === undefined || family.revoked) return undefined;
    if (family.current !== refresh) {
      family.revoked = true; // reuse detected
      return undefined;
    }
    return family;
  };
  const tokenReply = (scope: string, refresh: string | undefined): Record<string, unknown> => ({
    access_token: accessToken(scope),
    ...(refresh === undefined ? {} : { refresh_token: refresh }),
    scope,
    expires_in: settings.ttlSeconds,
    token_type: 'Bearer',
  });

  const authorize = (url: URL, res: ServerResponse): void => {
    const p = url.searchParams;
    const redirectUri = p.get('redirect_uri') ?? '';
    const state = p.get('state') ?? '';
    const back = new URL(redirectUri);
    back.searchParams.set('state', state);
    if (
      p.get('client_id') !== settings.clientId ||
      p.get('response_type') !== 'code' ||
      p.get('code_challenge_method') !== 'S256' ||
      p.get('audience') !== 'service-public-api'
    ) {
      back.searchParams.set('error', 'invalid_request');
    } else if (settings.deny) {
      back.searchParams.set('error', 'access_denied');
    } else {
      const requested = (p.get('scope') ?? '').split(' ').filter(Boolean);
      const scope = requested.filter((s) => !settings.withheldScopes.includes(s)).join(' ');
      const code = token();
      codes.set(code, {
        challenge: p.get('code_challenge') ?? '',
        redirectUri,
        scope,
        clientId: settings.clientId,
      });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { Location: back.toString(), 'Content-Length': 0 });
    res.end();
  };

  const oauthToken = async (form: URLSearchParams, res: ServerResponse): Promise<void> => {
    if (form.get('client_id') !== settings.clientId) {
      sendJson(res, 401, { error: 'invalid_client' });
      return;
    }
    if (form.get('grant_type') === 'authorization_code') {
      const code = form.get('code') ?? '';
      const pending = codes.get(code);
      codes.delete(code); // single use
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        pending === undefined ||
        pending.redirectUri !== form.get('redirect_uri') ||
        pending.challenge !== challenge ||
        form.has('client_secret')
      ) {
        sendJson(res, 400, { error: 'invalid_grant' });
        return;
      }
      const refresh = pending.scope.split(' ').includes('offline_access')
        ? newFamily(pending.scope)
        : undefined;
      sendJson(res, 200, {
        ...tokenReply(pending.scope, refresh),
        id_token: accessToken('openid'),
      });
      return;
    }
    if (form.get('grant_type') === 'refresh_token') {
      await delay(settings.refreshDelayMs);
      const family = present(form.get('refresh_token') ?? '');
      if (family === undefined) {
        sendJson(res, 400, { error: 'invalid_grant' });
        return;
      }
      const rotated = token();
      const id = familyOf.get(family.current);
      family.current = rotated;
      if (id !== undefined) familyOf.set(rotated, id);
      sendJson(res, 200, tokenReply(family.scope, rotated));
      return;
    }
    sendJson(res, 400, { error: 'unsupported_grant_type' });
  };

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    counts[url.pathname] = (counts[url.pathname] ?? 0) + 1;
    if (req.method === 'GET' && url.pathname === '/authorize') {
      authorize(url, res);
      return;
    }
    const body = await readBody(req);
    switch (url.pathname) {
      case '/oauth/token':
        await oauthToken(new URLSearchParams(body), res);
        return;
      case '/oauth/revoke': {
        const form = new URLSearchParams(body);
        const id = familyOf.get(form.get('token') ?? '');
        const family = id === undefined ? undefined : families.get(id);
        if (settings.revokeStatus === 200 && family !== undefined) family.revoked = true;
        sendJson(res, settings.revokeStatus, {});
        return;
      }
      case '/auth/token': {
        const { username, password } = parseJsonObject(body);
        if (typeof username !== 'string' || users[username] !== password) {
          sendJson(res, 401, { error: 'invalid_credentials' });
          return;
        }
        sendJson(res, 200, tokenReply(FULL_SCOPE, newFamily(FULL_SCOPE)));
        return;
      }
      case '/auth/refresh': {
        await delay(settings.refreshDelayMs);
        const refresh = parseJsonObject(body)['refresh_token'];
        const family = typeof refresh === 'string' ? present(refresh) : undefined;
        if (family === undefined) {
          sendJson(res, 401, { error: 'invalid_grant' });
          return;
        }
        sendJson(res, 200, tokenReply(FULL_SCOPE, undefined));
        return;
      }
      default:
        sendJson(res, 404, { error: 'not_found' });
    }
  };

  const server = createServer((req, res) => {
    route(req, res).catch(() => sendJson(res, 500, { error: 'server_error' }));
  });
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1' }, resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null)
    throw new Error('fake auth server has no address');

  return {
    url: `http://127.0.0.1:${address.port}`,
    settings,
    counts,
    issued,
    users,
    issueDeveloperTokens: () => ({
      accessToken: accessToken(FULL_SCOPE),
      refreshToken: newFamily(FULL_SCOPE),
    }),
    isActive: (refresh) => {
      const id = familyOf.get(refresh);
      const family = id === undefined ? undefined : families.get(id);
      return family !== undefined && !family.revoked && family.current === refresh;
    },
    revokedFamilies: () => [...families.values()].filter((f) => f.revoked).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
