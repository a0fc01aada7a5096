import { beforeEach, describe, expect, it } from 'vitest';
import { useUiStore } from '../state/ui-store.ts';
import { showLateOrders, showShipments } from './navigation.ts';
import { useShipmentsViewState } from './view-state.ts';

beforeEach(() => {
  useUiStore.setState({ view: 'overview' });
  useShipmentsViewState.setState({ section: 'late', filter: { day: 'today' }, method: 'Ground' });
});

describe('ways into the Shipments view', () => {
  it('showShipments switches to the Shipped list with that day and carrier, any method', () => {
    showShipments({ day: 'yesterday', carrier: 'UPS' });
    expect(useUiStore.getState().view).toBe('shipments');
    expect(useShipmentsViewState.getState()).toMatchObject({
      section: 'shipped',
      filter: { day: 'yesterday', carrier: 'UPS' },
      method: null,
    });
  });

  it('showShipments takes a from/to range', () => {
    showShipments({ from: '2026-11-20', to: '2026-11-26' });
    expect(useShipmentsViewState.getState().filter).toEqual({
      from: '2026-11-20',
      to: '2026-11-26',
    });
  });

  it('showLateOrders switches to the Late & at risk list, keeping the Shipped filter', () => {
    useShipmentsViewState.setState({ section: 'shipped', filter: { day: 'yesterday' } });
    showLateOrders();
    expect(useUiStore.getState().view).toBe('shipments');
    expect(useShipmentsViewState.getState().section).toBe('late');
    expect(useShipmentsViewState.getState().filter).toEqual({ day: 'yesterday' });
  });
});
