/**
 * The brief's own schedule, on a fake clock and a fake service that answers every query with an
 * empty page costing one credit: polls only while an alert kind is picked and never in kiosk
 * mode, at an interval that keeps the last refresh's cost within the budget share.
 */
import { describe, expect, it } from 'vitest';
import type { AlertSettings, Brief } from '../../shared/brief/brief.ts';
import { ok } from '../../shared/bridge/errors.ts';
import { createFakeScheduler } from '../time/testing/fake-scheduler.ts';
import { createBriefEngine } from './brief-engine.ts';
import { POLL_MIN_MS, POLL_UNKNOWN_RATE_MS, pollIntervalMs } from './poll-interval.ts';
import { typedExecute } from '../broker/execute.ts';
import { emptyService } from './testing/empty-service.ts';
import { WORLD_START } from './testing/brief-world.ts';
import { briefEngineOptions } from './testing/engine-options.ts';

async function setup(options: {
  kinds: AlertSettings['kinds'];
  kiosk?: boolean;
  rate?: number | null;
  scopes?: readonly string[];
}) {
  const scheduler = createFakeScheduler(WORLD_START);
  const service = emptyService();
  const briefs: Brief[] = [];
  const settings: AlertSettings = { kinds: options.kinds, budgetShare: 0.05 };
  const engine = createBriefEngine(
    briefEngineOptions({
      execute: service.execute,
      settings: () => settings,
      scopes: () => options.scopes ?? null,
      rate: () => (options.rate === undefined ? 60 : options.rate),
      mayPoll: () => options.kiosk !== true,
      emit: (brief) => briefs.push(brief),
      scheduler,
    }),
  );
  await engine.start({ profileId: 'p', account: 'a' });
  return { scheduler, service, engine, briefs };
}

