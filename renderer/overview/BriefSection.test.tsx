// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Brief } from '../../shared/brief/brief.ts';
import { ok } from '../../shared/bridge/errors.ts';
import { NowClock } from '../state/use-now.ts';
import { createFakeBridge, failure, signedIn, type FakeBridge } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { BriefSection } from './BriefSection.tsx';
import { briefWith, MORNING } from './testing/brief-fixture.ts';

afterEach(cleanup);

const KEPT = briefWith({ 'new-holds': 1 }, { state: 'stale', updatedAt: '2026-11-26T17:40:00' });
const FRESH = briefWith(
  { 'new-holds': 2, 'shipments-out': 5 },
  { updatedAt: '2026-11-27T08:55:00' },
);

/** A refresh main answers when the test says so. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function show(bridge: FakeBridge) {
  renderWithApp(
    <NowClock value={() => MORNING}>
      <BriefSection />
    </NowClock>,
    bridge,
  );
}

const status = () =>
  within(screen.getByRole('region', { name: /^Since yesterday/ })).getByRole('status');

describe('BriefSection', () => {
  it('shows what main keeps at once, then brings it up to date', async () => {
    const refresh = deferred<ReturnType<typeof ok<Brief | null>>>();
    const bridge = createFakeBridge({
      session: signedIn(),
      overrides: {
        getBrief: () => Promise.resolve(ok(KEPT)),
        refreshBrief: () => refresh.promise,
      },
    });
    show(bridge);
    // The kept brief, marked as being brought up to date while the refresh runs.
    expect(await screen.findByRole('button', { name: /1 order put on hold/ })).toBeTruthy();
    expect(status().textContent).toMatch(/^Bringing up to date… Last up to date on Nov 26/);
    expect(bridge.calls.filter((c) => c.method === 'refreshBrief')).toHaveLength(1);
    refresh.resolve(ok(FRESH));
    expect(await screen.findByRole('button', { name: /2 orders put on hold/ })).toBeTruthy();
    expect(status().textContent).toMatch(/^Up to date at 8:55/);
  });

  it('keeps the figures when a refresh is refused, and says why', async () => {
    const bridge = createFakeBridge({
      session: signedIn(),
      overrides: {
        getBrief: () => Promise.resolve(ok(FRESH)),
        refreshBrief: () => Promise.resolve(failure({ kind: 'network', message: 'offline' })),
      },
    });
    show(bridge);
    expect(await screen.findByText(/^The last refresh failed\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: /2 orders put on hold/ })).toBeTruthy();
  });

  it('follows the brief main pushes, and Refresh asks main for a new one', async () => {
    const bridge = createFakeBridge({
      session: signedIn(),
      overrides: { getBrief: () => Promise.resolve(ok(KEPT)) },
    });
    show(bridge);
    await screen.findByRole('button', { name: /1 order put on hold/ });
    bridge.pushBrief(FRESH);
    expect(await screen.findByRole('button', { name: /5 orders shipped/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(bridge.calls.filter((c) => c.method === 'refreshBrief')).toHaveLength(2);
  });

  it('does not refresh again when the kept brief was brought up to date a moment ago', async () => {
    const recent = briefWith({ 'new-holds': 2 }, { updatedAt: '2026-11-27T08:59:00' });
    const bridge = createFakeBridge({
      session: signedIn(),
      overrides: { getBrief: () => Promise.resolve(ok(recent)) },
    });
    show(bridge);
    await screen.findByRole('button', { name: /2 orders put on hold/ });
    expect(status().textContent).toMatch(/^Up to date at 8:59/);
    expect(bridge.calls.filter((c) => c.method === 'refreshBrief')).toEqual([]);
  });

  it('says why when main has no brief to give at all', async () => {
    const bridge = createFakeBridge({
      session: signedIn(),
      overrides: {
        getBrief: () => Promise.resolve(failure({ kind: 'network', message: 'offline' })),
        refreshBrief: () => Promise.resolve(failure({ kind: 'network', message: 'offline' })),
      },
    });
    show(bridge);
    expect(await screen.findByRole('button', { name: /Retry|Try again/ })).toBeTruthy();
  });
});
