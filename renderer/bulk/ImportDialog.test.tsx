// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok, type BridgeError } from '../../shared/bridge/errors.ts';
import type { ImportPreview } from '../../shared/bulk/import-contract.ts';
import type { ImportKind } from '../../shared/bulk/import-kinds.ts';
import { createFakeBridge, signedIn } from '../testing/fake-bridge.ts';
import { describedBy as description } from '../testing/described-by.ts';
import { renderWithApp } from '../testing/render.tsx';
import { ImportDialog } from './ImportDialog.tsx';

afterEach(cleanup);

const input = (element: HTMLElement): HTMLInputElement => {
  if (!(element instanceof HTMLInputElement)) throw new Error('not an input');
  return element;
};

const UPLOAD = '6b8d0a5e-1f0e-4a43-9a0d-6a5a4e3c2b11';
const PREVIEW = '0f4d2c1b-7a3e-4b5c-9d8e-1f2a3b4c5d6e';

/** What the fake main's preview changes from the one below (the counts and problems, say). */
type PreviewAnswer = Partial<ImportPreview>;

function open(
  scopes: readonly string[],
  initialKind: ImportKind = 'orders',
  answer: PreviewAnswer = {},
  /** The fake main refuses the file with this error instead of previewing it. */
  refusal?: BridgeError,
) {
  const previews: { uploadId: string; kind: ImportKind }[] = [];
  const bridge = createFakeBridge({
    session: signedIn({ scopes: ['openid', ...scopes] }),
    overrides: {
      uploadImportChunk: () => Promise.resolve(ok({ uploadId: UPLOAD, received: 10 })),
      previewImport: (uploadId, kind) => {
        previews.push({ uploadId, kind });
        if (refusal) return Promise.resolve(fail(refusal));
        return Promise.resolve(
          ok({
            previewId: PREVIEW,
            kind,
            fileName: 'orders.csv',
            columns: [
              { label: 'Order', numeric: false },
              { label: 'Change', numeric: false },
              { label: 'Value', numeric: false },
            ],
            changes: [{ line: 2, cells: ['#1001', 'place hold', 'Payment hold'] }],
            changeCount: 1,
            problems: [{ line: 3, message: 'Line 3: no order has the number "NOPE".' }],
            problemCount: 1,
            estimate: {
              changes: 1,
              credits: 1,
              seconds: 1,
              fastestSeconds: 0,
              text: '1 change, about 1 credit',
            },
            checkCredits: 12,
            ...answer,
          }),
        );
      },
    },
  });
  renderWithApp(
    <ImportDialog
      initialKind={initialKind}
      onClose={() => undefined}
      onStarted={() => undefined}
    />,
    bridge,
  );
  return previews;
}

const dialogText = (): string => screen.getByRole('dialog').textContent;

const choose = async (label: RegExp | string) => {
  const file = new File(['Order,Change,Value\n#1001,place hold,payment\n'], 'orders.csv', {
    type: 'text/csv',
  });
  await userEvent.upload(screen.getByLabelText(label), file);
};

/** Waits for the dialog to allow a file (the session's scopes known), then chooses one. */
const chooseWhenAllowed = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Import order changes' });
  await waitFor(() =>
    expect(input(within(dialog).getByLabelText('CSV file')).disabled).toBe(false),
  );
  await choose('CSV file');
};

