// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeBridge } from '../testing/fake-bridge.ts';
import { AppProviders } from './AppProviders.tsx';
import { ReloadKeys } from './ReloadKeys.tsx';

afterEach(cleanup);

function press(init: KeyboardEventInit): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true });
  act(() => void document.body.dispatchEvent(event));
  return event;
}

function renderKeys() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['orders'], ['#100001']);
  render(
    <AppProviders bridge={createFakeBridge()} queryClient={queryClient}>
      <ReloadKeys />
    </AppProviders>,
  );
  return { queryClient };
}

describe('F5 and Ctrl+R in the web host', () => {
  it('reload the data instead of the page, and say so', async () => {
    const keys = renderKeys();
    expect(keys.queryClient.getQueryState(['orders'])?.isInvalidated).toBe(false);
    const event = press({ key: 'F5' });
    expect(event.defaultPrevented).toBe(true);
    expect(keys.queryClient.getQueryState(['orders'])?.isInvalidated).toBe(true);
    expect(await screen.findByText('Data reloaded')).toBeTruthy();

    expect(press({ key: 'r', ctrlKey: true }).defaultPrevented).toBe(true);
    expect(press({ key: 'R', ctrlKey: true, shiftKey: true }).defaultPrevented).toBe(true);
  });

  it('leave other keys alone', () => {
    renderKeys();
    expect(press({ key: 'r' }).defaultPrevented).toBe(false);
    expect(press({ key: 'F6' }).defaultPrevented).toBe(false);
  });
});
