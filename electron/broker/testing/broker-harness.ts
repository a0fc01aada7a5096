/**
 * Test harness: the real sandbox, a real password sign-in and token session, and a broker over
 * them, with a fetch wrapper that counts what crossed the wire (code-30 replies, 429s, requests).
 */
import type { SessionState } from '../../../shared/bridge/session.ts';
import { startSandbox, type SandboxHandle } from '../../../sandbox/start.ts';
import type { SandboxOptions } from '../../../sandbox/options.ts';
import type { User } from '../../../sandbox/data/types.ts';
import { signInWithPassword } from '../../auth/password-sign-in.ts';
import { createFakeCipher } from '../../auth/testing/fake-cipher.ts';
import { createTokenSession, type TokenSession } from '../../auth/token-session.ts';
import { createVault } from '../../auth/vault.ts';
import { createMemoryStore } from '../../store/key-value-store.ts';
import type { ActiveSession } from '../active-session.ts';
import { createBroker, type Broker, type BrokerOptions } from '../broker.ts';
import { loadServiceSchema } from '../../../shared/api/service-schema.ts';
import type { AuthSource } from '../urql-client.ts';

export const schema = loadServiceSchema();

export interface WireLog {
  requests: { operation: string; status: number; codes: number[] }[];
  count(
    predicate: (entry: { operation: string; status: number; codes: number[] }) => boolean,
  ): number;
}

/** A fetch that records each GraphQL exchange; `intercept` may replace or fail a request. */
export function recordingFetch(
  intercept?: (body: string, send: () => Promise<Response>) => Promise<Response>,
): { fetch: typeof fetch; log: WireLog } {
  const requests: WireLog['requests'] = [];
  const wrapped: typeof fetch = async (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : '';
    const send = (): Promise<Response> => fetch(input, init);
    const response = await (intercept ? intercept(body, send) : send());
    const text = await response.clone().text();
    let codes: number[];
    try {
      const parsed = JSON.parse(text) as { errors?: { code?: unknown }[] };
      codes = (parsed.errors ?? []).map((e) => (typeof e.code === 'number' ? e.code : -1));
    } catch {
      codes = [];
    }
    const operation =
      /"operationName":"(\w+)"/.exec(body)?.[1] ?? /(?:query|mutation) (\w+)/.exec(body)?.[1] ?? '';
    requests.push({ operation, status: response.status, codes });
    return response;
  };
  return { fetch: wrapped, log: { requests, count: (p) => requests.filter(p).length } };
}

export async function passwordSession(sandbox: SandboxHandle): Promise<TokenSession> {
  const session = createTokenSession(
    {
      id: 'sandbox',
      baseUrl: sandbox.url,
      loginUrl: sandbox.url,
      clientId: 'floorboard-desktop',
      method: 'password',
    },
    { vault: createVault({ cipher: createFakeCipher(), store: createMemoryStore() }) },
  );
  const signedIn = await signInWithPassword({
    baseUrl: sandbox.url,
    username: sandbox.demo.owner.username,
    password: sandbox.demo.owner.password,
  });
  if (!signedIn.ok) throw new Error(`sandbox sign-in failed: ${signedIn.error.kind}`);
  await session.signIn(signedIn.value);
  return session;
}

/** A session over one sandbox-issued token, with chosen scopes, for scope and 401 tests. */
export function tokenAuth(
  sandbox: SandboxHandle,
  options: {
    scopes: readonly string[] | null;
    claimScopes?: readonly string[] | null;
    ttlSeconds?: number;
    onUnauthorized?: () => string | null;
  },
): AuthSource {
  const owner = ownerOf(sandbox);
  let token = sandbox.auth.issueAccessToken(owner, options.scopes, options.ttlSeconds);
  const claimed = options.claimScopes === undefined ? options.scopes : options.claimScopes;
  const state: SessionState = {
    status: 'signed-in',
    profileId: 'sandbox',
    method: claimed === null ? 'password' : 'oauth',
    scopes: claimed ?? [],
    scopeLimited: claimed !== null,
    expiresAt: Date.now() + 3_600_000,
    persistence: 'none',
  };
  return {
    getAccessToken: () => Promise.resolve({ ok: true, value: token }),
    onUnauthorized: () => {
      const next = options.onUnauthorized?.() ?? null;
      if (next === null) return Promise.resolve({ ok: false, error: 'refused' });
      token = next;
      return Promise.resolve({ ok: true, value: token });
    },
    getState: () => state,
  };
}

export function ownerOf(sandbox: SandboxHandle): User {
  const owner = sandbox.data.accounts[0]?.users.find((u) => u.kind === 'owner');
  if (!owner) throw new Error('sandbox has no owner');
  return owner;
}

export interface Harness {
  sandbox: SandboxHandle;
  broker: Broker;
  wire: WireLog;
  close(): Promise<void>;
}

export async function startHarness(
  sandboxOptions: Partial<SandboxOptions>,
  setup: {
    auth?: (sandbox: SandboxHandle) => AuthSource | Promise<AuthSource>;
    broker?: Partial<BrokerOptions>;
    intercept?: Parameters<typeof recordingFetch>[0];
    baseUrl?: string;
  } = {},
): Promise<Harness> {
  const sandbox = await startSandbox({ port: 0, products: 60, orders: 40, ...sandboxOptions });
  const auth = await (setup.auth ?? passwordSession)(sandbox);
  const { fetch: wiredFetch, log } = recordingFetch(setup.intercept);
  const active: ActiveSession = {
    profile: { id: 'sandbox', baseUrl: setup.baseUrl ?? sandbox.url },
    session: auth,
  };
  const broker = createBroker({ schema, active: () => active, fetch: wiredFetch, ...setup.broker });
  return {
    sandbox,
    broker,
    wire: log,
    close: async () => {
      broker.dispose();
      await sandbox.close();
    },
  };
}
