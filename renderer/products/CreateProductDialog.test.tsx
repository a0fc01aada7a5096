// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import { useDraftStore } from '../state/drafts.ts';
import {
  createFakeBridge,
  failure,
  payload,
  signedIn,
  type FakeBridge,
  type GraphqlHandler,
} from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { CreateProductDialog } from './CreateProductDialog.tsx';

afterEach(cleanup);
beforeEach(() => useDraftStore.setState({ drafts: {} }));

const session = signedIn({ method: 'password', scopeLimited: false, scopes: [] });

const warehouses = {
  account: {
    request_id: 'r',
    complexity: 1,
    data: {
      id: 'A1',
      warehouses: [
        { id: 'W1', identifier: 'Primary', company_name: null, address: null },
        { id: 'W2', identifier: 'Reno West', company_name: null, address: null },
      ],
    },
  },
};

function bridgeWith(create: GraphqlHandler | null = null): FakeBridge {
  return createFakeBridge({
    session,
    graphql: (name, variables) => {
      if (name === 'AccountWarehouses') return ok(payload(warehouses));
      if (name === 'ProductBySku') {
        return ok(payload({ product: { data: { id: 'P1', sku: variables['sku'], name: 'x' } } }));
      }
      if (name === 'CreateProduct' && create) return create(name, variables);
      if (name === 'CreateProduct') {
        const data = variables['data'] as { sku: string; name: string };
        return ok(payload({ product_create: { product: { ...data, id: 'P1' } } }));
      }
      return ok(payload({}));
    },
  });
}

const creates = (bridge: FakeBridge) =>
  bridge.calls.filter((c) => c.method === 'graphql' && c.args[0] === 'CreateProduct');

async function fill(label: RegExp, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.clear(input);
  if (text !== '') await userEvent.type(input, text);
}

describe('CreateProductDialog', () => {
  it('refuses bad decimals before sending, then sends exactly the typed strings', async () => {
    const bridge = bridgeWith();
    const onCreated = vi.fn();
    renderWithApp(<CreateProductDialog onClose={() => undefined} onCreated={onCreated} />, bridge);
    const dialog = await screen.findByRole('dialog', { name: 'Create product' });
    await within(dialog).findByRole('textbox', { name: 'Reno West on hand' });

    await fill(/^Name/, 'Enamel mug');
    await fill(/^SKU/, 'MUG-1');
    await fill(/^Price/, '12,50');
    await fill(/^Value/, '1e3');
    await fill(/Primary on hand/, '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save product' }));

    expect(await within(dialog).findAllByText(/Enter a number such as 12.50/)).toHaveLength(2);
    expect(within(dialog).getByText('Enter a whole number.')).toBeTruthy();
    const price = screen.getByRole('textbox', { name: /^Price/ });
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(price);
    expect(creates(bridge)).toEqual([]);

    // Digits a float could not hold: they must arrive as typed.
    await fill(/^Price/, ' 9007199254740993.01 ');
    await fill(/^Value/, '0.10');
    await fill(/Primary on hand/, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save product' }));

    await waitFor(() => expect(creates(bridge)).toHaveLength(1));
    expect(creates(bridge)[0]?.args[1]).toEqual({
      data: {
        name: 'Enamel mug',
        sku: 'MUG-1',
        // Set per warehouse, where the service keeps prices.
        warehouse_products: [
          { warehouse_id: 'W1', on_hand: 5, price: '9007199254740993.01', value: '0.10' },
          { warehouse_id: 'W2', on_hand: 0, price: '9007199254740993.01', value: '0.10' },
        ],
      },
    });
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('MUG-1'));
    expect(await screen.findByText('Created “Enamel mug”')).toBeTruthy();
  });

  it('puts a duplicate-SKU refusal on the SKU field and keeps the dialog open', async () => {
    const bridge = bridgeWith(() =>
      failure({ kind: 'invalid-input', message: 'A product with SKU "MUG-1" already exists' }),
    );
    renderWithApp(<CreateProductDialog onClose={() => undefined} onCreated={vi.fn()} />, bridge);
    await screen.findByRole('textbox', { name: 'Reno West on hand' });
    await fill(/^Name/, 'Enamel mug');
    await fill(/^SKU/, 'MUG-1');
    await fill(/^Price/, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));

    expect(await screen.findByText('The product was not created')).toBeTruthy();
    const sku = screen.getByRole('textbox', { name: /^SKU/ });
    expect(sku.getAttribute('aria-invalid')).toBe('true');
  });

  it('after a dropped connection with an unknown outcome, offers a check instead of a retry', async () => {
    const bridge = bridgeWith(() =>
      failure({ kind: 'network', message: 'socket closed', applied: 'unknown' }),
    );
    const onCreated = vi.fn();
    renderWithApp(<CreateProductDialog onClose={() => undefined} onCreated={onCreated} />, bridge);
    await screen.findByRole('textbox', { name: 'Reno West on hand' });
    await fill(/^Name/, 'Enamel mug');
    await fill(/^SKU/, 'MUG-1');
    await fill(/^Price/, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));

    expect(await screen.findByText('Not known whether the product was created')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Check whether it exists' }));
    // The check found it: created after all, and never sent twice.
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('MUG-1'));
    expect(creates(bridge)).toHaveLength(1);
    const check = bridge.calls.find((c) => c.args[0] === 'ProductBySku');
    expect(check?.args[1]).toEqual({ sku: 'MUG-1' });
  });
});
