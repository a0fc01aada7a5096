// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import { ok, type SignInFailure } from '../../shared/bridge/errors.ts';
import { App } from '../app/App.tsx';
import { createQueryClient } from '../data/query-client.ts';
import { useUiStore } from '../state/ui-store.ts';
import {
  createFakeBridge,
  failure,
  payload,
  signedIn,
  signedOut,
  type FakeBridge,
} from '../testing/fake-bridge.ts';

/** Viewer for the top bar; AccountWarehouses (the account view) answers with no warehouses. */
const viewer = (operationName: string) =>
  operationName === 'AccountWarehouses'
    ? ok(
        payload({ account: { request_id: 'r', complexity: 1, data: { id: 'A', warehouses: [] } } }),
      )
    : ok(
        payload({
          me: {
            request_id: 'r',
            complexity: 1,
            data: {
              id: 'User:1',
              email: 'ana@example.com',
              first_name: 'Ana',
              last_name: 'Lima',
              scopes: [],
              account: { id: 'Account:1', username: 'acme', email: null },
            },
          },
        }),
      );

function signInFails(reason: SignInFailure): Partial<FloorboardBridge> {
  const result = () =>
    Promise.resolve(failure({ kind: 'sign-in-failed', reason, message: `failed: ${reason}` }));
  return { signInWithBrowser: result, signInWithPassword: result };
}

function renderApp(bridge: FakeBridge) {
  return render(<App bridge={bridge} queryClient={createQueryClient()} />);
}

beforeEach(() => {
  // The shell opens on the account view: these tests are about the shell, not the data views.
  useUiStore.setState({ view: 'account', selected: {}, scopeShortfall: null });
});
afterEach(cleanup);

describe('sign-in screen', () => {
  it('lists the built-in Sandbox first and offers the presets and individual scopes', async () => {
    renderApp(createFakeBridge());
    expect(
      await screen.findByRole('heading', { name: 'Sign in to Sandbox (built in)' }),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Account manager/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: /change:products/ })).toHaveProperty(
      'checked',
      true,
    );
    await userEvent.click(screen.getByRole('radio', { name: /Floor kiosk/ }));
    expect(screen.getByRole('checkbox', { name: /change:products/ })).toHaveProperty(
      'checked',
      false,
    );
    expect(screen.getByRole('checkbox', { name: /view:pii/ })).toHaveProperty('checked', false);
  });

  it('explains a busy sign-in port', async () => {
    renderApp(createFakeBridge({ overrides: signInFails('port-busy') }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with browser' }));
    expect(await screen.findByText('The sign-in port is busy')).toBeTruthy();
    expect(screen.getByText(/port 3000/)).toBeTruthy();
  });

  it('explains declined consent calmly', async () => {
    renderApp(createFakeBridge({ overrides: signInFails('denied') }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with browser' }));
    expect(await screen.findByText('Access was declined in the browser')).toBeTruthy();
  });

  it('says a password was wrong, keeps the user name and clears the password', async () => {
    renderApp(createFakeBridge({ overrides: signInFails('wrong-credentials') }));
    await userEvent.click(await screen.findByRole('tab', { name: 'User name and password' }));
    expect(screen.getByText(/not limited by scopes/)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /User name/ }), 'ana');
    await userEvent.type(screen.getByLabelText(/^Password/), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong user name or password')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /User name/ })).toHaveProperty('value', 'ana');
    expect(screen.getByLabelText(/^Password/)).toHaveProperty('value', '');
  });

  it('waits for the browser with Cancel and a link to copy', async () => {
    const user = userEvent.setup();
    const bridge = createFakeBridge({
      overrides: { cancelSignIn: () => Promise.resolve(ok(null)) },
    });
    renderApp(bridge);
    await screen.findByRole('button', { name: 'Sign in with browser' });
    const url = 'http://127.0.0.1:4000/authorize?code_challenge=abc&state=xyz';
    bridge.pushSession(signedOut(), {
      phase: 'waiting-for-browser',
      profileId: 'sandbox',
      authorizationUrl: url,
      browserOpened: false,
    });
    expect(await screen.findByRole('heading', { name: 'Waiting for your browser' })).toBeTruthy();
    // This test runs as the web host does (no preload): the page opens the sign-in tab itself.
    expect(screen.getByText(/Open the sign-in page in a new tab/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open sign-in page' }).getAttribute('href')).toBe(url);
    await user.click(screen.getByRole('button', { name: 'Copy sign-in link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(bridge.calls.some((c) => c.method === 'cancelSignIn')).toBe(true);
  });

  it('offers "Request again" when fewer scopes were granted', async () => {
    const granted = ['openid', 'view:accounts', 'view:products'];
    const bridge: FakeBridge = createFakeBridge({
      graphql: viewer,
      overrides: {
        signInWithBrowser: () => {
          const session = signedIn({ scopes: granted });
          bridge.pushSession(session);
          return Promise.resolve(ok({ session, scopesMissing: ['change:products'] }));
        },
      },
    });
    renderApp(bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with browser' }));
    const banner = await screen.findByText('Fewer scopes were granted than requested');
    expect(screen.getByText(/Not granted: change:products/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Request again' }));
    const requests = bridge.calls.filter((c) => c.method === 'signInWithBrowser');
    expect(requests.at(-1)?.args[1]).toEqual([...granted, 'change:products']);
    expect(banner).toBeTruthy();
  });
});

describe('session banners and expiry', () => {
  it('says a sign-in without a keyring lasts for this run only, and why', async () => {
    const session = signedIn({ persistence: 'memory-only', persistenceReason: 'basic-text' });
    renderApp(createFakeBridge({ session, graphql: viewer }));
    expect(await screen.findByText('This sign-in lasts for this run only')).toBeTruthy();
    expect(screen.getByText(/store it as plain text/)).toBeTruthy();
  });

  it('keeps the shell mounted under "Sign in again" when the session expires', async () => {
    const bridge = createFakeBridge({ session: signedIn(), graphql: viewer });
    renderApp(bridge);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect((await screen.findAllByText('Ana Lima')).length).toBeGreaterThan(0);

    bridge.pushSession(signedOut({ reason: 'session-expired' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    expect(within(dialog).getByText('Your session has ended')).toBeTruthy();
    expect(within(dialog).getByText(/Anything you were typing is kept/)).toBeTruthy();
    // The same shell, not a re-mounted one: its state (forms included) survives.
    expect(document.body.contains(nav)).toBe(true);
    expect(nav.closest('.shell')?.hasAttribute('inert')).toBe(true);

    bridge.pushSession(signedIn());
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(document.body.contains(nav)).toBe(true);
  });
});

describe('signing in again', () => {
  it('asks for the same scopes the ended session had', async () => {
    const scopes = ['openid', 'view:accounts', 'view:products'];
    const bridge = createFakeBridge({ session: signedIn({ scopes }), graphql: viewer });
    renderApp(bridge);
    await screen.findByRole('navigation', { name: 'Main' });
    bridge.pushSession(signedOut({ reason: 'session-expired' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    // The form appears once the saved profiles are read, after the dialog itself.
    expect(await within(dialog).findByRole('checkbox', { name: /view:products/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).getByRole('checkbox', { name: /view:orders/ })).toHaveProperty(
      'checked',
      false,
    );
  });
});
