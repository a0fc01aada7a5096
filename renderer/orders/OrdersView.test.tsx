// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeBridge, signedIn } from '../testing/fake-bridge.ts';
import { describedBy as description } from '../testing/described-by.ts';
import { renderWithApp } from '../testing/render.tsx';
import { OrdersView } from './OrdersView.tsx';

afterEach(cleanup);

function render(scopes: readonly string[]): void {
  renderWithApp(
    <OrdersView />,
    createFakeBridge({ session: signedIn({ scopes: ['openid', ...scopes] }) }),
  );
}

function importButton(): HTMLButtonElement {
  const button = screen.getByRole('button', { name: 'Import changes' });
  if (!(button instanceof HTMLButtonElement)) throw new Error('not a button');
  return button;
}

describe('the orders view’s Import changes', () => {
  it('is disabled without view:orders, which the import’s checks read with, and says so', async () => {
    // change:orders alone lets a note be added, but an import looks every order up first.
    render(['change:orders']);
    await waitFor(() => expect(description(importButton())).toMatch(/view:orders/));
    expect(importButton().disabled).toBe(true);
    expect(description(importButton())).not.toMatch(/change:orders/);
  });

  it('is disabled without change:orders, naming it', async () => {
    render(['view:orders']);
    await waitFor(() => expect(description(importButton())).toMatch(/change:orders/));
    expect(importButton().disabled).toBe(true);
  });

  it('is enabled with every scope the order import needs', async () => {
    render(['view:orders', 'change:orders']);
    await waitFor(() => expect(importButton().disabled).toBe(false));
    expect(importButton().getAttribute('aria-describedby')).toBeNull();
  });
});
