import { describe, expect, it } from 'vitest';
import { PREFERRED_BATCH_ROWS, batchSize } from './batch-size.ts';

describe('batchSize', () => {
  it('sends one row while the pool is unknown', () => {
    expect(batchSize({ perRow: 1, pageCredits: null, creditRate: null, requestRate: null })).toBe(
      1,
    );
  });

  it('never carries more rows than the credits one request may plan for', () => {
    expect(batchSize({ perRow: 2, pageCredits: 30, creditRate: 60, requestRate: 20 })).toBe(15);
    expect(batchSize({ perRow: 1, pageCredits: 0, creditRate: 60, requestRate: 20 })).toBe(1);
  });

  it('carries a modest number when neither limit asks for more', () => {
    expect(batchSize({ perRow: 1, pageCredits: 1001, creditRate: 15, requestRate: 5.8 })).toBe(
      PREFERRED_BATCH_ROWS,
    );
  });

  it('carries enough rows that the request cap does not bind before the credits do', () => {
    // 600 credits/s of one-credit rows under 2 requests/s: 300 rows a request, capped at `most`.
    expect(
      batchSize({ perRow: 1, pageCredits: 4004, creditRate: 600, requestRate: 2, most: 100 }),
    ).toBe(100);
    // 60 credits/s at 1 request/s: 60 rows a request.
    expect(batchSize({ perRow: 1, pageCredits: 4004, creditRate: 60, requestRate: 1 })).toBe(60);
    // ... but no more than the credits allow.
    expect(batchSize({ perRow: 1, pageCredits: 40, creditRate: 60, requestRate: 1 })).toBe(40);
  });
});
