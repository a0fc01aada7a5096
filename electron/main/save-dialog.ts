/**
 * Electron's Save dialog as a file sink for exports and import results: the person picks where
 * the file goes (the Downloads folder suggested), and it is written there as `<name>.part` until
 * complete (bulk/export/part-file-sink.ts). Type-checked and run against the fake electron module
 * in tests, never in Electron here.
 */
import { join } from 'node:path';
import { app, dialog, type BrowserWindow, type SaveDialogOptions } from 'electron';
import { partFileSink } from '../bulk/export/part-file-sink.ts';
import type { OpenSink } from '../bulk/export/sink.ts';

export function saveDialogSink(window: () => BrowserWindow | null): OpenSink {
  return async (suggestedName) => {
    const options: SaveDialogOptions = {
      title: 'Save CSV file',
      defaultPath: join(app.getPath('downloads'), suggestedName),
      filters: [{ name: 'CSV files', extensions: ['csv'] }],
      properties: ['createDirectory', 'showOverwriteConfirmation'],
    };
    const parent = window();
    const chosen = parent
      ? await dialog.showSaveDialog(parent, options)
      : await dialog.showSaveDialog(options);
    if (chosen.canceled || !chosen.filePath) return null;
    return partFileSink(chosen.filePath);
  };
}
