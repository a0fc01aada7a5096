/**
 * Several clients, each with its own model and pacer, share one simulated pool under a fake
 * clock: the service's rules (reserve the estimate, settle to the actual, code 30 when short)
 * and network and processing delays, but no HTTP, so the whole run is deterministic.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { spend, refund, advance, type CreditBucket } from '../../shared/cost/bucket.ts';
import { createCreditModel } from './credit-model.ts';
import { createPacer } from './pacer.ts';
import { waitOn } from '../time/scheduler.ts';
import { createFakeScheduler, type FakeScheduler } from '../time/testing/fake-scheduler.ts';
import { runFor } from '../time/testing/run-for.ts';

const MAX = 4004;
const RATE = 600;
const NETWORK_MS = 3;

/** The clock every client, its pacer and the service share; each test starts at 0. */
let clock: FakeScheduler;
beforeEach(() => {
  clock = createFakeScheduler(0);
});

const sleep = (ms: number): Promise<void> => waitOn(clock, ms);

function simulatedService() {
  let pool: CreditBucket = { available: MAX, max: MAX, rate: RATE, at: clock.now() };
  const current = (): CreditBucket => (pool = advance(pool, clock.now()));
  return {
    /** Reserves the estimate, or refuses (code 30, one credit) when the pool is short. */
    reserve(estimate: number): boolean {
      if (current().available < estimate) {
        pool = spend(current(), Math.min(1, current().available), clock.now());
        return false;
      }
      pool = spend(current(), estimate, clock.now());
      return true;
    },
    settle(reserved: number, actual: number): void {
      pool = refund(current(), reserved - actual, clock.now());
    },
    quota: () => ({
      credits_remaining: Math.floor(current().available),
      max_available: MAX,
      increment_rate: RATE,
    }),
  };
}

/** A deterministic stand-in for the broker's jitter source. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

interface ClientRun {
  spent: number;
  requests: number;
  refused: number;
  startedAt: number;
  finishedAt: number;
}

async function syncClient(
  service: ReturnType<typeof simulatedService>,
  records: number,
  seed: number,
): Promise<ClientRun> {
  const model = createCreditModel();
  const run: ClientRun = {
    spent: 0,
    requests: 0,
    refused: 0,
    startedAt: clock.now(),
    finishedAt: 0,
  };
  const look = async (): Promise<void> => {
    const end = model.begin(1);
    const sentAt = clock.now();
    await sleep(NETWORK_MS);
    service.reserve(1);
    const quota = service.quota();
    await sleep(NETWORK_MS);
    model.observe(quota, clock.now(), 1, clock.now() - sentAt);
    end();
  };
  const pacer = createPacer({
    model,
    scheduler: clock,
    random: sequence(seed),
    backgroundShare: 1,
    backgroundReserve: 0,
    refresh: look,
  });
  await look();
  let remaining = records;
  while (remaining > 0) {
    const first = Math.max(1, (pacer.pageCredits() ?? 100) - 1);
    const estimate = first + 1;
    const finish = await pacer.acquire(estimate, 'background');
    const sentAt = clock.now();
    run.requests++;
    await sleep(NETWORK_MS);
    if (!service.reserve(estimate)) {
      run.refused++;
      const quota = service.quota();
      await sleep(NETWORK_MS);
      model.observe(quota, clock.now(), 1, clock.now() - sentAt);
      finish(1);
      await sleep(1000);
      continue;
    }
    const returned = Math.min(first, remaining);
    await sleep(2 + returned / 200); // the service's work grows with the page
    service.settle(estimate, returned + 1);
    const quota = service.quota();
    await sleep(NETWORK_MS);
    model.observe(quota, clock.now(), returned + 1, clock.now() - sentAt);
    finish(returned + 1);
    run.spent += returned + 1;
    remaining -= returned;
  }
  run.finishedAt = clock.now();
  pacer.dispose();
  return run;
}

const jain = (values: number[]): number =>
  values.reduce((a, b) => a + b, 0) ** 2 / (values.length * values.reduce((a, b) => a + b * b, 0));

/** Moves the fake clock on until `work` settles. */
async function runToEnd<T>(work: Promise<T>): Promise<T> {
  const state = { done: false };
  const settled = work.finally(() => {
    state.done = true;
  });
  while (!state.done) await runFor(clock, 50);
  return settled;
}

describe('clients sharing one pool', () => {
  it('share it fairly, without code 30, close to what the pool can give', async () => {
    const service = simulatedService();
    const runs = await runToEnd(
      Promise.all([1, 2, 3].map((seed) => syncClient(service, 8000, seed))),
    );

    const requests = runs.reduce((sum, r) => sum + r.requests, 0);
    const refused = runs.reduce((sum, r) => sum + r.refused, 0);
    expect(refused).toBeLessThanOrEqual(requests * 0.01);
    const throughput = runs.map((r) => r.spent / (r.finishedAt - r.startedAt));
    expect(jain(throughput)).toBeGreaterThan(0.9);
    // Simulated time against the bound for what the records cost: behaviour, not wall time.
    const spent = runs.reduce((sum, r) => sum + r.spent, 0);
    const bound = ((spent - MAX) / RATE) * 1000;
    expect(Math.max(...runs.map((r) => r.finishedAt))).toBeLessThan(bound * 1.15);
  });

  it('make room for a client that arrives while another has the pool to itself', async () => {
    const service = simulatedService();
    const owner = syncClient(service, 14_000, 7);
    const newcomer = sleep(8_000).then(() => syncClient(service, 6_000, 8));
    const [first, second] = await runToEnd(Promise.all([owner, newcomer]));
    // At most the one collision that tells the owner it is no longer alone.
    expect(first.refused + second.refused).toBeLessThanOrEqual(1);
    // The newcomer gets a fair part of the rate, not what the owner leaves over.
    const newcomerRate = second.spent / ((second.finishedAt - second.startedAt) / 1000);
    expect(newcomerRate).toBeGreaterThan(RATE / 3);
  });
});
