// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import { REPLICA_OFF, type ReplicaStatus } from '../../shared/replica/types.ts';
import { createFakeBridge, signedIn } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { ExportProductsButton } from './ExportProductsButton.tsx';

afterEach(cleanup);

const syncing: ReplicaStatus = {
  ...REPLICA_OFF,
  phase: 'first-sync',
  records: 1240,
  estimatedTotal: 5000,
  secondsLeft: 40,
  refreshing: true,
};

function show(status: ReplicaStatus) {
  const bridge = createFakeBridge({
    session: signedIn(),
    overrides: { replicaStatus: () => Promise.resolve(ok(status)) },
  });
  renderWithApp(<ExportProductsButton />, bridge);
  return bridge;
}

describe('exporting products before the catalogue copy is complete', () => {
  it('says why it waits and for how long, following the copy’s progress', async () => {
    const bridge = show(syncing);
    const button = screen.getByRole('button', { name: 'Export' });
    await screen.findByText(/^Products are exported from the catalogue copy/);
    // Its reason is its accessible description, before anyone opens it.
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Export products' });
    expect(dialog.textContent).toContain(
      "The copy is still being made: 1,240 of about 5,000 products copied, about 40 s left at the account's credit rate.",
    );
    act(() =>
      bridge.pushReplica({
        ...syncing,
        records: 4900,
        secondsLeft: null,
        waitingForCreditsSeconds: 6.2,
      }),
    );
    expect(dialog.textContent).toContain(
      '4,900 of about 5,000 products copied, waiting for credits — 7 s.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when this sign-in makes no copy, or the copy stopped, and what to do', async () => {
    const bridge = show(REPLICA_OFF);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = screen.getByRole('dialog', { name: 'Export products' });
    expect(dialog.textContent).toContain('this sign-in does not make one');
    act(() =>
      bridge.pushReplica({ ...syncing, phase: 'failed', refreshing: false, error: 'Signed out' }),
    );
    expect(dialog.textContent).toContain('making it stopped: Signed out. Use "Refresh now"');
  });
});
