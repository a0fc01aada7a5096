// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import { stubNotifications } from '../alerts/testing/stub-notification.ts';
import { createFakeBridge, failure, signedIn } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { AlertSettingsCard } from './AlertSettingsCard.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = () => screen.getByRole('region', { name: 'Alerts' });

describe('AlertSettingsCard (web host: the page has no preload bridge)', () => {
  it('shows the saved choice and saves each change at once', async () => {
    vi.stubGlobal('Notification', stubNotifications('granted').api);
    const bridge = createFakeBridge({
      session: signedIn(),
      overrides: {
        getAlertSettings: () => Promise.resolve(ok({ kinds: ['po-arrived'], budgetShare: 0.1 })),
      },
    });
    renderWithApp(<AlertSettingsCard />, bridge);
    const arrives = await within(card()).findByRole('checkbox', {
      name: 'A purchase order arrives',
    });
    expect((arrives as HTMLInputElement).checked).toBe(true);
    await userEvent.click(
      within(card()).getByRole('checkbox', { name: 'A return becomes overdue' }),
    );
    expect(
      bridge.calls.filter((c) => c.method === 'saveAlertSettings').map((c) => c.args[0]),
    ).toEqual([{ kinds: ['return-overdue', 'po-arrived'], budgetShare: 0.1 }]);
    expect(await within(card()).findByText('Saved.')).toBeTruthy();
  });

  it('asks the browser for permission when the first alert is turned on', async () => {
    const stub = stubNotifications('default', 'granted');
    vi.stubGlobal('Notification', stub.api);
    renderWithApp(<AlertSettingsCard />, createFakeBridge({ session: signedIn() }));
    await userEvent.click(
      await within(card()).findByRole('checkbox', { name: 'An order is put on hold' }),
    );
    expect(stub.asked()).toBe(1);
    expect(
      await within(card()).findByText('Alerts show as this browser’s notifications.'),
    ).toBeTruthy();
  });

  it('says so when the browser refuses', async () => {
    vi.stubGlobal('Notification', stubNotifications('default', 'denied').api);
    renderWithApp(<AlertSettingsCard />, createFakeBridge({ session: signedIn() }));
    await userEvent.click(
      await within(card()).findByRole('checkbox', { name: 'An order is put on hold' }),
    );
    expect((await within(card()).findByRole('alert')).textContent).toContain(
      'This browser blocks Floorboard’s notifications',
    );
  });

  it('puts the choice back and says why when main refuses to save it', async () => {
    vi.stubGlobal('Notification', stubNotifications('granted').api);
    const bridge = createFakeBridge({
      session: signedIn(),
      overrides: {
        saveAlertSettings: () =>
          Promise.resolve(failure({ kind: 'kiosk-locked', message: 'Not in kiosk mode' })),
      },
    });
    renderWithApp(<AlertSettingsCard />, bridge);
    const box = await within(card()).findByRole('checkbox', { name: 'An order is put on hold' });
    await userEvent.click(box);
    expect((await within(card()).findByRole('alert')).textContent).toMatch(/^Not saved: /);
    expect((box as HTMLInputElement).checked).toBe(false);
  });
});
