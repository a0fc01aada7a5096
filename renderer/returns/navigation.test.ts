import { beforeEach, describe, expect, it } from 'vitest';
import { useUiStore } from '../state/ui-store.ts';
import { showReturns } from './navigation.ts';
import { useReturnsViewState } from './view-state.ts';

describe('showReturns', () => {
  beforeEach(() => {
    useUiStore.setState({ view: 'overview', selected: { returns: 'Return:1' } });
    useReturnsViewState.setState({ filter: { status: 'pending' } });
  });

  it('switches to Returns with exactly the filter asked for and nothing selected', () => {
    showReturns({ overdueOnly: true });
    expect(useUiStore.getState().view).toBe('returns');
    expect(useUiStore.getState().selected.returns).toBeNull();
    expect(useReturnsViewState.getState().filter).toEqual({ overdueOnly: true });
  });

  it('can ask for one status', () => {
    showReturns({ status: 'received' });
    expect(useReturnsViewState.getState().filter).toEqual({ status: 'received' });
  });
});
