// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import { REPLICA_OFF } from '../../shared/replica/types.ts';
import { DetailPane } from '../components/layout/DetailPane.tsx';
import { useOrdersViewState } from '../orders/view-state.ts';
import { productPaneKey, usePaneFocus } from '../state/pane-focus.ts';
import { useUiStore } from '../state/ui-store.ts';
import { createFakeBridge, signedIn } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { FinderButton } from './FinderButton.tsx';
import { FinderHost } from './FinderHost.tsx';
import { useFinderStore } from './finder-store.ts';
import { testReplica, testRow } from './testing/replica.ts';

afterEach(cleanup);
beforeEach(() => {
  useFinderStore.setState({ open: false, asked: 0 });
  useUiStore.setState({ view: 'account', selected: {} });
  usePaneFocus.setState({ key: null });
});

function renderHost(enabled = true) {
  const bridge = createFakeBridge({
    session: signedIn(),
    overrides: {
      replicaStatus: () =>
        Promise.resolve(
          ok({ ...REPLICA_OFF, phase: 'ready', records: 1, lastRefreshedAt: Date.now() }),
        ),
      queryReplica: testReplica([testRow('SBX-00042', 'Blue widget', '810042000425')]).queryReplica,
    },
  });
  renderWithApp(
    <>
      <button type="button">Somewhere in a view</button>
      <FinderButton />
      <FinderHost enabled={enabled} />
    </>,
    bridge,
  );
  return bridge;
}

const finder = () => screen.queryByRole('dialog', { name: 'Find a product or an order' });

describe('FinderHost', () => {
  it('opens on Ctrl+K and on Cmd+K, and gives focus back on Escape', async () => {
    renderHost();
    const before = screen.getByRole('button', { name: 'Somewhere in a view' });
    before.focus();
    fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    expect(finder()).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(finder()).toBeNull();
    expect(document.activeElement).toBe(before);

    fireEvent.keyDown(document, { key: 'K', metaKey: true });
    expect(finder()).not.toBeNull();
  });

  it('stays shut while the shell is covered, or another dialog has the keyboard', () => {
    renderHost(false);
    fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    expect(finder()).toBeNull();
    cleanup();

    renderHost();
    const other = document.createElement('dialog');
    other.setAttribute('open', '');
    document.body.append(other);
    fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    expect(finder()).toBeNull();
    other.remove();
    fireEvent.keyDown(document, { key: 'k', ctrlKey: true, shiftKey: true });
    expect(finder()).toBeNull();
  });

  it('opens from the desktop menu’s Find…, and selects its text when already open', async () => {
    const bridge = renderHost();
    act(() => bridge.pushCommand('find'));
    expect(finder()).not.toBeNull();
    await userEvent.keyboard('blue');
    const field = screen.getByRole('combobox', { name: 'Find a product or an order' });
    if (!(field instanceof HTMLInputElement)) throw new Error('no finder field');
    expect(field.selectionStart).toBe(4);
    act(() => bridge.pushCommand('find'));
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 4]);
    expect(document.activeElement).toBe(field);
  });

  it('leaves the menu’s Find… for later while another dialog has the keyboard', () => {
    const bridge = renderHost();
    const other = document.createElement('dialog');
    other.setAttribute('open', '');
    document.body.append(other);
    act(() => bridge.pushCommand('find'));
    expect(finder()).toBeNull();
    other.remove();
  });

  it('opens from the top bar’s button, which names its shortcut', async () => {
    renderHost();
    const button = screen.getByRole('button', { name: 'Find products, orders…' });
    expect(button.getAttribute('aria-keyshortcuts')).toBe('Control+K Meta+K');
    await userEvent.click(button);
    expect(finder()).not.toBeNull();
  });

  it('opens a product in the products view, and its pane asks for focus', async () => {
    renderHost();
    fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    await userEvent.keyboard('sbx-00042');
    await screen.findByRole('option', { name: /Blue widget/ });
    await userEvent.keyboard('{Enter}');
    expect(finder()).toBeNull();
    expect(useUiStore.getState().view).toBe('products');
    expect(useUiStore.getState().selected.products).toBe('SBX-00042');
    expect(usePaneFocus.getState().key).toBe(productPaneKey('SBX-00042'));
  });

  it('opens an order by number in the orders view', async () => {
    renderHost();
    fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    await userEvent.keyboard('100500');
    await screen.findByRole('option', { name: /Order #100500/ });
    await userEvent.keyboard('{Enter}');
    expect(useUiStore.getState().view).toBe('orders');
    expect(useOrdersViewState.getState().filters).toMatchObject({ orderNumber: '#100500' });
    expect(useOrdersViewState.getState().openWhenFound).toBe('#100500');
    expect(usePaneFocus.getState().key).toBe('order:#100500');
  });
});

describe('DetailPane focus', () => {
  it('focuses its title when asked for its record, once, and not for another', async () => {
    usePaneFocus.getState().request(productPaneKey('SBX-1'));
    const { rerender } = render(
      <DetailPane title="Other" focusKey={productPaneKey('SBX-2')}>
        body
      </DetailPane>,
    );
    expect(document.activeElement).toBe(document.body);
    rerender(
      <DetailPane title="Blue widget" focusKey={productPaneKey('SBX-1')}>
        body
      </DetailPane>,
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Blue widget' })),
    );
    expect(usePaneFocus.getState().key).toBeNull();
  });
});
