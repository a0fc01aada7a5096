// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import { REPLICA_OFF, type ReplicaStatus } from '../../shared/replica/types.ts';
import { createFakeBridge, signedIn } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { NowClock } from '../kiosk/use-now.ts';
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
});
