// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BriefAlert } from '../../shared/brief/brief.ts';
import { useOrdersViewState } from '../orders/view-state.ts';
import { BridgeProvider } from '../session/bridge-context.tsx';
import { useUiStore } from '../state/ui-store.ts';
import { createFakeBridge, signedIn, type FakeBridge } from '../testing/fake-bridge.ts';
import type { NotificationApi } from './browser-notifications.ts';
import { stubNotifications } from './testing/stub-notification.ts';
import { useAlertNotifications } from './use-alert-notifications.ts';

afterEach(cleanup);
beforeEach(() => {
  useUiStore.setState({ view: 'overview', selected: {} });
  useOrdersViewState.setState({ filters: {}, viewId: null });
});

const hold: BriefAlert = {
  kind: 'order-on-hold',
  item: { id: 'O42', label: '#100512', detail: 'Operator hold', at: '2026-11-27T08:00:00' },
};
const NOW = () => new Date(2026, 10, 27, 9).getTime();

function Host(props: { readonly browser: NotificationApi | undefined; readonly webHost: boolean }) {
  useAlertNotifications({ ...props, now: NOW });
  return null;
}

function mount(bridge: FakeBridge, browser: NotificationApi | undefined, webHost: boolean) {
  render(
    <BridgeProvider bridge={bridge}>
      <Host browser={browser} webHost={webHost} />
    </BridgeProvider>,
  );
}

describe('useAlertNotifications', () => {
  it('in the web host, raises a browser notification per alert; a click opens the order', () => {
    const bridge = createFakeBridge({ session: signedIn() });
    const stub = stubNotifications('granted');
    mount(bridge, stub.api, true);
    bridge.pushAlert(hold);
    expect(stub.made.map((n) => [n.title, n.options.body])).toEqual([
      ['Order put on hold: #100512', 'Operator hold'],
    ]);
    stub.made[0]?.onclick?.(new Event('click'));
    expect(useUiStore.getState().view).toBe('orders');
    expect(useOrdersViewState.getState().filters).toEqual({ orderNumber: '#100512' });
  });

  it('raises nothing while the browser has not allowed notifications', () => {
    const bridge = createFakeBridge({ session: signedIn() });
    const stub = stubNotifications('denied');
    mount(bridge, stub.api, true);
    bridge.pushAlert(hold);
    expect(stub.made).toEqual([]);
  });

  it('in the desktop app, leaves alerts to main and opens the record a notification click names', () => {
    const bridge = createFakeBridge({ session: signedIn() });
    const stub = stubNotifications('granted');
    mount(bridge, stub.api, false);
    bridge.pushAlert(hold);
    expect(stub.made).toEqual([]);
    bridge.pushCommand({
      open: { ...hold, kind: 'crossed-reorder', item: { ...hold.item, id: 'SBX-007' } },
    });
    expect(useUiStore.getState().view).toBe('products');
    expect(useUiStore.getState().selected.products).toBe('SBX-007');
  });
});
