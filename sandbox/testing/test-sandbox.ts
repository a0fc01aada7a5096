/**
 * Helpers for tests that drive the sandbox over HTTP: a controllable clock, tokens with chosen
 * scopes, and a small GraphQL client that returns the raw reply.
 */
import type { ServiceResponse } from '../../shared/wire/service.ts';
import type { User } from '../data/types.ts';
import type { SandboxOptions } from '../options.ts';
import { startSandbox, type SandboxHandle } from '../start.ts';

export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

export function createTestClock(start = Date.parse('2026-11-01T12:00:00Z')): TestClock {
  let t = start;
  return {
    now: () => t,
    advance(ms) {
      t += ms;
    },
  };
}

export interface GraphqlReply {
  status: number;
  body: ServiceResponse;
  headers: Headers;
}

export interface TestSandbox {
  sandbox: SandboxHandle;
  clock: TestClock;
  owner: User;
  staff: User;
  secondOwner: User;
  /** An access token; `scopes` null means not scope-limited (like /auth/token). */
  token(scopes: readonly string[] | null, user?: User): string;
  graphql(
    token: string | null,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphqlReply>;
  close(): Promise<void>;
}

function userByEmail(sandbox: SandboxHandle, email: string): User {
  const user = sandbox.data.accounts.flatMap((a) => a.users).find((u) => u.email === email);
  if (!user) throw new Error(`seed data has no user ${email}`);
  return user;
}

export async function startTestSandbox(
  options: Partial<SandboxOptions> = {},
): Promise<TestSandbox> {
  const clock = createTestClock();
  const sandbox = await startSandbox({
    port: 0,
    products: 40,
    orders: 30,
    now: clock.now,
    ...options,
  });
  const owner = userByEmail(sandbox, 'owner@sandbox.test');
  return {
    sandbox,
    clock,
    owner,
    staff: userByEmail(sandbox, 'staff@sandbox.test'),
    secondOwner: userByEmail(sandbox, 'owner@second.sandbox.test'),
    token: (scopes, user = owner) => sandbox.auth.issueAccessToken(user, scopes),
    async graphql(token, query, variables) {
      const response = await fetch(`${sandbox.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return {
        status: response.status,
        body: (await response.json()) as ServiceResponse,
        headers: response.headers,
      };
    },
    close: () => sandbox.close(),
  };
}

/** Reads a dotted path (`data.products.data.edges.0.node.sku`) out of a reply, for assertions. */
export function dig(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Reflect.get(current, Array.isArray(current) ? Number(key) : key);
  }
  return current;
}

/** Like `dig`, for lists: fails the test if the value is not an array. */
export function digList(value: unknown, path: string): unknown[] {
  const list = dig(value, path);
  if (!Array.isArray(list))
    throw new Error(`expected a list at ${path}, got ${JSON.stringify(list)}`);
  return list as unknown[];
}
