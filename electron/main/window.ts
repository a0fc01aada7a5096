import { BrowserWindow } from 'electron';
import { mainWindowOptions } from './window-options.ts';

/** The one application window; shown when its first paint is ready (no white flash). */
export function createMainWindow(preloadPath: string): BrowserWindow {
  const window = new BrowserWindow(mainWindowOptions(preloadPath));
  window.once('ready-to-show', () => window.show());
  return window;
}
