import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOARD_REFRESH_MS, boardRefreshes } from '../../shared/kiosk/board-plan.ts';
import { startSandbox, type SandboxHandle } from '../../sandbox/start.ts';
import type { Core } from '../core/core.ts';
import { createKioskCore } from './testing/kiosk-core.ts';
import { installWireClock, type WireClock } from '../time/testing/wire-clock.ts';

/**
 * A cold floor PC (no copy kept) resolves a scanned barcode within its first minute with the
 * default catalogue (500 products), while its board refreshes at the default intervals: the first
 * copy draws its one-off grant from the pool instead of waiting minutes in the kiosk's 10 % share.
 * On a fake clock that moves only while nothing is on the wire (`wire-clock.ts`).
 */
const START = Date.parse('2026-03-02T08:00:00Z');

let sandbox: SandboxHandle;
let core: Core;
let clock: WireClock;

beforeAll(async () => {
  clock = installWireClock(START);
  sandbox = await startSandbox({ port: 0, products: 500, orders: 200 });
  core = await clock.drive(createKioskCore(sandbox, clock.fetch));
});

afterAll(async () => {
  await clock.drive(core.close());
  clock.uninstall();
  await sandbox.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

describe('a cold kiosk', () => {
  it('resolves a barcode within its first minute', async () => {
    let ended = false;
    const loops = boardRefreshes(DEFAULT_BOARD_REFRESH_MS, 'pending').map(async (refresh) => {
      while (!ended) {
        await core.handlers.graphql({
          operationName: refresh.operation,
          variables: refresh.variables,
          priority: 'background',
        });
        await sleep(refresh.intervalMs);
      }
    });
    const product = sandbox.data.accounts[0]?.products.find((p) => p.barcode);
    if (!product?.barcode) throw new Error('no product with a barcode');
    const code = product.barcode;
    let resolvedAt: number | null = null;
    // Seconds since the kiosk started (its sign-in and first lists ran while the core was made).
    while (resolvedAt === null && Date.now() - START < 120_000) {
      await clock.runFor(1_000);
      const found = await core.handlers['replica.lookup']({ code });
      if (found.ok && found.value.product?.sku === product.sku)
        resolvedAt = (Date.now() - START) / 1000;
    }
    ended = true;
    await clock.drive(Promise.all(loops));
    expect(resolvedAt).not.toBeNull();
    expect(resolvedAt ?? Infinity).toBeLessThanOrEqual(60);
  }, 120_000);
});
