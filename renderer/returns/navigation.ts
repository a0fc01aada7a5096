/**
 * The way into the Returns view from elsewhere in the app (the morning brief's overdue line, the
 * alerts): the queue with exactly this filter, nothing selected.
 */
import { useUiStore } from '../state/ui-store.ts';
import { useReturnsViewState, type ReturnsFilter } from './view-state.ts';

export function showReturns(filter: ReturnsFilter): void {
  useReturnsViewState.getState().setFilter(filter);
  const ui = useUiStore.getState();
  ui.select('returns', null);
  ui.showView('returns');
}
