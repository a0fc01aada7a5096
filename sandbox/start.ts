/**
 * Starts the sandbox in this process: for `npm run sandbox`, for tests, and for main's demo mode
 * (the built-in profile). Returns the URL and handles tests use to steer it.
 */
import type { AddressInfo } from 'node:net';
import { createAuthService, type AuthService, type DemoCredentials } from './auth/service.ts';
import { createCreditPools, type CreditPools } from './credits/pool.ts';
import { createRandom, deriveSeed } from './data/random.ts';
import { seedData } from './data/seed.ts';
import type { SandboxData } from './data/types.ts';
import { createGraphqlEngine } from './graphql/engine.ts';
import { loadServiceSchema } from '../shared/api/service-schema.ts';
import { createRequestLimiter } from './http/request-limit.ts';
import { createSandboxServer } from './server/server.ts';
import { resolveOptions, type SandboxOptions } from './options.ts';
import { openPersistence, type PersistOptions } from './persist/sandbox-store.ts';

export interface SandboxHandle {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:4010 — `{base_url}` and `{login_url}`. */
  readonly url: string;
  readonly port: number;
  readonly options: SandboxOptions;
  readonly data: SandboxData;
  readonly auth: AuthService;
  readonly pools: CreditPools;
  readonly demo: DemoCredentials;
  /** Changes fault injection while running (tests of retries and recovery). */
  setFaults(faults: { failRate?: number; latencyMs?: number }): void;
  close(): Promise<void>;
}

export interface SandboxExtras {
  /**
   * Serves the test-only control endpoints (`server/control-route.ts`): fault injection and
   * revoking sign-ins over HTTP, for tests that run the sandbox in another process. Off by default.
   */
  readonly control?: boolean;
  /**
   * Keep the data in this folder across restarts (the app's embedded sandbox). Absent: the seed
   * every time, in memory only, as tests need.
   */
  readonly persist?: PersistOptions;
}

export async function startSandbox(
  partial: Partial<SandboxOptions> = {},
  extras: SandboxExtras = {},
): Promise<SandboxHandle> {
  const options = resolveOptions(partial);
  const persistence = extras.persist === undefined ? undefined : openPersistence(extras.persist);
  const data =
    persistence?.loaded ??
    seedData({
      seed: options.seed,
      products: options.products,
      orders: options.orders,
      warehouses: options.warehouses,
      credits: options.credits,
      rate: options.rate,
      now: options.now(),
    });
  persistence?.track(data);
  // Tokens minted outside a request (developer tokens, tests) name the bound origin as `iss`.
  let origin = '';
  const auth = createAuthService(data, options, { issuer: () => `${origin}/` });
  const pools = createCreditPools(options.now);
  const log = (message: string): void => console.error(message);
  const engine = createGraphqlEngine({ schema: loadServiceSchema(), pools, now: options.now, log });
  const random = createRandom(deriveSeed(options.seed, 'faults'));
  const faults = { failRate: options.failRate, random: () => random.next() };
  let latencyMs = options.latencyMs;
  const setFaults = (next: { failRate?: number; latencyMs?: number }): void => {
    if (next.failRate !== undefined) faults.failRate = next.failRate;
    if (next.latencyMs !== undefined) latencyMs = next.latencyMs;
  };

  const server = createSandboxServer({
    auth,
    engine,
    limiter: createRequestLimiter(
      options.requestLimit,
      options.requestWindowSeconds * 1000,
      options.now,
    ),
    faults,
    latency: () => latencyMs,
    log,
    ...(extras.control === true
      ? { control: { setFaults, revokeGrants: () => auth.revokeAllGrants() } }
      : {}),
  });
  if (persistence !== undefined) {
    // Every change arrives as a request; 'close' also covers replies the client gave up on.
    server.on('request', (_req, res) => res.once('close', () => persistence.noteActivity()));
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  origin = `http://${host}:${port}`;

  return {
    url: origin,
    port,
    options,
    data,
    auth,
    pools,
    demo: auth.demo,
    setFaults,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => persistence?.close()),
  };
}
