import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxData, User } from '../data/types.ts';
import type { SandboxOptions } from '../options.ts';
import { sendJson } from '../http/respond.ts';
import { authenticateBearer, issueAccessToken } from './access-tokens.ts';
import { handleAuthorize } from './authorize-routes.ts';
import { createCodeStore } from './codes.ts';
import type { AuthContext } from './context.ts';
import { formatOrigin } from './issuer.ts';
import { handleOAuthToken } from './oauth-token-route.ts';
import { handlePasswordRefresh, handlePasswordToken } from './password-routes.ts';
import type { BearerResult } from './principal.ts';
import { createRefreshRegistry } from './refresh-tokens.ts';
import { handleRevoke } from './revoke-route.ts';

/**
 * The sandbox's authentication and OAuth 2.0 authorization server (docs/service-notes.md
 * "Endpoints", "Tokens").
 */

export { OAUTH_CLIENT_ID } from './constants.ts';

export interface DemoCredentials {
  /** The first account's owner. */
  owner: { username: string; password: string };
  /** The second account's owner (its own credit pool). */
  secondOwner: { username: string; password: string };
  /** A third-party developer of the first account (docs/service-notes.md "Tokens"). */
  developer: { accessToken: string; refreshToken: string };
}

export interface AuthService {
  /** Serves /auth/token, /auth/refresh, GET+POST /authorize, /oauth/token, /oauth/revoke. Returns false for any other path. Never throws. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  /** Verifies an `Authorization` header value ("Bearer <jwt>"). */
  authenticate(authorization: string | undefined): BearerResult;
  readonly demo: DemoCredentials;
  /** For tests and tools: issue an access token directly. scopes null = not scope-limited. */
  issueAccessToken(user: User, scopes: readonly string[] | null, ttlSeconds?: number): string;
  /**
   * Tests and the control endpoint: ends every OAuth sign-in, as if each user had revoked the
   * app's access in the web application. Access tokens stay valid until they expire.
   */
  revokeAllGrants(): number;
}

export interface AuthServiceConfig {
  /**
   * `iss` of tokens minted outside a request (`issueAccessToken`, the demo developer token).
   * Requests use the address they came to. Defaults to options.host and options.port; pass the
   * bound address when listening on port 0.
   */
  issuer?: () => string;
}

type Route = (
  ctx: AuthContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) => Promise<void>;

const ROUTES: ReadonlyMap<string, Route> = new Map<string, Route>([
  ['/auth/token', handlePasswordToken],
  ['/auth/refresh', handlePasswordRefresh],
  ['/authorize', handleAuthorize],
  ['/oauth/token', handleOAuthToken],
  ['/oauth/revoke', handleRevoke],
]);

function demoUser(data: SandboxData, accountIndex: number, kind: User['kind']): User {
  const user = data.accounts[accountIndex]?.users.find((u) => u.kind === kind);
  if (!user) throw new Error(`sandbox data: account ${accountIndex + 1} has no ${kind} user`);
  return user;
}

function signIn(user: User): { username: string; password: string } {
  if (user.password === null) throw new Error(`sandbox data: ${user.email} has no password`);
  return { username: user.email, password: user.password };
}

export function createAuthService(
  data: SandboxData,
  options: SandboxOptions,
  config: AuthServiceConfig = {},
): AuthService {
  const ctx: AuthContext = {
    data,
    options,
    secret: randomBytes(32),
    refresh: createRefreshRegistry(),
    codes: createCodeStore(() => options.now()),
  };
  const defaultIssuer = config.issuer ?? (() => formatOrigin(options.host, options.port));
  const mint = (user: User, scopes: readonly string[] | null, ttlSeconds?: number): string =>
    issueAccessToken(ctx, { issuer: defaultIssuer(), user, scopes, ttlSeconds });

  const developer = demoUser(data, 0, 'developer');
  const developerRefreshToken = ctx.refresh.issuePassword(developer.id);
  // Minted on first read, so its `iss` is the bound address even when the port was 0 at start-up.
  let developerAccessToken: string | undefined;

  return {
    demo: {
      owner: signIn(demoUser(data, 0, 'owner')),
      secondOwner: signIn(demoUser(data, 1, 'owner')),
      developer: {
        refreshToken: developerRefreshToken,
        get accessToken(): string {
          developerAccessToken ??= mint(developer, null);
          return developerAccessToken;
        },
      },
    },
    authenticate: (authorization) => authenticateBearer(ctx, authorization),
    issueAccessToken: mint,
    revokeAllGrants: () => ctx.refresh.revokeAllFamilies(),
    async handle(req, res, url) {
      const route = ROUTES.get(url.pathname);
      if (!route) return false;
      try {
        await route(ctx, req, res, url);
      } catch {
        // Nothing is logged: the request may carry credentials or tokens.
        if (!res.headersSent) {
          sendJson(res, 500, { error: 'server_error', error_description: 'Unexpected error' });
        } else {
          res.destroy();
        }
      }
      return true;
    },
  };
}
