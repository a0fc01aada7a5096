// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { useUiStore } from '../state/ui-store.ts';
import { showStockChanges } from './stock-changes-navigation.ts';
import { useInventoryViewState } from './view-state.ts';

describe('showStockChanges', () => {
  beforeEach(() => {
    useUiStore.getState().showView('overview');
    useInventoryViewState.setState({ section: 'one-sku', filter: null });
  });

  it('opens the Inventory view on Stock changes with the filter given', () => {
    showStockChanges({ from: '2026-11-26', to: '2026-11-27', largeOnly: true });
    expect(useUiStore.getState().view).toBe('inventory');
    expect(useInventoryViewState.getState().section).toBe('stock-changes');
    expect(useInventoryViewState.getState().filter).toEqual({
      from: '2026-11-26',
      to: '2026-11-27',
      largeOnly: true,
    });
  });

  it('replaces an earlier filter rather than merging into it', () => {
    showStockChanges({ from: '2026-11-01', to: '2026-11-02', sku: 'ABC-1' });
    showStockChanges({ from: '2026-11-27', to: '2026-11-27' });
    expect(useInventoryViewState.getState().filter).toEqual({
      from: '2026-11-27',
      to: '2026-11-27',
    });
  });
});
