import { spawn } from 'node:child_process';
import { openExternalLine } from './stdout-lines.ts';

/**
 * The web host's `openExternal` (what Electron does with shell.openExternal). It always prints
 * the URL, so a person can copy it and the e2e fixture can play the browser; it starts the
 * desktop's browser (xdg-open) only when asked to, so tests never open windows.
 */

export interface OpenExternalOptions {
  readonly openBrowser: boolean;
  readonly print: (line: string) => void;
  /** Starts a browser for the URL; resolves when it was handed over. */
  readonly launchBrowser?: (url: string) => Promise<void>;
}

export function createOpenExternal(options: OpenExternalOptions): (url: string) => Promise<void> {
  const launch = options.launchBrowser ?? xdgOpen;
  return async (url) => {
    // Only web URLs: never a file:, javascript: or custom-scheme URL to a desktop handler.
    const parsed = URL.canParse(url) ? new URL(url) : null;
    if (parsed === null || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
      throw new Error('Only http and https URLs are opened');
    }
    options.print(openExternalLine(parsed.href));
    if (options.openBrowser) await launch(parsed.href);
  };
}

export function xdgOpen(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('xdg-open', [url], { detached: true, stdio: 'ignore' });
    child.once('error', reject);
    child.once('spawn', () => {
      child.unref();
      resolve();
    });
  });
}
