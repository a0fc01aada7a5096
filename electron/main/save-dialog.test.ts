import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fake, FakeBrowserWindow } from './testing/fake-electron.ts';
import { saveDialogSink } from './save-dialog.ts';

/** The Save dialog glue against the fake electron module: not Electron, only what it is asked. */
vi.mock('electron', async () => (await import('./testing/fake-electron.ts')).fake);

describe('save dialog sink', () => {
  it('suggests the name in Downloads, then writes the chosen path through a part file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'save-dialog-'));
    fake.app.setPath('downloads', '/home/someone/Downloads');
    fake.dialog.answerSave(join(dir, 'chosen.csv'));
    const window = new FakeBrowserWindow({});
    const sink = await saveDialogSink(() => window as never)('orders 2026-11-24.csv');
    expect(fake.dialog.saveCalls.at(-1)).toMatchObject({
      defaultPath: '/home/someone/Downloads/orders 2026-11-24.csv',
      filters: [{ name: 'CSV files', extensions: ['csv'] }],
    });
    if (!sink) throw new Error('no sink');
    await sink.write('Order\r\n');
    expect(await readdir(dir)).toEqual(['chosen.csv.part']);
    expect(await sink.commit()).toEqual({ kind: 'saved', fileName: 'chosen.csv' });
    expect(await readFile(join(dir, 'chosen.csv'), 'utf8')).toBe('Order\r\n');
  });

  it('answers null when the dialog is cancelled', async () => {
    fake.dialog.answerSave(null);
    expect(await saveDialogSink(() => null)('products.csv')).toBeNull();
  });
});
