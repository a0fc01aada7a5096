// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ALERT_SETTINGS, type AlertSettings } from '../../shared/brief/brief.ts';
import { AlertSettingsForm, type AlertDelivery } from './AlertSettingsForm.tsx';

afterEach(cleanup);

function show(
  settings: AlertSettings = DEFAULT_ALERT_SETTINGS,
  delivery: AlertDelivery = { host: 'desktop' },
  rate: number | null = 60,
) {
  const onChange = vi.fn();
  const onAskPermission = vi.fn();
  render(
    <AlertSettingsForm
      settings={settings}
      rate={rate}
      delivery={delivery}
      disabled={false}
      onChange={onChange}
      onAskPermission={onAskPermission}
    />,
  );
  return { onChange, onAskPermission };
}

describe('AlertSettingsForm', () => {
  it('offers every alert kind, ticked as saved, and saves the kinds in their own order', async () => {
    const { onChange } = show({ kinds: ['po-arrived'], budgetShare: 0.05 });
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([false, false, false, true]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'An order is put on hold' }));
    expect(onChange).toHaveBeenCalledWith({
      kinds: ['order-on-hold', 'po-arrived'],
      budgetShare: 0.05,
    });
  });

  it('shows the default budget as 5% of the account’s credits and how often checks run at it', async () => {
    const { onChange } = show();
    const budget = screen.getByRole('combobox', { name: 'Credits the checks may use' });
    expect((budget as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      '5% of the account’s credits',
    );
    expect(screen.getByText(/up to about 180 credits a minute/).textContent).toMatch(
      /always goes first/,
    );
    await userEvent.selectOptions(budget, '0.1');
    expect(onChange).toHaveBeenCalledWith({ kinds: [], budgetShare: 0.1 });
  });

  it('in the web host, says the browser blocks notifications when it does', () => {
    show({ kinds: ['order-on-hold'], budgetShare: 0.05 }, { host: 'web', permission: 'denied' });
    expect(screen.getByRole('alert').textContent).toContain(
      'This browser blocks Floorboard’s notifications',
    );
  });

  it('in the web host, offers to ask again while alerts are on and nothing was allowed', async () => {
    const { onAskPermission } = show(
      { kinds: ['order-on-hold'], budgetShare: 0.05 },
      { host: 'web', permission: 'default' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Allow notifications' }));
    expect(onAskPermission).toHaveBeenCalledTimes(1);
  });
});