describe('the import dialog', () => {
  it('offers both kinds, shows the chosen kind’s columns, and previews the file as that kind', async () => {
    const previews = open(
      ['view:orders', 'change:orders', 'change:inventory', 'view:inventory'],
      'stock',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Import stock changes' });
    expect(input(within(dialog).getByRole('radio', { name: 'Stock changes' })).checked).toBe(true);
    expect(within(dialog).getByLabelText('Example').textContent).toContain('SKU,Warehouse');

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Order changes' }));
    const orders = screen.getByRole('dialog', { name: 'Import order changes' });
    expect(orders.textContent).toContain(
      'Order (the order number, such as #1001), Change (status, place hold, clear hold, tag or note), Value',
    );
    expect(within(orders).getByLabelText('Example').textContent).toContain(
      '#1002,place hold,payment',
    );

    await choose('CSV file');
    expect(previews).toEqual([{ uploadId: UPLOAD, kind: 'orders' }]);
    const table = await screen.findByRole('table', { name: 'Changes to import' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Line', 'Order', 'Change', 'Value']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '#1001', 'place hold', 'Payment hold']);
    expect(screen.getByRole('region', { name: 'Rows with problems' }).textContent).toContain(
      'Line 3: no order has the number "NOPE".',
    );
    expect(screen.getByRole('region', { name: 'Rows with problems' }).textContent).toContain(
      'Fix them in the file and choose it again. Or import the rows that passed now',
    );
    expect(dialogText()).toContain('Checking the file used 12 credits.');
    expect(screen.getByRole('button', { name: 'Import 1 change' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('disables order changes without change:orders, naming the scope, and stock still works', async () => {
    open(['view:orders', 'change:inventory', 'view:inventory'], 'stock');
    const dialog = await screen.findByRole('dialog', { name: 'Import stock changes' });
    const orders = within(dialog).getByRole('radio', { name: 'Order changes' });
    expect(input(orders).disabled).toBe(true);
    expect(description(orders)).toMatch(/change:orders/);
    expect(input(within(dialog).getByRole('radio', { name: 'Stock changes' })).disabled).toBe(
      false,
    );
    expect(input(within(dialog).getByLabelText('CSV file')).disabled).toBe(false);
  });

  it('opened on a kind this sign-in may not run, refuses the file and says why', async () => {
    const previews = open(['view:orders', 'view:inventory'], 'orders');
    const dialog = await screen.findByRole('dialog', { name: 'Import order changes' });
    expect(input(within(dialog).getByLabelText('CSV file')).disabled).toBe(true);
    expect(description(within(dialog).getByRole('radio', { name: 'Order changes' }))).toMatch(
      /Needs permission to .*\(change:orders\)/,
    );
    expect(description(within(dialog).getByRole('radio', { name: 'Stock changes' }))).toMatch(
      /change:inventory/,
    );
    expect(previews).toEqual([]);
  });

  it('disables stock changes without view:inventory, which a resume reads what the run applied with', async () => {
    const previews = open(['change:inventory'], 'stock');
    const dialog = await screen.findByRole('dialog', { name: 'Import stock changes' });
    const stock = within(dialog).getByRole('radio', { name: 'Stock changes' });
    expect(input(stock).disabled).toBe(true);
    expect(description(stock)).toMatch(/view:inventory/);
    expect(description(stock)).not.toMatch(/change:inventory/);
    expect(input(within(dialog).getByLabelText('CSV file')).disabled).toBe(true);
    expect(previews).toEqual([]);
  });

  it('with more problems than listed, says what can be done now: fix and choose again, or import the rest', async () => {
    open(['view:orders', 'change:orders'], 'orders', { problemCount: 1500 });
    await chooseWhenAllowed();
    const problems = await screen.findByRole('region', { name: 'Rows with problems' });
    expect(problems.textContent).toContain(
      'and 1,499 more, not listed here.Fix them in the file and choose it again. Or import the rows that passed now: the run’s results list every row that was not sent, with its problem, to fix and import on their own under the same first line.',
    );
    expect(problems.textContent).not.toContain('export the results');
  });

  it('with more problems than listed and no row that passed, does not offer to import', async () => {
    open(['view:orders', 'change:orders'], 'orders', {
      changes: [],
      changeCount: 0,
      problemCount: 1500,
    });
    await chooseWhenAllowed();
    const problems = await screen.findByRole('region', { name: 'Rows with problems' });
    expect(problems.textContent).toContain('and 1,499 more, not listed here.');
    expect(problems.textContent).toContain('Fix them in the file and choose it again.');
    expect(problems.textContent).not.toContain('import the rows that passed');
  });

  it('a preview with no rows says the file has a header but no rows, and offers nothing to start', async () => {
    open(['view:orders', 'change:orders'], 'orders', {
      changes: [],
      changeCount: 0,
      problems: [],
      problemCount: 0,
    });
    await chooseWhenAllowed();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file has a header but no rows.',
    );
    expect(dialogText()).not.toContain('Every row passed the checks');
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });

  it('a file refused whole shows main’s message, which names the file, and lets another be chosen', async () => {
    const message = 'orders.csv: "SKU" is not a column of order changes.';
    const previews = open(
      ['view:orders', 'change:orders'],
      'orders',
      {},
      {
        kind: 'invalid-input',
        message,
      },
    );
    await chooseWhenAllowed();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(previews).toHaveLength(1);
    expect(screen.queryByRole('table', { name: 'Changes to import' })).toBeNull();
    expect(input(screen.getByLabelText('CSV file')).disabled).toBe(false);
  });
});
