import { afterEach, describe, expect, it } from 'vitest';
import { toServiceTime } from '../../shared/dates/service-time.ts';
import { useOrdersViewState } from '../orders/view-state.ts';
import { useShipmentsViewState } from '../shipments/view-state.ts';
import { useUiStore } from '../state/ui-store.ts';
import { briefPeriodStart, openBriefLine, type BriefDays } from './brief-lists.ts';
import { showLateOrders } from '../shipments/navigation.ts';

const DAYS: BriefDays = { from: '2026-11-26', to: '2026-11-27' };
// Local midnight starting the period, in the service's UTC words, whatever zone the test runs in.
const START = toServiceTime(new Date(2026, 10, 26).getTime());

afterEach(() => {
  useOrdersViewState.getState().setFilters({}, null);
  useShipmentsViewState.getState().setLateDueFrom(null);
});

describe('brief lines open their list filtered to what they count', () => {
  it('takes the period start as its first local midnight in service time', () => {
    expect(briefPeriodStart(DAYS)).toBe(START);
    expect(briefPeriodStart({ from: '2026-11-27', to: '2026-11-27' })).toBe(
      toServiceTime(new Date(2026, 10, 27).getTime()),
    );
  });

  it('opens held orders changed since the period began for "put on hold"', () => {
    openBriefLine('new-holds', DAYS);
    expect(useOrdersViewState.getState().filters).toEqual({ hasHold: true, updatedFrom: START });
    expect(useUiStore.getState().view).toBe('orders');
  });

  it('opens the Late list scoped to ship dates since the period began for "became late"', () => {
    openBriefLine('became-late', DAYS);
    const state = useShipmentsViewState.getState();
    expect(state.section).toBe('late');
    expect(state.lateDueFrom).toBe(START);
    expect(useUiStore.getState().view).toBe('shipments');
  });

  it('drops a scope left from the brief when the Late list is opened plainly', () => {
    openBriefLine('became-late', DAYS);
    showLateOrders();
    expect(useShipmentsViewState.getState().lateDueFrom).toBeNull();
  });
});
