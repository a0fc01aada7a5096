import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCreditModel, type CreditModel } from './credit-model.ts';
import { PacerDisposedError, createPacer, type PacerOptions } from './pacer.ts';
import { waitOn } from '../time/scheduler.ts';
import { createFakeScheduler, type FakeScheduler } from '../time/testing/fake-scheduler.ts';
import { runFor } from '../time/testing/run-for.ts';

const quota = (credits: number) => ({
  credits_remaining: credits,
  max_available: 4004,
  increment_rate: 60,
});

/** The pacers' clock and timers: each test starts at 0. */
let clock: FakeScheduler;
beforeEach(() => {
  clock = createFakeScheduler(0);
});

/** Moves the clock to `at`, where no timer is due before it. */
function setTime(at: number): void {
  expect(clock.nextIn() ?? Infinity).toBeGreaterThanOrEqual(at - clock.now());
  clock.advance(at - clock.now());
}

/** A model that has seen only itself empty the pool, which is now at zero. */
function drainedModel(): CreditModel {
  const model = createCreditModel();
  model.observe(quota(4004), clock.now(), 1);
  const end = model.begin(4003);
  model.observe(quota(0), clock.now(), 4003);
  end();
  expect(model.contended()).toBe(false);
  return model;
}

function pacerFor(model: CreditModel, options: Partial<PacerOptions> = {}) {
  return createPacer({
    model,
    scheduler: clock,
    random: () => 0,
    backgroundShare: 1,
    backgroundReserve: 0,
    ...options,
  });
}

/** A model that has seen someone else take 159 credits in a second, leaving the pool empty. */
function contendedModel(): CreditModel {
  const model = createCreditModel();
  model.observe(quota(200), clock.now(), 1);
  setTime(1_000);
  const end = model.begin(101);
  model.observe(quota(0), clock.now(), 101);
  end();
  return model;
}

/** A request a test leaves waiting is refused when its pacer is disposed: that ends it. */
function refusedAtDispose(error: unknown): void {
  if (!(error instanceof PacerDisposedError)) throw error;
}

function settled(promise: Promise<unknown>): () => boolean {
  let done = false;
  void promise.then(() => (done = true), refusedAtDispose);
  return () => done;
}

describe('pacer timing', () => {
  it('sends the moment the forecast pays, without rounding the wait up to a coarse tick', async () => {
    const model = drainedModel();
    const pacer = pacerFor(model);
    const sent = settled(pacer.acquire(30, 'background'));
    await runFor(clock, 499);
    expect(sent()).toBe(false);
    await runFor(clock, 1);
    expect(sent()).toBe(true);
    pacer.dispose();
  });
});

describe('a disposed pacer', () => {
  it('refuses the requests still waiting and any asked for after, and sends nothing more', async () => {
    const model = drainedModel();
    const pacer = pacerFor(model);
    // The pool is empty: an import's page waits half a second, and another is out.
    const out = pacer.acquire(0, 'background');
    const queued = pacer.acquire(30, 'background');
    const finish = await out;
    pacer.dispose();
    await expect(queued).rejects.toBeInstanceOf(PacerDisposedError);
    expect(pacer.pending()).toBe(0);
    // The page out is answered, and the pool restores, but nothing is sent or scheduled.
    await runFor(clock, 1_000);
    finish(0);
    pacer.poke();
    expect(clock.pendingCount()).toBe(0);
    expect(model.inFlight()).toBe(0);
    await expect(pacer.acquire(30, 'background')).rejects.toThrow(
      'The session ended before the request was sent',
    );
  });

  it('leaves a request it refused with no signal listener behind', async () => {
    const pacer = pacerFor(drainedModel());
    const run = new AbortController();
    const queued = pacer.acquire(30, 'background', run.signal);
    pacer.dispose();
    await expect(queued).rejects.toBeInstanceOf(PacerDisposedError);
    // Aborting later changes nothing: the request was already refused once.
    run.abort(new Error('paused'));
    await expect(queued).rejects.toBeInstanceOf(PacerDisposedError);
  });
});

