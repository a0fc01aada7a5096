// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import type { ImportSettling, ImportStatus } from '../../shared/bulk/import-contract.ts';
import { createFakeBridge, signedIn } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { ImportRuns } from './ImportRuns.tsx';
import { useImports } from './use-imports.ts';

afterEach(cleanup);

const RUN = '3c1f6a2e-9b4d-4e8a-8f1c-2d3e4f5a6b7c';

const running = (settling: ImportSettling | null): ImportStatus => ({
  runId: RUN,
  kind: 'stock',
  fileName: 'count.csv',
  createdAt: 1,
  total: 1000,
  counts: { pending: 400, sending: 1, applied: 599, failed: 0, unknown: 0 },
  status: 'running',
  stopReason: null,
  secondsLeft: null,
  settling,
  resumable: false,
});

function Runs() {
  const { overview, reload } = useImports();
  return <ImportRuns kind="stock" overview={overview} onChanged={reload} />;
}

/** The inventory view's runs, fed by main's status and then its `import` events. */
function show(first: ImportStatus) {
  let push: (status: ImportStatus) => void = () => undefined;
  const bridge = createFakeBridge({
    session: signedIn({ scopes: ['openid', 'change:inventory', 'view:inventory'] }),
    overrides: {
      importStatus: () => Promise.resolve(ok({ runs: [first], unreadable: [], memoryOnly: null })),
      onImport: (listener) => {
        push = listener;
        return () => undefined;
      },
    },
  });
  renderWithApp(<Runs />, bridge);
  return { push: (status: ImportStatus) => act(() => push(status)) };
}

describe('an import run waiting out a row’s settle time', () => {
  it('says which row is checked, why, and the time main says is left, as it counts down', async () => {
    const { push } = show(running({ line: 412, seconds: 40, interrupted: true, rows: 1 }));
    expect((await screen.findByText(/^Checking whether row 412/)).textContent).toBe(
      'Checking whether row 412 was applied before the interruption — about 40 s left. It is sent again only if the service still has not got it; other rows go on meanwhile.',
    );
    push(running({ line: 412, seconds: 39, interrupted: true, rows: 3 }));
    expect(screen.getByText(/^Checking whether row 412/).textContent).toContain(
      'before the interruption — about 39 s left (2 more rows waiting too).',
    );
    push(running({ line: 1_204, seconds: 12, interrupted: false, rows: 1 }));
    expect(screen.getByText(/^Checking whether row 1,204/).textContent).toContain(
      'applied after its reply was lost — about 12 s left.',
    );
    push(running(null));
    expect(screen.queryByText(/^Checking whether/)).toBeNull();
  });

  it('does not say other rows go on when the waiting row is the last one', async () => {
    show({
      ...running({ line: 7, seconds: 30, interrupted: true, rows: 1 }),
      counts: { pending: 0, sending: 1, applied: 999, failed: 0, unknown: 0 },
    });
    expect((await screen.findByText(/^Checking whether row 7/)).textContent).toBe(
      'Checking whether row 7 was applied before the interruption — about 30 s left. It is sent again only if the service still has not got it.',
    );
  });

  it('says nothing of it once the run is paused (the row is checked again on resume)', async () => {
    show({
      ...running({ line: 412, seconds: 40, interrupted: true, rows: 1 }),
      status: 'paused',
      resumable: true,
    });
    await screen.findByRole('button', { name: 'Resume' });
    expect(screen.queryByText(/^Checking whether/)).toBeNull();
  });
});

describe('an import run’s time left', () => {
  it('follows main’s figure for the rows not yet done, and hides it under five seconds', async () => {
    const { push } = show({ ...running(null), secondsLeft: 200 });
    expect(
      await screen.findByText(
        /^About 3\s?m(in)? 20\s?s left at the import’s share of the credits$/,
      ),
    ).toBeTruthy();
    push({ ...running(null), secondsLeft: 42.2 });
    expect(
      screen.getByText(/^About 43\s?s left at the import’s share of the credits$/),
    ).toBeTruthy();
    push({ ...running(null), secondsLeft: 4 });
    expect(screen.queryByText(/ left at the import’s share/)).toBeNull();
  });
});

