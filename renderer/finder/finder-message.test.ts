import { describe, expect, it } from 'vitest';
import { REPLICA_OFF, type ReplicaStatus } from '../../shared/replica/types.ts';
import { finderMessage, type FinderFacts } from './finder-message.ts';

const NOW = Date.UTC(2026, 0, 5, 12, 0, 0);
const READY: ReplicaStatus = {
  ...REPLICA_OFF,
  phase: 'ready',
  records: 20_000,
  lastRefreshedAt: NOW - 125_000,
};

function facts(overrides: Partial<FinderFacts>): FinderFacts {
  return {
    text: 'widget',
    status: READY,
    found: { total: 3, shown: 3 },
    ordersAllowed: true,
    now: NOW,
    locale: 'en-US',
    ...overrides,
  };
}

describe('finderMessage', () => {
  it('says what can be typed, by what the sign-in may see', () => {
    expect(finderMessage(facts({ text: '' })).summary).toBe(
      'Type a SKU, a word of a product’s name, a barcode or an order number.',
    );
    expect(finderMessage(facts({ text: '', ordersAllowed: false })).summary).toBe(
      'Type a SKU, a word of a product’s name or a barcode.',
    );
    const off = finderMessage(facts({ text: '', status: REPLICA_OFF }));
    expect(off.summary).toBe('Type an order number.');
    expect(off.note).toBe('Products cannot be searched: this sign-in has no catalogue copy.');
  });

  it('counts the products, and says when only the best are shown', () => {
    expect(finderMessage(facts({ found: { total: 1, shown: 1 } })).summary).toBe('1 product.');
    expect(finderMessage(facts({ found: { total: 1_234, shown: 8 } })).summary).toBe(
      'The best 8 of 1,234 products: type more to narrow.',
    );
  });

  it('says a miss is a miss in the copy, with the copy’s age', () => {
    const message = finderMessage(facts({ found: { total: 0, shown: 0 } }));
    expect(message.summary).toBe(
      'No product matches “widget” in the catalogue copy (copy updated 2 min ago; newer products appear after its next refresh).',
    );
    expect(message.note).toBeNull();
  });

  it('warns while the copy is still syncing, with its progress', () => {
    const syncing: ReplicaStatus = {
      ...READY,
      phase: 'first-sync',
      records: 4_000,
      estimatedTotal: 20_000,
      lastRefreshedAt: null,
    };
    const message = finderMessage(facts({ status: syncing, found: { total: 0, shown: 0 } }));
    expect(message.note).toBe(
      'The catalogue copy is still syncing (4,000 of about 20,000 products): a product not copied yet is not found here.',
    );
    expect(message.summary).toBe('No product matches “widget” in the catalogue copy.');
    expect(finderMessage(facts({ status: { ...syncing, estimatedTotal: null } })).note).toContain(
      '(4,000 products so far)',
    );
    expect(finderMessage(facts({ status: { ...syncing, phase: 'failed' } })).note).toBe(
      'Copying the catalogue stopped: a product not copied yet is not found here.',
    );
  });
});
