// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import { REPLICA_OFF, type ReplicaStatus } from '../../shared/replica/types.ts';
import { createFakeBridge, signedIn } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { NowClock } from '../state/use-now.ts';
import { CatalogueStatus } from './CatalogueStatus.tsx';

afterEach(cleanup);

/** The time the component reads (through NowClock), fixed: the figures do not depend on when the test runs. */
const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const clock = () => NOW;

const READY: ReplicaStatus = {
  ...REPLICA_OFF,
  phase: 'ready',
  records: 500,
  lastRefreshedAt: NOW - 10 * 60_000,
};

function show(status: ReplicaStatus) {
  const bridge = createFakeBridge({
    session: signedIn(),
    overrides: {
      replicaStatus: () => Promise.resolve(ok(status)),
      refreshReplica: () =>
        Promise.resolve(ok({ ...status, refreshing: false, stalledSince: null })),
    },
  });
  renderWithApp(
    <NowClock.Provider value={clock}>
      <CatalogueStatus />
    </NowClock.Provider>,
    bridge,
  );
  return bridge;
}

describe('the catalogue copy’s status', () => {
  it('while a refresh runs as it should: says so, and "Refresh now" waits for it', async () => {
    show({ ...READY, refreshing: true });
    await screen.findByText('Catalogue copy: refreshing…');
    expect(screen.getByRole('button', { name: 'Refresh now' }).hasAttribute('disabled')).toBe(true);
  });

  it('when a refresh has stalled: says how long and how old the figures are, and lets the user start another', async () => {
    const bridge = show({
      ...READY,
      refreshing: true,
      stalledSince: NOW - 3 * 60_000,
      waitingForCreditsSeconds: 41,
    });
    await screen.findByText(
      'Catalogue copy: the refresh has run 3 min (waiting for credits — 41 s); figures updated 10 min ago',
    );
    const button = screen.getByRole('button', { name: 'Refresh now' });
    expect(button.hasAttribute('disabled')).toBe(false);
    await userEvent.click(button);
    expect(bridge.calls.some((call) => call.method === 'refreshReplica')).toBe(true);
  });

  it('says why a start was cold and what copying again costs', async () => {
    show({
      ...REPLICA_OFF,
      phase: 'first-sync',
      records: 1200,
      estimatedTotal: 20_000,
      refreshing: true,
      coldStart: 'damaged',
    });
    await screen.findByText(
      'The saved catalogue copy was damaged, so it is being copied again: about 20,000 credits. Copying the catalogue for search: 1,200 of about 20,000 products',
    );
  });

  it('says a first copy is being made when there was none, before its size is known', async () => {
    show({ ...REPLICA_OFF, phase: 'first-sync', refreshing: true, coldStart: 'no-copy' });
    await screen.findByText(
      'No saved catalogue copy was found on this computer, so it is being copied. Copying the catalogue for search: 0 products so far',
    );
  });

  it('says when the last save failed, and that the saved copy stays', async () => {
    show({
      ...READY,
      storage: {
        persistence: 'save-failed',
        message: 'The catalogue copy could not be saved because the disk is full.',
      },
    });
    await screen.findByText('Last save failed');
    expect(screen.getByText(/disk is full/).textContent).toContain('could not be saved');
  });
});
