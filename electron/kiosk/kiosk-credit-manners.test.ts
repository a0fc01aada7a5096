import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardRefreshes } from '../../shared/kiosk/board-plan.ts';
import type { ServiceResponse } from '../../shared/wire/service.ts';
import { startSandbox, type SandboxHandle } from '../../sandbox/start.ts';
import { DEFAULT_KIOSK_SETTINGS } from './options.ts';
import { KIOSK_COPY_GRANT_SHARE } from './kiosk-mode.ts';
import type { Core } from '../core/core.ts';
import { createKioskCore } from './testing/kiosk-core.ts';
import { installWireClock, type WireClock } from '../time/testing/wire-clock.ts';

/**
 * Credit manners: the floor board's auto-refresh, run through main's kiosk core at the
 * board's own intervals and priority, uses at most its share (10%) of the account's restore rate
 * over an hour, and less still while someone else keeps the shared pool low.
 *
 * The hour runs on a fake clock that moves only while nothing is on the wire (`wire-clock.ts`),
 * shared by the sandbox's credit pools, the broker's pacer and the board's refresh loops; requests
 * still cross real HTTP. The credits counted are the same on an idle machine and a busy one, and
 * the hour takes a second or two.
 *
 * The board is set to refresh every 5 seconds instead of the default 30, so that what it asks for
 * (about 11 credits a second) is well above its share (6 a second): the cap must come from main's
 * pacer, not from a board that happens to be modest.
 */
const RATE = 60; // credits per second, the sandbox default
const SHARE = DEFAULT_KIOSK_SETTINGS.autoRefreshShare;
const BOARD_BASE_MS = 5_000;
const FREE_S = 40 * 60;
const DRAINED_S = 20 * 60;
const START = Date.parse('2026-03-02T08:00:00Z');

let sandbox: SandboxHandle;
let core: Core;
let clock: WireClock;
/** Credits the service charged the kiosk, by the second (since START) they were charged at. */
const charges: { at: number; credits: number }[] = [];
const elapsedS = (): number => (Date.now() - START) / 1000;

/** Everything the broker sends goes through here: read what each reply says it cost. */
const chargedFetch: typeof fetch = async (input, init) => {
  const response = await clock.fetch(input, init);
  const url = input instanceof Request ? input.url : String(input);
  if (url.endsWith('/graphql')) {
    const body = (await response.clone().json()) as ServiceResponse;
    charges.push({ at: elapsedS(), credits: body.extensions?.throttling?.cost ?? 1 });
  }
  return response;
};

beforeAll(async () => {
  clock = installWireClock(START);
  sandbox = await startSandbox({ port: 0, rate: RATE, products: 100, orders: 200 });
  core = await clock.drive(createKioskCore(sandbox, chargedFetch));
});

afterAll(async () => {
  await clock.drive(core.close());
  clock.uninstall();
  await sandbox.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** One board list: refresh, wait out the rest of its interval, again — like refetchInterval. */
async function refreshLoop(
  refresh: ReturnType<typeof boardRefreshes>[number],
  ended: () => boolean,
): Promise<void> {
  while (!ended()) {
    const started = Date.now();
    await core.handlers.graphql({
      operationName: refresh.operation,
      variables: refresh.variables,
      priority: 'background',
    });
    await sleep(refresh.intervalMs - (Date.now() - started));
  }
}

/** Someone else: keeps the account's pool at 10–15% of its maximum, looking every second. */
function drainPool(): () => void {
  const account = sandbox.data.accounts[0];
  if (account === undefined) throw new Error('no account');
  const timer = setInterval(() => {
    const { credits_remaining, max_available } = sandbox.pools.snapshot(account);
    if (credits_remaining > 0.15 * max_available) sandbox.pools.set(account, 0.1 * max_available);
  }, 1_000);
  return () => clearInterval(timer);
}

const spentBetween = (from: number, to: number): number =>
  charges.filter((c) => c.at >= from && c.at < to).reduce((sum, c) => sum + c.credits, 0);

describe('kiosk credit manners', () => {
  it('keeps auto-refresh within its share over an hour, and slows while the pool is low', async () => {
    let ended = false;
    charges.length = 0;
    const t0 = elapsedS();
    const loops = boardRefreshes(BOARD_BASE_MS, 'pending').map((r) => refreshLoop(r, () => ended));
    await clock.runFor(FREE_S * 1000);
    const stopDrain = drainPool();
    await clock.runFor(DRAINED_S * 1000);
    stopDrain();
    ended = true;
    await clock.drive(Promise.all(loops));

    const max = sandbox.data.accounts[0]?.quota.max ?? 0;
    const free = spentBetween(t0, t0 + FREE_S);
    const drained = spentBetween(t0 + FREE_S + 60, t0 + FREE_S + DRAINED_S);
    // The share of the restore rate, plus the share of the pool the allowance starts with, plus
    // the first copy's one-off grant, plus one of the board's largest requests in flight at the
    // end.
    const allowed = SHARE * RATE * FREE_S + SHARE * max + KIOSK_COPY_GRANT_SHARE * max + 101;
    const asked = (21 / 5 + 51 / 10 + 101 / 50) * FREE_S;
    expect(asked).toBeGreaterThan(allowed);
    expect(free).toBeLessThanOrEqual(allowed);
    // Not starved either: it refreshes at close to its share.
    expect(free).toBeGreaterThan(0.6 * SHARE * RATE * FREE_S);
    // Per minute, far below what it used while the pool was full.
    const perMinuteFree = free / (FREE_S / 60);
    const perMinuteDrained = drained / (DRAINED_S / 60 - 1);
    expect(perMinuteDrained).toBeLessThan(0.25 * perMinuteFree);
  }, 120_000);
});
