import type { SessionSnapshot } from '../../../shared/bridge/contract.ts';
import type { BridgeResult } from '../../../shared/bridge/errors.ts';
import type { SignInProgress } from '../../../shared/bridge/session.ts';
import { startSandbox, type SandboxHandle } from '../../../sandbox/start.ts';
import { createFakeCipher } from '../../auth/testing/fake-cipher.ts';
import { createVault, type Vault } from '../../auth/vault.ts';
import { createLogger, createMemorySink } from '../../log/logger.ts';
import { createMemoryStore, type KeyValueStore } from '../../store/key-value-store.ts';
import type { BuiltInService } from '../profile-catalogue.ts';
import {
  createSignInController,
  type ActiveSession,
  type SignInController,
} from '../sign-in-controller.ts';
import {
  createSecretCollector,
  findLeaks,
  type Haystack,
  type SecretCollector,
} from './leak-scan.ts';
import { installWireClock } from '../../time/testing/wire-clock.ts';

/**
 * Test-only: the real sandbox (short token lifetime) and a sign-in controller wired to it, with
 * everything that would reach the renderer or a log captured for the leak scan. Time is fake and
 * moves only while nothing is on the wire (`wire-clock.ts`): token lifetimes pass in `wait`
 * without sleeping, and a token is never found expired because a busy machine was slow to use it.
 */

export const TOKEN_TTL_SECONDS = 2;

export interface Harness {
  readonly sandbox: SandboxHandle;
  readonly controller: SignInController;
  readonly store: KeyValueStore;
  readonly vault: Vault;
  readonly secrets: SecretCollector;
  readonly logLines: string[];
  readonly snapshots: SessionSnapshot[];
  readonly progress: SignInProgress[];
  /** URLs the controller asked the system browser to open. */
  readonly opened: string[];
  /** Makes the fake system browser refuse to open (snap/flatpak without a portal). */
  browserFails: boolean;
  /** Resolves with the next URL handed to the system browser. */
  nextOpened(): Promise<string>;
  /** Records a controller result as what the bridge would send to the renderer. */
  sent<T>(value: T): T;
  /** Records a result and returns its value; throws with the error kind if it failed. */
  value<T>(result: BridgeResult<T>): T;
  /** The active profile's session; throws if there is none. */
  active(): ActiveSession;
  /** Everything captured so far that must not contain a secret. */
  haystacks(): Haystack[];
  leaks(): string[];
  /** A fresh developer access token and the demo developer's refresh token (both recorded). */
  developerTokens(): { accessToken: string; refreshToken: string };
  /**
   * A second run of the app: a new controller on the same stored data, with a fresh vault that
   * must decrypt from the store, logging and emitting into the same captures. Its built-in
   * profile uses this sandbox, another sandbox's URL, or a service started on first use.
   */
  restart(builtIn?: string | BuiltInService): SignInController;
  /** Lets `ms` pass on the wire clock. */
  wait(ms: number): Promise<void>;
  /** `{ user_quota { credits_remaining } }` with this access token. */
  quota(accessToken: string): Promise<{ status: number; credits: unknown; errors: unknown }>;
  close(): Promise<void>;
}