describe('pacer under contention', () => {
  it('leaves the others room for their next pages', async () => {
    const model = contendedModel();
    expect(model.contended()).toBe(true);
    const pacer = pacerFor(model);
    // Alone, 20 credits take a third of a second to restore; now the others' share and their
    // next pages come first.
    const sent = settled(pacer.acquire(20, 'background'));
    await runFor(clock, 1_000);
    expect(sent()).toBe(false);
    await runFor(clock, 10_000);
    expect(sent()).toBe(true);
    pacer.dispose();
  });

  it('paces background work to a fair share even when the pool could pay more', async () => {
    const model = createCreditModel();
    model.observe(quota(3000), 0, 1);
    setTime(1_000);
    const end = model.begin(21);
    model.observe(quota(2500), clock.now(), 21); // someone else took about 540
    end();
    expect(model.contended()).toBe(true);
    const pacer = pacerFor(model);
    const first = settled(pacer.acquire(20, 'background'));
    await runFor(clock, 0);
    expect(first()).toBe(true);
    // The pool holds 2500, but our allowance holds two fair pages at most.
    const sends = Array.from({ length: 6 }, () => settled(pacer.acquire(20, 'background')));
    await runFor(clock, 0);
    expect(sends.filter((s) => s()).length).toBeLessThan(3);
    await runFor(clock, 5_000);
    expect(sends.every((s) => s())).toBe(true);
    pacer.dispose();
  });
});

