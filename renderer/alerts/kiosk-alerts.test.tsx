// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BriefAlert } from '../../shared/brief/brief.ts';
import { App } from '../app/App.tsx';
import { createQueryClient } from '../data/query-client.ts';
import { createKioskBridge } from '../kiosk/testing/kiosk-bridge.ts';
import { createFakeBridge, signedIn, type FakeBridge } from '../testing/fake-bridge.ts';
import { stubNotifications } from './testing/stub-notification.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const hold: BriefAlert = {
  kind: 'order-on-hold',
  item: { id: 'O42', label: '#100512', detail: 'Operator hold', at: '2026-11-27T08:00:00' },
};

/** The whole renderer in the web host, with notifications allowed; `alert` pushed once shown. */
async function alertIn(bridge: FakeBridge, shown: string) {
  const stub = stubNotifications('granted');
  vi.stubGlobal('Notification', stub.api);
  render(<App bridge={bridge} queryClient={createQueryClient()} />);
  await screen.findByRole('heading', { name: shown, level: 1 });
  act(() => bridge.pushAlert(hold));
  return stub.made;
}

describe('alerts and kiosk mode', () => {
  it('the office app raises the alert', async () => {
    const made = await alertIn(createFakeBridge({ session: signedIn() }), 'Overview');
    expect(made.map((n) => n.title)).toEqual(['Order put on hold: #100512']);
  });

  it('a kiosk raises nothing, and has no alert settings to show', async () => {
    const made = await alertIn(createKioskBridge(), 'Floor board');
    expect(made).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Alerts' })).toBeNull();
  });
});
