// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import { REPLICA_OFF, type ReplicaStatus } from '../../shared/replica/types.ts';
import { useIncomingViewState } from '../incoming/view-state.ts';
import { useUiStore } from '../state/ui-store.ts';
import { createFakeBridge, payload, signedIn, type FakeBridge } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import type { FinderOption } from './finder-options.ts';
import { openFinderOption } from './open-option.ts';
import { QuickFinder } from './QuickFinder.tsx';
import { testReplica } from './testing/replica.ts';
import { matchVendors } from './vendor-match.ts';

afterEach(cleanup);

const READY: ReplicaStatus = { ...REPLICA_OFF, phase: 'ready', records: 0, lastRefreshedAt: 1 };

const VENDORS = [
  { id: 'V1', name: 'Acme Supply' },
  { id: 'V2', name: 'Northern Acme Goods' },
  { id: 'V3', name: 'Borealis Textiles' },
  { id: 'V4', name: 'Pacmead Ltd' },
];

const vendorReads = (bridge: FakeBridge) =>
  bridge.calls.filter((c) => c.method === 'graphql' && c.args[0] === 'Vendors');

async function renderFinder(scopes: readonly string[]) {
  const bridge = createFakeBridge({
    session: signedIn({ scopes: ['openid', 'view:products', ...scopes] }),
    graphql: (name) =>
      ok(
        payload(
          name === 'Vendors'
            ? {
                vendors: {
                  data: {
                    pageInfo: { hasNextPage: false, endCursor: null },
                    edges: VENDORS.map((node, i) => ({ cursor: String(i), node })),
                  },
                },
              }
            : {},
        ),
      ),
    overrides: {
      replicaStatus: () => Promise.resolve(ok(READY)),
      queryReplica: testReplica([]).queryReplica,
    },
  });
  const onOpen = vi.fn<(option: FinderOption) => void>();
  renderWithApp(<QuickFinder onOpen={onOpen} onClose={() => undefined} />, bridge);
  const field = screen.getByRole('combobox', { name: 'Find a product or an order' });
  await screen.findByText(/^Type a SKU/);
  return { field, onOpen, bridge };
}

describe('the quick finder and vendors', () => {
  it('ranks a name starting with the text, then a word starting with it, then inside it', () => {
    expect(matchVendors('acme', VENDORS).map((v) => v.id)).toEqual(['V1', 'V2', 'V4']);
    expect(matchVendors('BOREAL', VENDORS).map((v) => v.id)).toEqual(['V3']);
    expect(matchVendors('a', VENDORS)).toEqual([]);
  });

  it('finds a vendor by name from one read of the vendor list, and opens its pane in Incoming', async () => {
    const { field, onOpen, bridge } = await renderFinder(['view:vendors']);
    await userEvent.type(field, 'borea');
    expect(await screen.findByText('Borealis Textiles')).toBeTruthy();
    expect(vendorReads(bridge)).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onOpen).toHaveBeenCalled());
    const [option] = onOpen.mock.calls[0] ?? [];
    expect(option?.kind === 'vendor' && option.vendor.id).toBe('V3');

    if (option) openFinderOption(option);
    expect(useUiStore.getState().view).toBe('incoming');
    expect(useIncomingViewState.getState()).toMatchObject({ section: 'vendors', vendorId: 'V3' });
  });

  it('reads no vendors without view:vendors, nor for a number', async () => {
    const { field, bridge } = await renderFinder([]);
    await userEvent.type(field, 'borea');
    await screen.findByText(/borea/);
    expect(screen.queryByText('Borealis Textiles')).toBeNull();
    expect(vendorReads(bridge)).toHaveLength(0);
    cleanup();
    const digits = await renderFinder(['view:vendors']);
    await userEvent.type(digits.field, '1450');
    expect(vendorReads(digits.bridge)).toHaveLength(0);
  });
});