describe('looking at the pool again', () => {
  it('refreshes an old forecast before staking most of the pool on it', async () => {
    const model = drainedModel();
    let othersTook = 0;
    const refresh = vi.fn(() => {
      model.observe(quota(3100 - othersTook), clock.now(), 1);
      return Promise.resolve();
    });
    const pacer = pacerFor(model, { refresh });
    const first = pacer.acquire(3000, 'background');
    const sent = settled(first);
    await runFor(clock, 50_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sent()).toBe(true);
    (await first)(3000);

    // The next look shows someone else spent meanwhile: wait again rather than collide.
    othersTook = 2500;
    const next = settled(pacer.acquire(3000, 'background'));
    await runFor(clock, 50_000);
    expect(refresh.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(model.contended()).toBe(true);
    expect(next()).toBe(false);
    pacer.dispose();
  });

  it('under contention, looks again rather than wait out a forecast that assumes the worst', async () => {
    const model = contendedModel();
    const refresh = vi.fn(() => {
      model.observe(quota(500), clock.now(), 1, 2);
      return Promise.resolve();
    });
    const pacer = pacerFor(model, { refresh });
    // The forecast restores only a tenth of the rate for us: 50 credits would take 8 s. A look
    // once the forecast is a second old shows the pool has more.
    const sent = settled(pacer.acquire(20, 'background'));
    await runFor(clock, 2_100);
    expect(refresh).toHaveBeenCalled();
    expect(sent()).toBe(true);
    pacer.dispose();
  });

  it('under contention, sends without a look when the slack covers what others may spend', async () => {
    const model = createCreditModel();
    model.observe(quota(4004), 0, 1);
    setTime(1_000);
    const end = model.begin(101);
    model.observe(quota(3303), clock.now(), 101); // someone else took 600
    end();
    expect(model.contended()).toBe(true);
    const refresh = vi.fn(() => Promise.resolve());
    const pacer = pacerFor(model, { refresh });
    setTime(1_400);
    const sent = settled(pacer.acquire(20, 'background'));
    await runFor(clock, 0);
    expect(sent()).toBe(true);
    expect(refresh).not.toHaveBeenCalled();
    pacer.dispose();
  });

  it('does not look again for small requests on a fresh forecast', async () => {
    const model = createCreditModel();
    model.observe(quota(4004), 0, 1);
    const refresh = vi.fn(() => Promise.resolve());
    const pacer = pacerFor(model, { refresh });
    const sent = settled(pacer.acquire(30, 'background'));
    await runFor(clock, 0);
    expect(sent()).toBe(true);
    expect(refresh).not.toHaveBeenCalled();
    pacer.dispose();
  });
  it('does not look again while the brief waits for what its waiting earns', async () => {
    const model = createCreditModel();
    model.observe(quota(3000), 0, 1);
    setTime(1_000);
    const end = model.begin(21);
    model.observe(quota(2500), clock.now(), 21); // someone else took about 540
    end();
    expect(model.contended()).toBe(true);
    const refresh = vi.fn(() => Promise.resolve());
    const pacer = pacerFor(model, { refresh, backgroundShare: 0.1 });
    // An import's page is out, so the brief's next page goes from what its waiting earns: 15
    // credits at 3 a second, 5 s. A look at the pool cannot make that sooner.
    await pacer.acquire(20, 'background');
    const sent = settled(pacer.acquire(15, 'deferred'));
    await runFor(clock, 4_900);
    expect(sent()).toBe(false);
    await runFor(clock, 200);
    expect(sent()).toBe(true);
    expect(refresh).not.toHaveBeenCalled();
    pacer.dispose();
  });
});

describe('background page sizes', () => {
  it('start small on a fresh pool and grow with each reply that shows nobody else', () => {
    const model = createCreditModel();
    const pacer = pacerFor(model);
    expect(pacer.pageCredits()).toBeNull();
    model.observe(quota(4004), 0, 1);
    expect(pacer.pageCredits()).toBe(250);
    let credits = 4003;
    for (const [i, size] of [250, 500, 1001, 2002].entries()) {
      const end = model.begin(size);
      credits -= size;
      model.observe(quota(credits), i + 1, size);
      end();
    }
    expect(pacer.pageCredits()).toBe(250); // all the pool pays now, and a first chunk
    // Thirty seconds later, alone and warmed up: as much as the pool pays now.
    const end = model.begin(21);
    model.observe(quota(credits + 30 * 60 - 21), 30_000, 21);
    end();
    expect(pacer.pageCredits()).toBe(credits + 30 * 60 - 21);
  });

  it('shrink to a fair page under contention', () => {
    const pacer = pacerFor(contendedModel());
    expect(pacer.pageCredits()).toBe(20);
  });

  it('never exceed the background allowance, and the copy keeps to half of it', () => {
    const model = createCreditModel();
    const pacer = pacerFor(model, { backgroundShare: 0.1 });
    // Alone on a full pool for a while: the pool alone would pay a 2,002-credit page.
    for (const [i, size] of [250, 500, 1001].entries()) {
      const end = model.begin(size);
      model.observe(quota(4004), i * 30_000, size);
      end();
    }
    expect(pacer.pageCredits()).toBe(400);
    expect(pacer.pageCredits('background')).toBe(400);
    expect(pacer.pageCredits('sync')).toBe(200);
    expect(pacer.pageCredits('deferred')).toBe(400);
    pacer.dispose();
  });
});

describe('the catalogue copy (sync priority)', () => {
  /** A kiosk's pacer on a full pool: its allowance is 400 credits restoring 6 a second. */
  function kioskPacer() {
    const model = createCreditModel();
    model.observe(quota(4004), clock.now(), 1);
    return pacerFor(model, { backgroundShare: 0.1 });
  }

  it('goes after other background work, which finds half the allowance left', async () => {
    const pacer = kioskPacer();
    const order: string[] = [];
    const track = (name: string, promise: Promise<unknown>) =>
      promise.then(() => order.push(name)).catch(refusedAtDispose);
    // The first page of the copy takes half the allowance at once.
    void track('page 1', pacer.acquire(200, 'sync'));
    await runFor(clock, 0);
    expect(order).toEqual(['page 1']);
    // The next page waits for the allowance to hold it and the half it leaves to the others…
    void track('page 2', pacer.acquire(200, 'sync'));
    await runFor(clock, 0);
    expect(order).toEqual(['page 1']);
    // …so a board's first lists, asked for after it, go at once, ahead of it.
    void track('low stock', pacer.acquire(51, 'background'));
    void track('statuses', pacer.acquire(101, 'background'));
    await runFor(clock, 0);
    expect(order).toEqual(['page 1', 'low stock', 'statuses']);
    // 48 credits left; page 2 needs 400 in the allowance: 352 more at 6 a second.
    await runFor(clock, 58_000);
    expect(order).toEqual(['page 1', 'low stock', 'statuses']);
    await runFor(clock, 1_000);
    expect(order).toEqual(['page 1', 'low stock', 'statuses', 'page 2']);
    pacer.dispose();
  });

  it('gets back what a page’s estimate overstated, so the next page need not wait for it', async () => {
    const pacer = kioskPacer();
    const order: string[] = [];
    // A refresh page sized to the whole allowance finds two rows and is charged 3 credits.
    const finish = await pacer.acquire(200, 'sync');
    void pacer
      .acquire(200, 'sync')
      .then(() => order.push('next page'))
      .catch(refusedAtDispose);
    await runFor(clock, 0);
    expect(order).toEqual([]);
    finish(3);
    await runFor(clock, 0);
    // 400 − 3 in the allowance: the next page (200, leaving 200) goes once 3 are restored.
    await runFor(clock, 600);
    expect(order).toEqual(['next page']);
    pacer.dispose();
  });

  it('with a copy grant, takes its first pages at once, then keeps to its allowance', async () => {
    const model = createCreditModel();
    model.observe(quota(4004), clock.now(), 1);
    // 15 % of the pool: 600 credits, once.
    const pacer = pacerFor(model, { backgroundShare: 0.1, copyGrantShare: 0.15 });
    expect(pacer.pageCredits('sync')).toBeGreaterThan(200);
    const order: string[] = [];
    for (const name of ['page 1', 'page 2', 'page 3']) {
      void pacer
        .acquire(200, 'sync')
        .then(() => order.push(name))
        .catch(refusedAtDispose);
    }
    await runFor(clock, 0);
    expect(order).toEqual(['page 1', 'page 2', 'page 3']);
    // The grant is spent and the allowance untouched by it: one more page goes from it…
    void pacer
      .acquire(200, 'sync')
      .then(() => order.push('page 4'))
      .catch(refusedAtDispose);
    void pacer
      .acquire(200, 'sync')
      .then(() => order.push('page 5'))
      .catch(refusedAtDispose);
    await runFor(clock, 0);
    expect(order).toEqual(['page 1', 'page 2', 'page 3', 'page 4']);
    // …and the next waits for the allowance to hold it and what it leaves: 200 more at 6 a
    // second.
    await runFor(clock, 33_000);
    expect(order).toHaveLength(4);
    await runFor(clock, 1_000);
    expect(order).toHaveLength(5);
    expect(pacer.pageCredits('sync')).toBe(200);
    pacer.dispose();
  });

  it('drops a waiter whose signal aborts, so the one behind it does not wait for it', async () => {
    const pacer = kioskPacer();
    const order: string[] = [];
    await pacer.acquire(200, 'sync');
    // 200 left: the abandoned page needs 400 (itself and what it leaves), the next one 220.
    const abandon = new AbortController();
    const dropped = pacer.acquire(200, 'sync', abandon.signal);
    void pacer
      .acquire(20, 'sync')
      .then(() => order.push('next'))
      .catch(refusedAtDispose);
    await runFor(clock, 0);
    abandon.abort(new Error('replaced'));
    await expect(dropped).rejects.toThrow('replaced');
    expect(pacer.pending()).toBe(1);
    // 20 more credits at 6 a second, not the 33 s the abandoned page would have held it.
    await runFor(clock, 4_000);
    expect(order).toEqual(['next']);
    pacer.dispose();
  });

  it('stops listening to a run-long signal once its request is sent', async () => {
    const pacer = kioskPacer();
    const listening = new Set<unknown>();
    // A run's signal that never aborts, counting who listens to it.
    const signal = {
      aborted: false,
      reason: undefined,
      addEventListener: (_: 'abort', listener: () => void) => void listening.add(listener),
      removeEventListener: (_: 'abort', listener: () => void) => void listening.delete(listener),
    };
    // Pages of an import run: four go at once from the full allowance, the fifth waits 16.7 s.
    for (let page = 0; page < 4; page++) (await pacer.acquire(100, 'background', signal))(100);
    const waiting = pacer.acquire(100, 'background', signal);
    expect(listening.size).toBe(1);
    await runFor(clock, 17_000);
    await waiting;
    expect(listening.size).toBe(0);
    pacer.dispose();
  });

  it('yields to background work queued after it', async () => {
    const pacer = kioskPacer();
    const order: string[] = [];
    // A background request that must wait for the allowance holds the copy behind it.
    void pacer
      .acquire(380, 'background')
      .then(() => order.push('import'))
      .catch(refusedAtDispose);
    void pacer
      .acquire(100, 'background')
      .then(() => order.push('refresh'))
      .catch(refusedAtDispose);
    void pacer
      .acquire(20, 'sync')
      .then(() => order.push('copy'))
      .catch(refusedAtDispose);
    await runFor(clock, 0);
    expect(order).toEqual(['import']);
    // 20 left: the refresh waits for 100 (13.3 s); then the copy for 20 and the 200 it leaves
    // (36.7 s more): at 50 s.
    await runFor(clock, 13_400);
    expect(order).toEqual(['import', 'refresh']);
    await runFor(clock, 36_500);
    expect(order).toEqual(['import', 'refresh']);
    await runFor(clock, 200);
    expect(order).toEqual(['import', 'refresh', 'copy']);
    pacer.dispose();
  });
});

describe('deferred work (the morning brief) past its grant', () => {
  /** A kiosk's pacer on a full pool: its allowance is 400 credits restoring 6 a second. */
  function kioskPacer() {
    const model = createCreditModel();
    model.observe(quota(4004), clock.now(), 1);
    // No grant: these are the rules once it is spent (or while others spend).
    return pacerFor(model, { backgroundShare: 0.1, deferredGrantShare: 0 });
  }

  it('while an import and the copy are under way, goes only from what its waiting earned', async () => {
    const pacer = kioskPacer();
    const order: string[] = [];
    const track = (name: string, promise: Promise<unknown>) =>
      promise.then(() => order.push(name)).catch(refusedAtDispose);
    // The brief's last page took all but 20 credits of the allowance; its next one waits for 40.
    (await pacer.acquire(380, 'deferred'))(380);
    void track('brief', pacer.acquire(40, 'deferred'));
    await runFor(clock, 1_000);
    expect(order).toEqual([]);
    // A second later the copy and an import start: the import finds its 20 at once…
    void track('copy', pacer.acquire(20, 'sync'));
    void track('import', pacer.acquire(20, 'background'));
    await runFor(clock, 0);
    expect(order).toEqual(['import']);
    // …and the brief, while they are under way, waits for what its waiting earns: half of
    // 6 credits a second, 40 credits about 13.3 s later, not at 3.3 s as its allowance would
    // allow.
    await runFor(clock, 13_000);
    expect(order).toEqual(['import']);
    await runFor(clock, 700);
    expect(order).toEqual(['import', 'brief']);
    // The copy, which leaves 200 to the others, goes once the allowance holds that and its 20.
    await runFor(clock, 60_000);
    expect(order).toEqual(['import', 'brief', 'copy']);
    pacer.dispose();
  });

  it('goes on at the allowance’s pace when nothing else waits', async () => {
    const pacer = kioskPacer();
    const times: number[] = [];
    const brief = (async () => {
      for (let page = 0; page < 5; page++) {
        const finish = await pacer.acquire(100, 'deferred');
        times.push(clock.now());
        finish(100);
      }
    })();
    await runFor(clock, 20_000);
    await brief;
    // Four pages at once from the full allowance; the fifth once 100 are restored (16.6 s).
    expect(times.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(times[4]).toBeGreaterThanOrEqual(16_600);
    expect(times[4]).toBeLessThan(16_700);
    pacer.dispose();
  });

  it('gets a bounded share, half the allowance’s rate, while the others never stop', async () => {
    const pacer = kioskPacer();
    const run = { stopped: false };
    let copyPages = 0;
    const briefTimes: number[] = [];
    // The copy always has its next page queued the moment the last is answered.
    void (async () => {
      while (!run.stopped) {
        const finish = await pacer.acquire(20, 'sync');
        copyPages += 1;
        finish(20);
      }
    })().catch(refusedAtDispose);
    void (async () => {
      while (!run.stopped) {
        const finish = await pacer.acquire(30, 'deferred');
        briefTimes.push(clock.now());
        finish(30);
      }
    })().catch(refusedAtDispose);
    await runFor(clock, 105_000);
    run.stopped = true;
    // 30 credits earned at 3 a second: a page every 10 s, never sooner, never starved.
    expect(briefTimes).toHaveLength(10);
    expect(briefTimes[0]).toBeGreaterThanOrEqual(10_000);
    expect(briefTimes[0]).toBeLessThan(11_000);
    for (const [i, at] of briefTimes.slice(1).entries()) {
      // Within the millisecond the timers round to.
      expect(at - (briefTimes[i] ?? 0)).toBeGreaterThanOrEqual(9_999);
    }
    // The copy had the rest: ten pages from the full allowance, then one per 20 credits restored,
    // less the brief's 300.
    expect(copyPages).toBeGreaterThanOrEqual(10 + Math.floor((105 * 6 - 300) / 20) - 1);
    pacer.dispose();
  });

  it('goes behind a copy that never stops even when its page is larger than the allowance', async () => {
    const pacer = kioskPacer();
    const run = { stopped: false };
    void (async () => {
      while (!run.stopped) (await pacer.acquire(20, 'sync'))(20);
    })().catch(refusedAtDispose);
    const sent = settled(pacer.acquire(500, 'deferred'));
    // What it earns stops at the allowance's 400: at 3 a second, 133.3 s.
    await runFor(clock, 133_000);
    expect(sent()).toBe(false);
    await runFor(clock, 1_000);
    expect(sent()).toBe(true);
    run.stopped = true;
    pacer.dispose();
  });
});

describe('the first brief after sign-in (deferred grant)', () => {
  const LATENCY_MS = 100;
  const MAX = 4004;
  const RATE = 60;

  /**
   * A desk (a quarter of the pool for background work, a fifth kept as reserve) on a full,
   * uncontended pool. Each request is answered LATENCY_MS later with the pool as the service
   * keeps it, its cost charged; `lowest` is the least the pool held.
   */
  function signIn(model = fullModel()) {
    // Each world keeps the clock it started on.
    const time = clock;
    const pacer = createPacer({ model, scheduler: time, random: () => 0 });
    const pool = { available: model.bucket()?.available ?? 0, at: time.now(), lowest: Infinity };
    const send = async (estimate: number, priority: 'sync' | 'deferred'): Promise<number> => {
      const finish = await pacer.acquire(estimate, priority);
      const sentAt = time.now();
      await waitOn(time, LATENCY_MS);
      const t = time.now();
      pool.available = Math.min(MAX, pool.available + ((t - pool.at) / 1000) * RATE) - estimate;
      pool.at = t;
      pool.lowest = Math.min(pool.lowest, pool.available);
      model.observe(quota(pool.available), t, estimate);
      finish(estimate);
      return sentAt;
    };
    return { pacer, pool, send };
  }

  function fullModel(): CreditModel {
    const model = createCreditModel();
    model.observe(quota(MAX), clock.now(), 1);
    return model;
  }

  /** The copy of 20,000 records, 100 a page at one credit each; when each page left. */
  async function copy(send: (e: number, p: 'sync') => Promise<number>, times: number[]) {
    for (let page = 0; page < 200; page++) times.push(await send(100, 'sync'));
  }

  /** A first brief: 50 pages, 1,500 credits; when its last page was answered. */
  async function brief(send: (e: number, p: 'deferred') => Promise<number>): Promise<number> {
    for (let page = 0; page < 50; page++) await send(30, 'deferred');
    return clock.now();
  }

  it('is done in 50 round trips while a 20,000-credit copy starts, which it does not hold back', async () => {
    const alone: number[] = [];
    const aloneWorld = signIn();
    void copy(aloneWorld.send, alone).catch(refusedAtDispose);
    await runFor(clock, 60_000);
    aloneWorld.pacer.dispose();
    const aloneMinute = [...alone];

    // The same minute again from sign-in, on a clock of its own (the first world's stays stopped).
    clock = createFakeScheduler(0);
    const withBrief: number[] = [];
    const world = signIn();
    void copy(world.send, withBrief).catch(refusedAtDispose);
    const done: { at: number | null } = { at: null };
    void brief(world.send)
      .then((at) => (done.at = at))
      .catch(refusedAtDispose);
    await runFor(clock, 60_000);
    // Its grant pays every page at once: 50 round trips of 100 ms, within 6 s of sign-in, not
    // the minutes a share of the allowance would take beside a long copy.
    expect(done.at).not.toBeNull();
    expect(done.at ?? Infinity).toBeLessThanOrEqual(6_000);
    // The copy's pages leave exactly when they would without the brief…
    expect(withBrief.length).toBeGreaterThan(10);
    expect(withBrief).toEqual(aloneMinute);
    // …and the pool never went below its reserve (a fifth) for the two.
    expect(world.pool.lowest).toBeGreaterThanOrEqual(MAX * 0.2);
    world.pacer.dispose();
  });

  it('gets no grant from a pool others are seen spending', async () => {
    // A copy page is out, so the brief yields; its next 5-credit page…
    const briefPage = (model: CreditModel) => {
      const pacer = createPacer({ model, scheduler: clock, random: () => 0 });
      void pacer.acquire(20, 'sync').catch(refusedAtDispose);
      return { pacer, sent: settled(pacer.acquire(5, 'deferred')) };
    };
    // …uncontended, goes beside it at once, from its grant;
    const alone = briefPage(fullModel());
    await runFor(clock, 0);
    expect(alone.sent()).toBe(true);
    alone.pacer.dispose();
    // …contended (someone else took 400 in ten seconds, two thirds of the rate), no grant: it
    // waits for what it earns behind the copy (5 credits at 7.5 a second, 0.67 s), though the
    // fair share would let it go within 0.1 s.
    const model = fullModel();
    clock.advance(10_000);
    const end = model.begin(21);
    model.observe(quota(MAX - 21 - 400), clock.now(), 21);
    end();
    expect(model.contended()).toBe(true);
    const shared = briefPage(model);
    await runFor(clock, 500);
    expect(shared.sent()).toBe(false);
    await runFor(clock, 500);
    expect(shared.sent()).toBe(true);
    shared.pacer.dispose();
  });
});

describe('the pool’s reserve', () => {
  it('is kept by a grant page when the allowance is overdrawn', async () => {
    // A desk's allowance (400) on a full pool, a fifth (800) kept as reserve.
    const model = createCreditModel();
    model.observe(quota(4004), clock.now(), 1);
    const pacer = pacerFor(model, { backgroundShare: 0.1, backgroundReserve: 0.2 });
    // A page estimated above the allowance's maximum goes, and overdraws it by 2,600.
    const finish = await pacer.acquire(3000, 'background');
    const end = model.begin(3000);
    model.observe(quota(1004), clock.now(), 3000);
    end();
    finish(3000);
    expect(model.contended()).toBe(false);
    // The brief's grant page (1,000 of its 1,601) needs 1,800 in the pool: 13.3 s of restoring.
    const sent = settled(pacer.acquire(1000, 'deferred'));
    await runFor(clock, 13_000);
    expect(sent()).toBe(false);
    await runFor(clock, 500);
    expect(sent()).toBe(true);
    pacer.dispose();
  });
});
