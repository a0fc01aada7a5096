import { describe, expect, it } from 'vitest';
import { totalsByCurrency } from './reorder-money.ts';
import { createdToast, draftSummary } from './reorder-words.ts';

describe('what the reorder says', () => {
  it('explains why there are more POs than products', () => {
    expect(draftSummary(3, 6)).toBe(
      '3 products → 6 purchase orders (one per vendor and warehouse)',
    );
    expect(draftSummary(1, 1)).toBe('1 product → 1 purchase order (one per vendor and warehouse)');
  });

  it('adds the POs up per currency, never dollars to euros', () => {
    expect(
      totalsByCurrency([
        { currency: 'USD', total: '564.60' },
        { currency: 'EUR', total: '10.05' },
        { currency: 'USD', total: '7528.00' },
        { currency: null, total: '1.5' },
      ]),
    ).toEqual([
      { currency: 'USD', total: '8092.60' },
      { currency: 'EUR', total: '10.05' },
      { currency: null, total: '1.50' },
    ]);
  });

  it('names one or two created POs, and counts more', () => {
    expect(createdToast(['PO-20261127-47RF'])).toEqual({
      title: 'Created purchase order PO-20261127-47RF',
      unbroken: ['PO-20261127-47RF'],
    });
    expect(createdToast(['PO-A', 'PO-B']).title).toBe('Created purchase orders PO-A and PO-B');
    const six = ['PO-1', 'PO-2', 'PO-3', 'PO-4', 'PO-5', 'PO-6'];
    expect(createdToast(six)).toEqual({ title: 'Created 6 purchase orders', unbroken: [] });
  });
});
