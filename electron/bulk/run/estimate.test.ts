import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadServiceSchema } from '../../../shared/api/service-schema.ts';
import { creditsAt, spend, type CreditBucket } from '../../../shared/cost/bucket.ts';
import { createCreditModel } from '../../broker/credit-model.ts';
import { createPacer } from '../../broker/pacer.ts';
import { describeEstimate, estimateImport, type ImportEstimate } from './estimate.ts';

const schema = loadServiceSchema();
const POOL = { max: 4004, rate: 60 };

/** `rows` stock additions, one credit each. */
function stockRows(rows: number) {
  return Array.from({ length: rows }, (_, i) => ({
    operationName: 'AddInventory' as const,
    variables: { data: { sku: `SKU-${i}`, warehouse_id: 'W1', quantity: 1, reason: '' } },
  }));
}

const estimate = (fields: Partial<ImportEstimate>): ImportEstimate => ({
  changes: 4000,
  credits: 4000,
  rate: 60,
  seconds: null,
  fastestSeconds: null,
  ...fields,
});

describe('the import estimate', () => {
  it('counts time at the background share of the rate, after a burst of the same share', () => {
    const result = estimateImport(schema, stockRows(4000), POOL);
    expect(result).toMatchObject({ changes: 4000, credits: 4000, rate: 60 });
    // 4,000 credits at 15 a second; the fastest case spends a full allowance (1,001) first.
    expect(result.seconds).toBeCloseTo(4000 / 15);
    expect(result.fastestSeconds).toBeCloseTo((4000 - 1001) / 15);
    expect(describeEstimate(result)).toBe(
      "4,000 changes, about 4,000 credits, 4–5 min: imports use 25% of the account's restore rate (60 credits/s), longer while other apps use it too",
    );
  });

  it('says "up to" when the burst may cover it all, or the pool size is unknown', () => {
    expect(describeEstimate(estimateImport(schema, stockRows(3), POOL))).toMatch(
      /^3 changes, about 3 credits, up to 1 s: /,
    );
    const unknownPool = estimateImport(schema, stockRows(1500), { rate: 60 });
    expect(unknownPool.fastestSeconds).toBeNull();
    expect(describeEstimate(unknownPool)).toMatch(
      /^1,500 changes, about 1,500 credits, up to 100 s: /,
    );
  });

  it('names both units when the range crosses two minutes, and one figure when they agree', () => {
    expect(describeEstimate(estimate({ fastestSeconds: 100, seconds: 170 }))).toContain(
      ', 100 s to 3 min: ',
    );
    expect(describeEstimate(estimate({ fastestSeconds: 150, seconds: 170 }))).toContain(
      ', about 3 min: ',
    );
  });

  it('gives no time while the restore rate is unknown', () => {
    expect(describeEstimate(estimateImport(schema, stockRows(2), { rate: null }))).toBe(
      '2 changes, about 2 credits',
    );
  });
});

describe('the estimate against the real pacer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * Sends `rows` one-credit rows as background work through the broker's pacer and credit model,
   * four at a time as an import does, against a pool that starts full and is alone on the
   * account; each reply takes 20 ms. Returns the seconds the run took on the fake clock.
   */
  async function runThroughPacer(rows: number): Promise<number> {
    const quota = (available: number) => ({
      credits_remaining: Math.floor(available),
      max_available: POOL.max,
      increment_rate: POOL.rate,
    });
    let pool: CreditBucket = { available: POOL.max, ...POOL, at: 0 };
    const model = createCreditModel();
    model.observe(quota(POOL.max), 0);
    const pacer = createPacer({ model, random: () => 0.5 });
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < rows) {
        next++;
        const finish = await pacer.acquire(1, 'background');
        const end = model.begin(1);
        await new Promise((resolve) => setTimeout(resolve, 20));
        pool = spend(pool, 1, Date.now());
        model.observe(quota(creditsAt(pool, Date.now())), Date.now(), 1);
        end();
        finish(1);
      }
    };
    const run = { finished: false };
    void Promise.all([worker(), worker(), worker(), worker()]).then(() => (run.finished = true));
    while (!run.finished) await vi.advanceTimersByTimeAsync(100);
    pacer.dispose();
    return Date.now() / 1000;
  }

  it('holds the time a run takes within the range it gave (the old figure said a third of it)', async () => {
    const rows = 2000;
    const { fastestSeconds, seconds } = estimateImport(schema, stockRows(rows), POOL);
    const took = await runThroughPacer(rows);
    // Credits over the full restore rate, as the estimate used to say: about 33 s.
    expect(took).toBeGreaterThan((rows / POOL.rate) * 1.5);
    expect(took).toBeGreaterThanOrEqual((fastestSeconds ?? Infinity) - 1);
    expect(took).toBeLessThanOrEqual((seconds ?? 0) + 1);
  });
});
