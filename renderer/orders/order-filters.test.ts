import { describe, expect, it } from 'vitest';
import { draftOf, draftProblem, filtersOf } from './filter-draft.ts';
import { filterChips, ordersVariables, readOrderSearch, withoutFilter } from './order-filters.ts';
import { EARLY_LOAD_ROWS, LATE_LOAD_ROWS, prefetchDistance } from './use-prefetch-distance.ts';

describe('order filters', () => {
  it('map to the service’s orders arguments; dates cover whole days', () => {
    expect(
      ordersVariables(
        { sku: ' SBX-1 ', dateFrom: '2025-05-01', dateTo: '2025-05-31', hasHold: true },
        true,
      ),
    ).toEqual({
      status: null,
      orderNumber: null,
      email: null,
      sku: 'SBX-1',
      orderDateFrom: '2025-05-01T00:00:00',
      orderDateTo: '2025-05-31T23:59:59',
      updatedFrom: null,
      shop: null,
      warehouseId: null,
      hasHold: true,
      hasBackorder: null,
      tag: null,
    });
  });

  it('never send the e-mail filter without view:pii', () => {
    expect(ordersVariables({ email: 'a@b.test' }, true).email).toBe('a@b.test');
    expect(ordersVariables({ email: 'a@b.test' }, false).email).toBeNull();
    expect(filtersOf({ ...draftOf({}), email: 'a@b.test' }, false)).toEqual({});
  });

  it('show as removable chips in a fixed order', () => {
    const filters = { tag: 'vip', orderNumber: '#100500', hasBackorder: false, warehouseId: 'W1' };
    expect(
      filterChips(filters, (id) => (id === 'W1' ? 'Portland' : id)).map((c) => c.text),
    ).toEqual(['Order: #100500', 'Backorder: none backordered', 'Warehouse: Portland', 'Tag: vip']);
    expect(withoutFilter(filters, 'tag')).toEqual({
      orderNumber: '#100500',
      hasBackorder: false,
      warehouseId: 'W1',
    });
  });

  it('carry "changed since" as a service instant, with its chip, and keep it through the form', () => {
    const filters = { hasHold: true, updatedFrom: '2026-11-26T05:00:00' };
    expect(ordersVariables(filters, false).updatedFrom).toBe('2026-11-26T05:00:00');
    expect(ordersVariables({}, false).updatedFrom).toBeNull();
    const chips = filterChips(filters).map((c) => c.text);
    expect(chips[0]).toMatch(/^Changed since: .*2026/);
    expect(chips[1]).toBe('Holds: on hold');
    expect(withoutFilter(filters, 'updatedFrom')).toEqual({ hasHold: true });
    expect(filtersOf(draftOf(filters), true)).toEqual(filters);
  });

  it('name a status as people read it, not its slug', () => {
    expect(filterChips({ status: 'awaiting-pickup' }, (id) => id).map((c) => c.text)).toEqual([
      'Status: Awaiting pickup',
    ]);
  });

  it('read the search field as an order number, an e-mail or a SKU', () => {
    expect(readOrderSearch(' 100500 ')).toEqual({ target: 'orderNumber', value: '#100500' });
    expect(readOrderSearch('#100500')).toEqual({ target: 'orderNumber', value: '#100500' });
    expect(readOrderSearch('Jo@Example.com')).toEqual({ target: 'email', value: 'Jo@Example.com' });
    expect(readOrderSearch('SBX-TEE-RED-M')).toEqual({ target: 'sku', value: 'SBX-TEE-RED-M' });
    expect(readOrderSearch('   ')).toBeNull();
    // Any text is data, never a pattern.
    expect(readOrderSearch('.*(a+)+$')).toEqual({ target: 'sku', value: '.*(a+)+$' });
  });

  it('read words of letters as a customer name, which the service cannot filter on', () => {
    expect(readOrderSearch(' Isaac Thomas ')).toEqual({ target: 'name', value: 'Isaac Thomas' });
    expect(readOrderSearch("Siobhán O'Neil-Ré")).toEqual({
      target: 'name',
      value: "Siobhán O'Neil-Ré",
    });
    // One word, or a word with digits, may still be a SKU.
    expect(readOrderSearch('Thomas')).toEqual({ target: 'sku', value: 'Thomas' });
    expect(readOrderSearch('TEE RED 2')).toEqual({ target: 'sku', value: 'TEE RED 2' });
  });

  it('refuse a date range that ends before it starts', () => {
    expect(draftProblem({ ...draftOf({}), dateFrom: '2025-06-02', dateTo: '2025-06-01' })).toBe(
      'The end date is before the start date',
    );
    expect(draftProblem({ ...draftOf({}), dateFrom: '2025-06-01', dateTo: '2025-06-01' })).toBe(
      null,
    );
  });
});

describe('loading the next orders page early', () => {
  it('loads most of a page ahead only while the pool can pay for it', () => {
    expect(prefetchDistance(4004, false)).toBe(EARLY_LOAD_ROWS);
    expect(prefetchDistance(150, false)).toBe(LATE_LOAD_ROWS);
    expect(prefetchDistance(4004, true)).toBe(LATE_LOAD_ROWS);
    expect(prefetchDistance(null, false)).toBe(LATE_LOAD_ROWS);
  });
});
