// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../../shared/bridge/errors.ts';
import { createFakeBridge, signedIn } from '../../testing/fake-bridge.ts';
import { renderWithApp } from '../../testing/render.tsx';
import { ErrorView } from '../status/ErrorView.tsx';
import { gateFor } from '../../session/gate.ts';
import { GatedAction } from './GatedAction.tsx';

afterEach(cleanup);

const kiosk = signedIn({
  scopes: ['openid', 'view:accounts', 'view:products', 'view:orders', 'view:inventory'],
});

describe('gateFor', () => {
  it('names the scopes the session lacks', () => {
    expect(gateFor(kiosk, ['change:products'])).toEqual({
      allowed: false,
      missing: ['change:products'],
      reason: 'Needs permission to Change products (change:products)',
    });
    expect(gateFor(kiosk, ['view:products']).allowed).toBe(true);
  });

  it('lets full-access sessions run everything', () => {
    const password = signedIn({ method: 'password', scopeLimited: false, scopes: [] });
    expect(gateFor(password, ['change:products', 'change:orders']).allowed).toBe(true);
  });

  it('refuses while signed out', () => {
    expect(gateFor(null, []).allowed).toBe(false);
  });
});

describe('GatedAction', () => {
  it('is disabled with the reason when the token lacks the scope', async () => {
    const bridge = createFakeBridge({ session: kiosk });
    renderWithApp(<GatedAction operation="CreateProduct">Create product</GatedAction>, bridge);

    const reason = await screen.findByText('Needs permission to Change products (change:products)');
    const button = screen.getByRole('button', { name: 'Create product' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    expect(screen.getByRole('button', { name: 'Ask for “Change products”' })).toBeTruthy();
  });

  it('re-authorizes in the browser with the current scopes plus the missing one', async () => {
    const bridge = createFakeBridge({
      session: kiosk,
      overrides: {
        signInWithBrowser: (_profile, scopes) =>
          Promise.resolve(ok({ session: signedIn({ scopes }), scopesMissing: [] })),
      },
    });
    renderWithApp(<GatedAction operation="CreateProduct">Create product</GatedAction>, bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for “Change products”' }));

    const call = bridge.calls.find((c) => c.method === 'signInWithBrowser');
    expect(call?.args[0]).toBe('sandbox');
    expect(call?.args[1]).toEqual([...kiosk.scopes, 'change:products']);
  });

  it('is enabled for a full-access session', async () => {
    const bridge = createFakeBridge({
      session: signedIn({ method: 'password', scopeLimited: false, scopes: [] }),
    });
    renderWithApp(<GatedAction operation="CreateProduct">Create product</GatedAction>, bridge);
    await screen.findByRole('button', { name: 'Create product' });
    await expect
      .poll(() => screen.getByRole('button', { name: 'Create product' }))
      .toHaveProperty('disabled', false);
    expect(screen.queryByText(/Needs/)).toBeNull();
  });

  it('renders a code-7 error the same way', async () => {
    const bridge = createFakeBridge({ session: kiosk });
    renderWithApp(
      <ErrorView
        error={{
          kind: 'missing-scope',
          scopes: ['change:products'],
          message: 'Missing required scope(s): change:products',
        }}
      />,
      bridge,
    );
    expect(
      await screen.findByText('Needs permission to Change products (change:products)'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask for “Change products”' })).toBeTruthy();
  });
});
