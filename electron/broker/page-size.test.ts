import { describe, expect, it } from 'vitest';
import { choosePageSize } from './page-size.ts';

// ProductsPage: one credit for the query and one per product.
const estimateFor = (size: number): number => 1 + size;

describe('page size', () => {
  it('caps a page at the per-operation maximum', () => {
    expect(choosePageSize({ requested: 1_000_000, estimateFor, max: 4004, available: null })).toBe(
      4003,
    );
  });

  it('caps a page at the pacer’s limit for background work', () => {
    const chosen = choosePageSize({
      requested: 1_000_000,
      estimateFor,
      max: 4004,
      available: null,
      limit: 250,
    });
    expect(chosen).toBe(249);
    expect(
      choosePageSize({ requested: 100, estimateFor, max: 4004, available: null, limit: 250 }),
    ).toBe(100);
  });

  it('shrinks a foreground page to the budget, but not below a quarter of the request', () => {
    expect(choosePageSize({ requested: 100, estimateFor, max: 4004, available: 51 })).toBe(50);
    expect(choosePageSize({ requested: 100, estimateFor, max: 4004, available: 3 })).toBe(25);
  });
});
