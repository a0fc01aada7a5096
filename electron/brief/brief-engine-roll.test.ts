/**
 * A local midnight that passes while a refresh is reading: the refresh's result is rolled to the
 * new period before it is kept and shown, and what it spent counts in the new day (fake clock, a
 * service that answers only when the test lets it).
 */
import { describe, expect, it } from 'vitest';
import type { Brief } from '../../shared/brief/brief.ts';
import { ok } from '../../shared/bridge/errors.ts';
import { createFakeScheduler } from '../time/testing/fake-scheduler.ts';
import { createBriefEngine } from './brief-engine.ts';
import { typedExecute, type ExecuteRequest } from '../broker/execute.ts';
import { periodStartMs } from './period.ts';
import { WORLD_START } from './testing/brief-world.ts';
import { briefEngineOptions } from './testing/engine-options.ts';

const ROOTS: Record<string, string> = {
  BriefOrders: 'orders',
  BriefStockChanges: 'inventory_changes',
  BriefShipments: 'shipments',
  BriefReturns: 'returns',
};

const emptyPage = (operationName: string) =>
  ok({
    data: {
      [ROOTS[operationName] ?? 'none']: {
        data: { pageInfo: { hasNextPage: false, endCursor: null }, edges: [] },
      },
    },
    errors: [],
    scopeWarnings: [],
    cost: { estimated: 101, actual: 1, pageSize: null },
  });

/** The next local midnight after `ms`. */
const nextMidnight = (ms: number): number => {
  const at = new Date(ms);
  return new Date(at.getFullYear(), at.getMonth(), at.getDate() + 1).getTime();
};

function setup(options: { readonly fail?: boolean } = {}) {
  const scheduler = createFakeScheduler(nextMidnight(WORLD_START) - 60_000);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let queries = 0;
  const execute: ExecuteRequest = async (request) => {
    queries += 1;
    // The first query waits for the test; midnight passes meanwhile.
    if (queries === 1) await held;
    if (options.fail === true && queries === 2) {
      return { ok: false, error: { kind: 'network', message: 'The network is down.' } };
    }
    return emptyPage(request.operationName);
  };
  const briefs: Brief[] = [];
  const engine = createBriefEngine(
    briefEngineOptions({
      execute: typedExecute(execute),
      emit: (brief) => briefs.push(brief),
      scheduler,
    }),
  );
  return { scheduler, engine, briefs, release, queries: () => queries };
}

describe('a midnight during a refresh', () => {
  it('rolls the refreshed brief to the new period and keeps its spend in the new day', async () => {
    const { scheduler, engine, briefs, release, queries } = setup();
    await engine.start({ profileId: 'p', account: 'a' });
    const refreshing = engine.refresh();
    scheduler.advance(120_000);
    const newPeriod = periodStartMs(scheduler.now());
    release();
    const brief = await refreshing;
    expect(brief?.since).toBe(new Date(newPeriod).toISOString());
    expect(briefs.at(-1)?.since).toBe(new Date(newPeriod).toISOString());
    // Every query cost one credit, all of them after midnight's roll.
    expect(brief?.dayCredits).toBe(queries());
    expect(engine.get()?.dayCredits).toBe(queries());
  });

  it('rolls a failed refresh too, keeping what it spent', async () => {
    const { scheduler, engine, release } = setup({ fail: true });
    await engine.start({ profileId: 'p', account: 'a' });
    const refreshing = engine.refresh();
    scheduler.advance(120_000);
    const newPeriod = periodStartMs(scheduler.now());
    release();
    const brief = await refreshing;
    expect(brief?.state).toBe('stale');
    expect(brief?.since).toBe(new Date(newPeriod).toISOString());
    expect(engine.get()?.dayCredits).toBe(brief?.lastRefreshCredits);
    expect(brief?.lastRefreshCredits).toBeGreaterThan(0);
  });
});
