/**
 * The products model in each source's terms: the service's paged list (server-query.ts) and the
 * catalogue copy (replica-filter.ts) read the same search and sort, each as it can apply them.
 */
import { describe, expect, it } from 'vitest';
import { LIST_BASE, type ListModel } from '../state/list-model.ts';
import { replicaFilterOf, replicaSortChange, replicaSortOf } from './replica-filter.ts';
import { DEFAULT_PRODUCT_SORT, serverQueryOf, serverSortChange } from './server-query.ts';
import type { ProductFilters } from './view-state.ts';

const model = (change: Partial<ListModel<ProductFilters>>): ListModel<ProductFilters> => ({
  ...LIST_BASE,
  quick: 'all',
  warehouseId: null,
  ...change,
});

describe('the products search in each source’s terms', () => {
  it('is the exact SKU for the service and the as-you-type text for the copy', () => {
    const searching = model({ text: ' SBX-00042 ', quick: 'low', warehouseId: 'W2' });
    expect(serverQueryOf(searching).sku).toBe('SBX-00042');
    expect(replicaFilterOf(searching)).toEqual({
      text: ' SBX-00042 ',
      sort: 'relevance',
      descending: false,
      quick: 'low',
      warehouseId: 'W2',
    });
    expect(serverQueryOf(model({})).sku).toBe('');
    expect(replicaFilterOf(model({})).sort).toBe('name');
  });
});

describe('the products sort in each source’s terms', () => {
  it('takes a header click in the service’s list to the copy’s list', () => {
    // Price, then Updated with Shift: the service sorts by both, the copy by the first.
    const sort = serverSortChange([
      { attribute: 'price', descending: false },
      { attribute: 'updated_at', descending: true },
    ]);
    const sorted = model({ sort, text: 'blue' });
    expect(serverQueryOf(sorted).sort).toEqual([
      { attribute: 'price', descending: false },
      { attribute: 'updated_at', descending: true },
    ]);
    expect(replicaSortOf(sorted)).toEqual([{ attribute: 'price', descending: false }]);
    expect(replicaFilterOf(sorted)).toMatchObject({ sort: 'price', descending: false });
  });

  it('takes a header click in the copy’s list to the service’s list, where it can sort so', () => {
    const updated = model({
      sort: replicaSortChange([{ attribute: 'updatedAt', descending: true }]),
    });
    expect(serverQueryOf(updated).sort).toEqual([{ attribute: 'updated_at', descending: true }]);
    expect(replicaFilterOf(updated)).toMatchObject({ sort: 'updatedAt', descending: true });
    // The service cannot sort by stock: its list shows its own order, the model keeps the key.
    const onHand = model({ sort: replicaSortChange([{ attribute: 'onHand', descending: false }]) });
    expect(serverQueryOf(onHand).sort).toEqual(DEFAULT_PRODUCT_SORT);
    expect(onHand.sort).toEqual([{ column: 'onHand', descending: false }]);
    expect(replicaFilterOf(onHand)).toMatchObject({ sort: 'onHand' });
  });

  it('keeps the newest key of a Shift-click in the copy, which sorts by one', () => {
    const next = replicaSortChange([
      { attribute: 'name', descending: false },
      { attribute: 'available', descending: false },
    ]);
    expect(next).toEqual([{ column: 'available', descending: false }]);
  });

  it('sorts each source its own way without a key', () => {
    expect(serverQueryOf(model({})).sort).toEqual(DEFAULT_PRODUCT_SORT);
    expect(replicaSortOf(model({}))).toEqual([]);
  });
});
