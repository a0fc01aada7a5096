// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, type BridgeResult } from '../../shared/bridge/errors.ts';
import type { GraphqlPayload } from '../../shared/bridge/graphql.ts';
import {
  createFakeBridge,
  failure,
  payload,
  signedIn,
  type FakeBridge,
} from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { AccountView } from './AccountView.tsx';

afterEach(cleanup);

/** What a service with the published 2024 schema answers for `me { data { scopes } }`. */
const REFUSED = 'Cannot query field "scopes" on type "User".';

const user = ok(
  payload({
    me: {
      request_id: 'r',
      complexity: 1,
      data: {
        id: 'VXNlcjox',
        email: 'ana@example.com',
        first_name: 'Ana',
        last_name: 'Lima',
        account: { id: 'QWNjb3VudDox', username: 'acme', email: null },
      },
    },
  }),
);

const warehouses = ok(
  payload({ account: { request_id: 'r', complexity: 1, data: { id: 'A', warehouses: [] } } }),
);

function answers(scopes: BridgeResult<GraphqlPayload<unknown>>): FakeBridge {
  return createFakeBridge({
    // The token response granted products and accounts, not orders.
    session: signedIn({ scopes: ['openid', 'view:accounts', 'view:products'] }),
    graphql: (operationName) =>
      operationName === 'Viewer'
        ? user
        : operationName === 'ViewerScopes'
          ? scopes
          : operationName === 'AccountWarehouses'
            ? warehouses
            : failure({ kind: 'server', message: `${operationName} is not scripted` }),
  });
}

function scopeRow(scope: string): HTMLElement {
  const cell = screen.getByText(scope, { selector: 'code' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${scope}`);
  return row;
}

describe('the account view and the scopes the service reports', () => {
  it('shows the user and gates by the token’s scopes when the service refuses the field', async () => {
    renderWithApp(<AccountView />, answers(failure({ kind: 'server', message: REFUSED })));

    expect(await screen.findByText('Ana Lima')).toBeTruthy();
    expect(screen.getByText('acme')).toBeTruthy();
    const note = await screen.findByText(/did not list this user’s scopes/);
    expect(note.textContent).toContain(REFUSED);
    expect(within(scopeRow('view:products')).getByText('Granted')).toBeTruthy();
    expect(within(scopeRow('view:orders')).getByText('Not granted')).toBeTruthy();
  });

  it('lists the scopes when the service answers them, the user unchanged', async () => {
    const scopes = ok(
      payload({
        me: {
          request_id: 'r',
          complexity: 1,
          data: { scopes: ['view:accounts', 'view:products'] },
        },
      }),
    );
    renderWithApp(<AccountView />, answers(scopes));

    expect(await screen.findByText('Ana Lima')).toBeTruthy();
    expect(
      await screen.findByText('The service lists: view:accounts, view:products.'),
    ).toBeTruthy();
    expect(within(scopeRow('view:orders')).getByText('Not granted')).toBeTruthy();
  });
});
