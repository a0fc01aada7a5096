// @vitest-environment happy-dom
/**
 * The orders search field: a customer's name is not sent as a SKU (the service cannot filter
 * orders by name), and the field says what to type instead.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_ORDER_FILTERS } from '../../shared/orders/filters.ts';
import { createFakeBridge, signedIn } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { OrderSearch } from './OrderSearch.tsx';
import { useOrdersViewState } from './view-state.ts';

afterEach(() => {
  cleanup();
  useOrdersViewState.getState().setFilters(NO_ORDER_FILTERS);
});

function search(text: string): void {
  renderWithApp(
    <OrderSearch />,
    createFakeBridge({ session: signedIn({ scopes: ['openid', 'view:orders', 'view:pii'] }) }),
  );
  const field = screen.getByRole('searchbox', { name: 'Search orders' });
  fireEvent.change(field, { target: { value: text } });
  fireEvent.submit(field);
}

describe('the orders search field', () => {
  it('does not turn a customer’s name into a SKU filter, and says what to try', () => {
    search('Isaac Thomas');
    expect(useOrdersViewState.getState().filters).toEqual(NO_ORDER_FILTERS);
    expect(screen.getByRole('alert').textContent).toBe(
      'Orders can’t be searched by customer name; try the order number or e-mail. Search “Isaac Thomas” as a SKU',
    );
  });

  it('offers to send words of letters as a SKU after all, and does', () => {
    search('BLUE MUG');
    expect(useOrdersViewState.getState().filters).toEqual(NO_ORDER_FILTERS);
    fireEvent.click(screen.getByRole('button', { name: 'Search “BLUE MUG” as a SKU' }));
    expect(useOrdersViewState.getState().filters).toEqual({ sku: 'BLUE MUG' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('still searches a SKU', () => {
    search('SBX-TEE-RED-M');
    expect(useOrdersViewState.getState().filters).toEqual({ sku: 'SBX-TEE-RED-M' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
