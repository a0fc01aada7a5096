// @vitest-environment happy-dom
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testReplica, testRow } from '../finder/testing/replica.ts';
import { createFakeBridge, signedIn } from '../testing/fake-bridge.ts';
import { renderProductSearch } from './testing/render-product-search.tsx';
import { LIST_BASE } from '../state/list-model.ts';
import { useProductsViewState } from './view-state.ts';

afterEach(cleanup);
beforeEach(() => {
  useProductsViewState.setState({ ...LIST_BASE, quick: 'all', warehouseId: null });
});

const ROWS = [
  testRow('SBX-00001', 'Blue widget', '810000000001'),
  testRow('SBX-00002', 'Red gadget', '810000000002'),
  testRow('ABC-00003', 'Blue gadget', null),
];

function renderSearch() {
  const replica = testReplica(ROWS);
  const bridge = createFakeBridge({
    session: signedIn(),
    overrides: { queryReplica: replica.queryReplica },
  });
  return { replica, ...renderProductSearch(bridge) };
}

describe('ProductSearch', () => {
  it('keeps the rows on screen, not dimmed, until the answer to a keystroke is there', async () => {
    const { replica, field, type, wrapper, skus } = renderSearch();
    await waitFor(() => expect(skus()).toHaveLength(3));

    replica.hold();
    type('abc');
    // The field follows the keystroke at once; the list still shows, unchanged, what it showed.
    expect(field).toHaveProperty('value', 'abc');
    expect(replica.asked.at(-1)).toBe('abc');
    expect(skus()).toHaveLength(3);
    expect(wrapper().getAttribute('aria-busy')).toBeNull();
    expect(wrapper().dataset['search']).toBe('');

    replica.release();
    await waitFor(() => expect(wrapper().dataset['search']).toBe('abc'));
    expect(skus()).toEqual(['ABC-00003']);
  });

  it('shows the answer to what the field holds, not to an earlier keystroke', async () => {
    const { replica, type, wrapper, skus } = renderSearch();
    await waitFor(() => expect(skus()).toHaveLength(3));

    replica.hold();
    type('red');
    type('blue');
    replica.release();
    await waitFor(() => expect(wrapper().dataset['search']).toBe('blue'));
    expect(replica.asked).toContain('red');
    expect(skus()).toEqual(['SBX-00001', 'ABC-00003']);
  });

  it('marks the list as searching when an answer is slow, then shows it', async () => {
    const { replica, type, wrapper, skus } = renderSearch();
    await waitFor(() => expect(skus()).toHaveLength(3));

    replica.hold();
    type('sbx');
    await waitFor(() => expect(wrapper().getAttribute('aria-busy')).toBe('true'));
    expect(skus()).toHaveLength(3);

    replica.release();
    await waitFor(() => expect(wrapper().dataset['search']).toBe('sbx'));
    expect(wrapper().getAttribute('aria-busy')).toBeNull();
    expect(skus()).toEqual(['SBX-00001', 'SBX-00002']);
  });
});
