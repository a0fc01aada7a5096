// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders.tsx';
import { createQueryClient } from '../../data/query-client.ts';
import { createFakeBridge } from '../../testing/fake-bridge.ts';
import { useWarehouseColours } from './warehouse-colours.ts';

afterEach(cleanup);

describe('useWarehouseColours without the account’s list', () => {
  it('keeps one colour function while the ids stay the same, and follows a changed list', () => {
    const bridge = createFakeBridge();
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { readonly children: ReactNode }) => (
      <AppProviders bridge={bridge} queryClient={queryClient}>
        {children}
      </AppProviders>
    );
    const { result, rerender } = renderHook(
      ({ known }: { readonly known: readonly string[] }) => useWarehouseColours(known),
      { wrapper, initialProps: { known: ['W-B', 'W-A'] } },
    );
    const first = result.current;
    expect(first?.('W-A')).toBe('var(--series-1)');
    expect(first?.('W-B')).toBe('var(--series-2)');

    // A new array with the same ids (every render of a chart makes one): the same function.
    rerender({ known: ['W-B', 'W-A'] });
    expect(result.current).toBe(first);

    rerender({ known: ['W-C', 'W-B'] });
    expect(result.current).not.toBe(first);
    expect(result.current?.('W-B')).toBe('var(--series-1)');
    expect(result.current?.('W-C')).toBe('var(--series-2)');
  });
});