describe('where the journals are kept', () => {
  const paused: ImportStatus = { ...running(null), status: 'paused', resumable: true };

  function overviewShown(keyFileSealed: boolean | undefined) {
    const bridge = createFakeBridge({
      session: signedIn({ scopes: ['openid', 'change:inventory', 'view:inventory'] }),
      overrides: {
        importStatus: () =>
          Promise.resolve(
            ok({
              runs: [paused],
              unreadable: [],
              memoryOnly: null,
              ...(keyFileSealed === undefined ? {} : { keyFileSealed }),
            }),
          ),
      },
    });
    renderWithApp(<Runs />, bridge);
  }

  it('says when they are sealed with a key file rather than the system keyring', async () => {
    overviewShown(true);
    expect((await screen.findByText(/sealed with a key file/)).textContent).toBe(
      'Import journals are kept on this computer, sealed with a key file only your user account can read, not the system keyring.',
    );
  });

  it('says nothing of it under a keyring', async () => {
    overviewShown(undefined);
    await screen.findByRole('region', { name: 'Import of count.csv' });
    expect(screen.queryByText(/sealed with a key file/)).toBeNull();
  });
});

describe('another Floorboard holding the imports', () => {
  it('says who, and offers nothing of its runs', async () => {
    const busy =
      'Another Floorboard is using this profile’s imports (process 4242 on host-b). Its imports are not shown here and no import can start until it quits; if none runs there any more, delete its lock file in the imports folder.';
    const bridge = createFakeBridge({
      session: signedIn({ scopes: ['openid', 'change:inventory', 'view:inventory'] }),
      overrides: {
        importStatus: () =>
          Promise.resolve(ok({ runs: [], unreadable: [], memoryOnly: null, busyElsewhere: busy })),
      },
    });
    renderWithApp(<Runs />, bridge);
    expect((await screen.findByText(/^Another Floorboard is using/)).textContent).toBe(busy);
    expect(screen.queryByRole('button', { name: /Resume/ })).toBeNull();
  });
});

describe('rows whose outcome is unknown', () => {
  it('can be checked again once the run has stopped, not while it runs', async () => {
    const calls: [string, string][] = [];
    const finished: ImportStatus = {
      ...running(null),
      status: 'finished',
      counts: { pending: 0, sending: 0, applied: 993, failed: 0, unknown: 7 },
    };
    const bridge = createFakeBridge({
      session: signedIn({ scopes: ['openid', 'change:inventory', 'view:inventory'] }),
      overrides: {
        importStatus: () =>
          Promise.resolve(ok({ runs: [finished], unreadable: [], memoryOnly: null })),
        controlImport: (runId, action) => {
          calls.push([runId, action]);
          return Promise.resolve(ok(null));
        },
      },
    });
    renderWithApp(<Runs />, bridge);
    const button = await screen.findByRole('button', { name: 'Check unknown rows again' });
    await act(async () => {
      button.click();
      await Promise.resolve();
    });
    expect(calls).toEqual([[RUN, 'recheck']]);
    cleanup();
    const stillRunning = running(null);
    show({ ...stillRunning, counts: { ...stillRunning.counts, unknown: 2 } });
    await screen.findByRole('region', { name: 'Import of count.csv' });
    expect(screen.queryByRole('button', { name: 'Check unknown rows again' })).toBeNull();
    cleanup();
    // A cancelled run with nothing unknown has nothing to check.
    show({ ...finished, status: 'cancelled', counts: { ...finished.counts, unknown: 0 } });
    await screen.findByRole('region', { name: 'Import of count.csv' });
    expect(screen.queryByRole('button', { name: 'Check unknown rows again' })).toBeNull();
  });
});

describe('a journal that cannot be read', () => {
  it('says which import it was and can be dismissed', async () => {
    const calls: [string, string][] = [];
    const bridge = createFakeBridge({
      session: signedIn({ scopes: ['openid', 'change:inventory', 'view:inventory'] }),
      overrides: {
        importStatus: () =>
          Promise.resolve(
            ok({
              runs: [],
              unreadable: [
                {
                  runId: RUN,
                  message: 'its journal is damaged: a changed or lost part was found.',
                  journalFile: `${RUN}.journal`,
                  fileName: 'count.csv',
                  kind: 'stock' as const,
                  rows: 1200,
                },
              ],
              memoryOnly: null,
            }),
          ),
        controlImport: (runId, action) => {
          calls.push([runId, action]);
          return Promise.resolve(ok(null));
        },
      },
    });
    renderWithApp(<Runs />, bridge);
    const note = await screen.findByRole('group', { name: 'Import journal that cannot be read' });
    expect(note.textContent).toContain(
      `The import of stock changes from count.csv (1,200 rows, journal ${RUN}.journal): its journal is damaged`,
    );
    await act(async () => {
      screen.getByRole('button', { name: 'Dismiss' }).click();
      await Promise.resolve();
    });
    expect(calls).toEqual([[RUN, 'dismiss']]);
  });
});
