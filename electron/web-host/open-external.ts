import { spawn } from 'node:child_process';
import { openExternalLine } from '../hosts/stdout-lines.ts';
import { webUrlOrThrow } from '../hosts/web-url.ts';

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
    const href = webUrlOrThrow(url);
    options.print(openExternalLine(href));
    if (options.openBrowser) await launch(href);
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
