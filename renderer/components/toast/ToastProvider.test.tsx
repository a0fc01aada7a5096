// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastInput } from './ToastProvider.tsx';
import { manualSchedule } from './testing/manual-schedule.ts';

afterEach(cleanup);

function ShowButton({ toast }: { readonly toast: ToastInput }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(toast)}>
      Show
    </button>
  );
}

function setUp(toast: ToastInput) {
  const clock = manualSchedule();
  render(
    <ToastProvider schedule={clock.schedule}>
      <ShowButton toast={toast} />
    </ToastProvider>,
  );
  return clock;
}

/** The visible toasts (the live regions repeat their text for screen readers). */
const region = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('toasts', () => {
  it('a success leaves after 5 seconds', async () => {
    const clock = setUp({ tone: 'success', title: 'Saved' });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    act(() => clock.advance(4999));
    expect(region().queryByText('Saved')).not.toBeNull();
    act(() => clock.advance(1));
    expect(region().queryByText('Saved')).toBeNull();
  });

  it('keeps each unbroken part of the title on one line', async () => {
    setUp({
      tone: 'success',
      title: 'Created purchase orders PO-20261127-47RF and PO-20261127-KTTM',
      unbroken: ['PO-20261127-47RF', 'PO-20261127-KTTM'],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    const title = region().getByText(/^Created purchase orders/);
    expect(title.textContent).toBe('Created purchase orders PO-20261127-47RF and PO-20261127-KTTM');
    expect([...title.querySelectorAll('.toast-unbroken')].map((s) => s.textContent)).toEqual([
      'PO-20261127-47RF',
      'PO-20261127-KTTM',
    ]);
  });

  it('one with an action stays while the pointer is on it, runs it once and closes', async () => {
    const onAction = vi.fn();
    const clock = setUp({
      tone: 'info',
      title: 'Removed',
      durationMs: 8000,
      action: { label: 'Undo', onAction },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo.getAttribute('aria-describedby')).toBe(region().getByText('Removed').id);

    await userEvent.hover(undo);
    act(() => clock.advance(60_000));
    expect(region().queryByText('Removed')).not.toBeNull();

    await userEvent.click(undo);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(region().queryByText('Removed')).toBeNull();
  });
});