export async function startHarness(options: { callbackPort?: number } = {}): Promise<Harness> {
  const secrets = createSecretCollector();
  const originalFetch = globalThis.fetch;
  const clock = installWireClock(Date.parse('2026-03-02T08:00:00Z'));
  globalThis.fetch = secrets.wrap(clock.fetch);
  const sandbox = await startSandbox({
    port: 0,
    tokenTtlSeconds: TOKEN_TTL_SECONDS,
    products: 30,
    orders: 20,
  });
  const memory = createMemorySink();
  const log = createLogger({ sink: memory.sink });
  const store = createMemoryStore();
  const vault = createVault({ cipher: createFakeCipher(), store, log: log.child('vault') });
  const opened: string[] = [];
  const waiters: ((url: string) => void)[] = [];
  const sentValues: unknown[] = [];

  const controllers: SignInController[] = [];
  const controllerFor = (builtIn: string | BuiltInService, runVault: Vault): SignInController => {
    const controller = createSignInController({
      store,
      vault: runVault,
      sandboxUrls: typeof builtIn === 'string' ? { baseUrl: builtIn, loginUrl: builtIn } : builtIn,
      log,
      callbackPort: options.callbackPort ?? 3000,
      // A hang guard: the played browser always comes back, however slowly on a busy machine.
      callbackTimeoutMs: 120_000,
      // The played browser always fetches the done page, which closes the server; a short grace
      // would race that request on a busy machine (the request then meets a reset connection).
      doneGraceMs: 120_000,
      openExternal: (opening) => {
        opened.push(opening);
        for (const resolve of waiters.splice(0)) resolve(opening);
        return harness.browserFails ? Promise.reject(new Error('no browser')) : Promise.resolve();
      },
    });
    controller.subscribe((snapshot) => harness.snapshots.push(snapshot));
    controller.onProgress((progress) => harness.progress.push(progress));
    controllers.push(controller);
    return controller;
  };

  const harness: Harness = {
    sandbox,
    controller: controllerFor(sandbox.url, vault),
    restart: (builtIn = sandbox.url) =>
      controllerFor(builtIn, createVault({ cipher: createFakeCipher(), store, log })),
    store,
    vault,
    secrets,
    logLines: memory.lines,
    snapshots: [],
    progress: [],
    opened,
    browserFails: false,
    nextOpened: () => new Promise((resolve) => waiters.push(resolve)),
    sent: (value) => {
      sentValues.push(value);
      return value;
    },
    haystacks: () => {
      const browserUrlAllowed = ['state'] as const;
      return [
        ...harness.logLines.map((text, i) => ({ where: `log line ${i + 1}`, text })),
        ...harness.snapshots.map((s, i) => ({
          where: `session event ${i + 1}`,
          text: JSON.stringify(s),
          allows: browserUrlAllowed,
        })),
        ...harness.progress.map((p, i) => ({
          where: `progress event ${i + 1}`,
          text: JSON.stringify(p),
          allows: browserUrlAllowed,
        })),
        ...sentValues.map((v, i) => ({
          where: `bridge reply ${i + 1}`,
          text: JSON.stringify(v),
          allows: browserUrlAllowed,
        })),
      ];
    },
    value: (result) => {
      harness.sent(result);
      if (!result.ok) throw new Error(`${result.error.kind}: ${result.error.message}`);
      return result.value;
    },
    active: () => {
      const active = harness.controller.activeSession();
      if (active === undefined) throw new Error('no active session');
      return active;
    },
    leaks: () => findLeaks(harness.haystacks(), secrets.secrets),
    developerTokens: () => {
      const developer = sandbox.data.accounts[0]?.users.find((u) => u.kind === 'developer');
      if (developer === undefined) throw new Error('the sandbox seed has no developer user');
      const tokens = {
        accessToken: sandbox.auth.issueAccessToken(developer, null),
        refreshToken: sandbox.demo.developer.refreshToken,
      };
      secrets.add('access-token', tokens.accessToken);
      secrets.add('refresh-token', tokens.refreshToken);
      return tokens;
    },
    wait: (ms) => clock.runFor(ms),
    quota: async (accessToken) => {
      const response = await fetch(`${sandbox.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ query: '{ user_quota { credits_remaining } }' }),
      });
      const body = (await response.json()) as {
        data?: { user_quota?: { credits_remaining?: unknown } };
        errors?: unknown;
      };
      return {
        status: response.status,
        credits: body.data?.user_quota?.credits_remaining,
        errors: body.errors,
      };
    },
    close: async () => {
      for (const controller of controllers) controller.close();
      await sandbox.close();
      globalThis.fetch = originalFetch;
      clock.uninstall();
    },
  };
  return harness;
}