/** Lets the refresh a timer started run to its end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pollIntervalMs', () => {
  it('keeps the last refresh cost within the share of the restore rate', () => {
    // 600 credits at 5% of 60/s (3 credits a second): every 200 s.
    expect(pollIntervalMs(600, 60, 0.05)).toBe(200_000);
    expect(pollIntervalMs(600, 60, 0.1)).toBe(100_000);
  });
  it('never polls more than once a minute, and slowly when the rate is unknown', () => {
    expect(pollIntervalMs(4, 60, 0.05)).toBe(POLL_MIN_MS);
    expect(pollIntervalMs(4, null, 0.05)).toBe(POLL_UNKNOWN_RATE_MS);
  });
});

describe('the brief polls within its budget', () => {
  it('does not poll while no alert kind is picked', async () => {
    const { scheduler, service, engine } = await setup({ kinds: [] });
    await engine.refresh();
    const after = service.sent.length;
    expect(scheduler.pendingCount()).toBe(1); // only the midnight roll
    scheduler.advance(60 * 60_000);
    await settle();
    expect(service.sent.length).toBe(after);
  });

  it('never polls in kiosk mode', async () => {
    const { scheduler, engine } = await setup({ kinds: ['order-on-hold'], kiosk: true });
    await engine.refresh();
    expect(scheduler.pendingCount()).toBe(1); // only the midnight roll
  });

  it('polls on the interval the last refresh cost allows, at deferred priority', async () => {
    const { scheduler, service, engine } = await setup({ kinds: ['po-arrived'], rate: 1 });
    const first = await engine.refresh();
    const cost = first?.lastRefreshCredits ?? 0;
    expect(cost).toBe(service.sent.length); // one credit a query
    const wait = pollIntervalMs(cost, 1, 0.05);
    expect(wait).toBeGreaterThan(POLL_MIN_MS);
    const before = service.sent.length;
    scheduler.advance(wait - 1);
    await settle();
    expect(service.sent.length).toBe(before);
    scheduler.advance(1);
    await settle();
    expect(service.sent.length).toBeGreaterThan(before);
    expect(service.sent.every((request) => request.priority === 'deferred')).toBe(true);
    // What the polls spent over the time they ran stays within the share.
    const spent = service.sent.length - before;
    expect(spent / (wait / 1000)).toBeLessThanOrEqual(0.05 * 1);
  });

  it('starts polling when a kind is picked and stops when none is', async () => {
    const scheduler = createFakeScheduler(WORLD_START);
    const service = emptyService();
    let settings: AlertSettings = { kinds: [], budgetShare: 0.05 };
    const engine = createBriefEngine(
      briefEngineOptions({ execute: service.execute, settings: () => settings, scheduler }),
    );
    await engine.start({ profileId: 'p', account: 'a' });
    expect(scheduler.pendingCount()).toBe(1); // the midnight roll
    settings = { kinds: ['return-overdue'], budgetShare: 0.05 };
    engine.settingsChanged();
    expect(scheduler.pendingCount()).toBe(2);
    settings = { kinds: [], budgetShare: 0.05 };
    engine.settingsChanged();
    expect(scheduler.pendingCount()).toBe(1);
  });

  it('says a refresh is under way, then fresh, with what it cost', async () => {
    const { briefs, engine } = await setup({ kinds: [] });
    const brief = await engine.refresh();
    expect(briefs.map((b) => b.state)).toEqual(['refreshing', 'fresh']);
    expect(brief?.dayCredits).toBe(brief?.lastRefreshCredits);
    expect(brief?.updatedAt).toBe(new Date(WORLD_START).toISOString());
  });

  it('moves the period on at local midnight without a refresh', async () => {
    const { scheduler, briefs, engine, service } = await setup({ kinds: [] });
    const first = await engine.refresh();
    const sent = service.sent.length;
    const now = new Date(scheduler.now());
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
    scheduler.advance(midnight - scheduler.now());
    const rolled = briefs.at(-1);
    expect(Date.parse(rolled?.since ?? '')).toBe(Date.parse(first?.since ?? '') + 86_400_000);
    expect(rolled?.dayCredits).toBe(0);
    expect(service.sent.length).toBe(sent);
    expect(engine.get()?.since).toBe(rolled?.since);
  });

  it('names the scope a line lacks, and reads the lines the session may', async () => {
    const { engine, service } = await setup({
      kinds: [],
      scopes: ['view:inventory', 'view:shipments', 'view:returns'],
    });
    const brief = await engine.refresh();
    const missing = Object.fromEntries((brief?.lines ?? []).map((l) => [l.kind, l.missingScope]));
    expect(missing).toEqual({
      'new-holds': 'view:orders',
      'became-late': 'view:orders',
      'large-adjustments': null,
      'crossed-reorder': null,
      'po-arrived': 'view:purchase_orders',
      'returns-overdue': null,
      'shipments-out': null,
    });
    expect(service.sent.map((r) => r.operationName)).not.toContain('BriefOrders');
    expect(brief?.state).toBe('fresh');
  });

  it('a reply it cannot read, or a failure of its own, fails the refresh and keeps the lines', async () => {
    const scheduler = createFakeScheduler(WORLD_START);
    const good = emptyService();
    let mode: 'good' | 'garbled' | 'throws' = 'good';
    const briefs: Brief[] = [];
    const engine = createBriefEngine(
      briefEngineOptions({
        execute: typedExecute((request) => {
          if (mode === 'throws') return Promise.reject(new Error('boom'));
          if (mode === 'garbled') {
            return Promise.resolve(
              ok({
                data: { orders: { data: { edges: 'no' } } },
                errors: [],
                scopeWarnings: [],
                cost: { estimated: 1, actual: 1, pageSize: null },
              }),
            );
          }
          return good.requestForm(request);
        }),
        emit: (brief) => briefs.push(brief),
        scheduler,
      }),
    );
    await engine.start({ profileId: 'p', account: 'a' });
    const fresh = await engine.refresh();
    mode = 'garbled';
    const garbled = await engine.refresh();
    expect(garbled).toMatchObject({ state: 'error', lines: fresh?.lines });
    expect(garbled?.error).toMatch(/could not be read/);
    mode = 'throws';
    const thrown = await engine.refresh();
    expect(thrown).toMatchObject({ state: 'error', updatedAt: fresh?.updatedAt });
    mode = 'good';
    expect(await engine.refresh()).toMatchObject({ state: 'fresh', error: null });
  });
});
