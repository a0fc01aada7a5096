// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { BridgeResult } from '../../shared/bridge/errors.ts';
import { ok } from '../../shared/bridge/errors.ts';
import type { ExportProgress, ExportResult } from '../../shared/bulk/export-contract.ts';
import { createFakeBridge, failure, signedIn } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { ExportDialog } from './ExportDialog.tsx';

afterEach(cleanup);

const CHOICES = [
  {
    label: 'The 3 products the filters show',
    target: { kind: 'products', text: 'tape', quick: 'all' },
  },
  { label: 'All 500 products in the catalogue', target: { kind: 'products', text: '' } },
] as const;

/** A bridge whose export the test finishes, and whose progress events it pushes. */
function scripted() {
  const runs: { id: string; target: unknown; excel: boolean }[] = [];
  const cancels: string[] = [];
  let finish: (result: BridgeResult<ExportResult>) => void = () => undefined;
  let listener: (progress: ExportProgress) => void = () => undefined;
  const bridge = createFakeBridge({
    session: signedIn(),
    overrides: {
      runExport: (id, target, excel) => {
        runs.push({ id, target, excel });
        return new Promise((resolve) => (finish = resolve));
      },
      cancelExport: (id) => {
        cancels.push(id);
        return Promise.resolve(ok(null));
      },
      onExport: (next) => {
        listener = next;
        return () => undefined;
      },
    },
  });
  return {
    bridge,
    runs,
    cancels,
    finish: (result: BridgeResult<ExportResult>) => finish(result),
    push: (progress: Omit<ExportProgress, 'kind'>) => listener({ kind: 'products', ...progress }),
    id: () => runs.at(-1)?.id ?? '',
  };
}

function open(bridge: ReturnType<typeof scripted>['bridge']) {
  renderWithApp(
    <ExportDialog
      title="Export products"
      choices={CHOICES}
      note="Read from the catalogue copy."
      onClose={() => undefined}
    />,
    bridge,
  );
}

describe('ExportDialog', () => {
  it('exports the chosen rows, shows progress and waiting, and cancels', async () => {
    const user = userEvent.setup();
    const s = scripted();
    open(s.bridge);
    await user.click(screen.getByRole('radio', { name: 'All 500 products in the catalogue' }));
    await user.click(screen.getByRole('checkbox', { name: /For Excel/ }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(s.runs).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
        target: CHOICES[1].target,
        excel: true,
      },
    ]);
    // Nothing can be changed while it runs: the choices' fieldset is disabled (the test DOM does
    // not carry a fieldset's disabled state to its controls' :disabled, as browsers do).
    const choice = screen.getByRole('radio', { name: /All 500/ });
    expect(choice.closest('fieldset')?.disabled).toBe(true);
    s.push({ exportId: s.id(), rows: 250, total: 1000, waitingSeconds: 3.2 });
    expect(await screen.findByText('250 of 1,000 rows')).toBeTruthy();
    expect(screen.getByText('Waiting for credits — 4 s')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(s.cancels).toEqual([s.runs[0]?.id]);
    expect(screen.getByText('Cancelling…')).toBeTruthy();
    s.finish(ok({ delivery: { kind: 'cancelled' }, rows: 0 }));
    expect(await screen.findByText('Export cancelled; no file was written.')).toBeTruthy();
  });

  it('ignores progress of another export and says what was saved', async () => {
    const user = userEvent.setup();
    const s = scripted();
    open(s.bridge);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(s.runs[0]?.target).toEqual(CHOICES[0].target);
    s.push({ exportId: s.id(), rows: 2, total: null, waitingSeconds: null });
    expect(await screen.findByText('2 rows so far')).toBeTruthy();
    // Flushed before the check: were it not ignored, it would be on screen now.
    act(() =>
      s.push({
        exportId: '0b7f5c3e-8f51-4a53-9d2e-6d1f3f6a9b10',
        rows: 999,
        total: null,
        waitingSeconds: null,
      }),
    );
    expect(screen.getByText('2 rows so far')).toBeTruthy();
    expect(screen.queryByText(/999/)).toBeNull();
    s.finish(ok({ delivery: { kind: 'saved', fileName: 'products 2026-11-24.csv' }, rows: 3 }));
    expect(await screen.findByText('Saved products 2026-11-24.csv. 3 rows.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export again' })).toBeTruthy();
  });

  it('says the export stopped and no file was written when it fails', async () => {
    const user = userEvent.setup();
    const s = scripted();
    open(s.bridge);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    s.finish(failure({ kind: 'network', message: 'The service could not be reached.' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The export stopped and no file was written: The service could not be reached.',
    );
  });
});
