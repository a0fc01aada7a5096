import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { boardRefreshes } from '../../shared/kiosk/board-plan.ts';
import type { ServiceResponse } from '../../shared/wire/service.ts';
import { startSandbox, type SandboxHandle } from '../../sandbox/start.ts';
import { createFakeCipher } from '../auth/testing/fake-cipher.ts';
import { DEFAULT_KIOSK_SETTINGS } from './options.ts';
import { silentLogger } from '../log/logger.ts';
import { createMemoryStore } from '../store/key-value-store.ts';
import type { Core } from '../core/core.ts';
import { createCore } from '../core/create-core.ts';

/**
 * Credit manners: the floor board's auto-refresh, run through main's kiosk core at the
 * board's own intervals and priority, uses at most its share (10%) of the account's restore rate
 * over a simulated hour, and less still while someone else keeps the shared pool low.
 *
 * Acceleration: time runs ×120, so the hour takes 30 real seconds. The sandbox restores credits
 * 120 times faster (60/s becomes 7,200/s) with the same pool size, and every refresh interval is
 * divided by 120. Credits are not scaled, so each ratio the pacer works with — credits per
 * interval against the restore rate, the time the pool takes to refill — is the real hour's.
 * Below, "simulated" seconds are real ones × SCALE.
 *
 * The board is set to refresh every 5 simulated seconds instead of the default 30, so that what
 * it asks for (about 11 credits a second) is well above its share (6 a second): the cap must come
 * from main's pacer, not from a board that happens to be modest.
 */
const SCALE = 120;
const RATE = 60; // credits per simulated second, the sandbox default
const SHARE = DEFAULT_KIOSK_SETTINGS.autoRefreshShare;
const BOARD_BASE_MS = 5_000;
const FREE_SIM_S = 40 * 60;
const DRAINED_SIM_S = 20 * 60;

let sandbox: SandboxHandle;
let core: Core;
/** Credits the service charged the kiosk, by the simulated second they were charged at. */
const charges: { at: number; credits: number }[] = [];
let t0 = 0;
const simNow = (): number => ((Date.now() - t0) * SCALE) / 1000;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rate: RATE * SCALE, products: 100, orders: 200 });
  // Everything the kiosk sends goes through here: read what each reply says it cost.
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const response = await realFetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/graphql')) {
      const body = (await response.clone().json()) as ServiceResponse;
      charges.push({ at: simNow(), credits: body.extensions?.throttling?.cost ?? 1 });
    }
    return response;
  });
  core = await createCore(
    {
      sandboxUrls: { baseUrl: sandbox.url, loginUrl: sandbox.url },
      store: createMemoryStore(),
      cipher: createFakeCipher(),
      openExternal: () => Promise.resolve(),
      log: silentLogger,
    },
    {
      quotaIntervalMs: 30_000 / SCALE,
      kiosk: {
        settings: DEFAULT_KIOSK_SETTINGS,
        signInAtStart: { method: 'password', ...sandbox.demo.owner },
      },
    },
  );
});

afterAll(async () => {
  await core.close();
  await sandbox.close();
  vi.unstubAllGlobals();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** One board list: refresh, wait out the rest of its interval, again — like refetchInterval. */
async function refreshLoop(
  refresh: ReturnType<typeof boardRefreshes>[number],
  until: Promise<void>,
  ended: () => boolean,
): Promise<void> {
  while (!ended()) {
    const started = Date.now();
    await Promise.race([
      core.handlers.graphql({
        operationName: refresh.operation,
        variables: refresh.variables,
        priority: 'background',
      }),
      until,
    ]);
    await Promise.race([sleep(refresh.intervalMs - (Date.now() - started)), until]);
  }
}

/** Someone else: keeps the account's pool at 10–15% of its maximum. */
function drainPool(): () => void {
  const account = sandbox.data.accounts[0];
  if (account === undefined) throw new Error('no account');
  const timer = setInterval(() => {
    const { credits_remaining, max_available } = sandbox.pools.snapshot(account);
    if (credits_remaining > 0.15 * max_available) sandbox.pools.set(account, 0.1 * max_available);
  }, 5);
  return () => clearInterval(timer);
}

const spentBetween = (from: number, to: number): number =>
  charges.filter((c) => c.at >= from && c.at < to).reduce((sum, c) => sum + c.credits, 0);

describe('kiosk credit manners', () => {
  it('keeps auto-refresh within its share over an hour, and slows while the pool is low', async () => {
    const totalMs = ((FREE_SIM_S + DRAINED_SIM_S) * 1000) / SCALE;
    let finish = (): void => undefined;
    const until = new Promise<void>((resolve) => (finish = resolve));
    let ended = false;
    charges.length = 0;
    t0 = Date.now();
    const loops = boardRefreshes(BOARD_BASE_MS / SCALE, 'pending').map((r) =>
      refreshLoop(r, until, () => ended),
    );
    await sleep((FREE_SIM_S * 1000) / SCALE);
    const stopDrain = drainPool();
    await sleep(totalMs - (Date.now() - t0));
    ended = true;
    finish();
    stopDrain();
    await Promise.all(loops);

    const max = sandbox.data.accounts[0]?.quota.max ?? 0;
    const free = spentBetween(0, FREE_SIM_S);
    const drained = spentBetween(FREE_SIM_S + 60, FREE_SIM_S + DRAINED_SIM_S);
    // The share of the restore rate, plus the share of the pool the allowance starts with, plus
    // one of the board's largest requests in flight at the end.
    const allowed = SHARE * RATE * FREE_SIM_S + SHARE * max + 101;
    const asked = (21 / 5 + 51 / 10 + 101 / 50) * FREE_SIM_S;
    console.log(
      `kiosk credit use: ${Math.round(free)} credits in ${FREE_SIM_S / 60} simulated minutes ` +
        `(share allows ${Math.round(allowed)}, the board asked for ${Math.round(asked)}); ` +
        `${Math.round(drained)} in ${DRAINED_SIM_S / 60 - 1} minutes with the pool kept low`,
    );
    expect(asked).toBeGreaterThan(allowed);
    expect(free).toBeLessThanOrEqual(allowed);
    // Not starved either: it refreshes at close to its share.
    expect(free).toBeGreaterThan(0.6 * SHARE * RATE * FREE_SIM_S);
    // Per simulated minute, far below what it used while the pool was full.
    const perMinuteFree = free / (FREE_SIM_S / 60);
    const perMinuteDrained = drained / (DRAINED_SIM_S / 60 - 1);
    expect(perMinuteDrained).toBeLessThan(0.25 * perMinuteFree);
  }, 60_000);
});
