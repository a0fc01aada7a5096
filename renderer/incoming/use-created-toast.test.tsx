// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useUiStore } from '../state/ui-store.ts';
import { createFakeBridge, signedIn } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { useCreatedToast } from './use-created-toast.ts';
import { useIncomingViewState } from './view-state.ts';

afterEach(cleanup);

function Created({ numbers }: { readonly numbers: readonly string[] }) {
  const show = useCreatedToast();
  return (
    <button type="button" onClick={() => show(numbers)}>
      Create
    </button>
  );
}

const SIX = Array.from({ length: 6 }, (_, i) => `PO-20261127-AB${String(i)}C`);

describe('the toast after a reorder', () => {
  it('counts more than two POs and shows them in Incoming’s Open tab', async () => {
    useUiStore.getState().showView('products');
    useIncomingViewState.getState().setTab('all');
    renderWithApp(<Created numbers={SIX} />, createFakeBridge({ session: signedIn() }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(toasts.getByText('Created 6 purchase orders')).toBeTruthy();
    expect(toasts.queryByText(/PO-20261127/)).toBeNull();
    await userEvent.click(toasts.getByRole('button', { name: 'Show them' }));
    expect(useUiStore.getState().view).toBe('incoming');
    expect(useIncomingViewState.getState().filters.tab).toBe('open');
    expect(useIncomingViewState.getState().section).toBe('purchase-orders');
  });

  it('names two POs, each kept whole', async () => {
    renderWithApp(
      <Created numbers={['PO-20261127-47RF', 'PO-20261127-KTTM']} />,
      createFakeBridge({ session: signedIn() }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    const title = within(screen.getByRole('region', { name: 'Notifications' })).getByText(
      /^Created purchase orders/,
    );
    expect(title.textContent).toBe('Created purchase orders PO-20261127-47RF and PO-20261127-KTTM');
    expect(title.querySelectorAll('.toast-unbroken')).toHaveLength(2);
  });
});
