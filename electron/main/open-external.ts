import { shell } from 'electron';
import { openExternalLine } from '../hosts/stdout-lines.ts';
import { webUrlOrThrow } from '../hosts/web-url.ts';

/**
 * What the core calls to open the system browser (the OAuth authorization page). Only http(s)
 * URLs; in an e2e run (`printOpenExternal`) the URL is printed instead, as the web host does.
 */
export function electronOpenExternal(printOnly: boolean): (url: string) => Promise<void> {
  return async (url) => {
    const href = webUrlOrThrow(url);
    if (printOnly) {
      process.stdout.write(`${openExternalLine(href)}\n`);
      return;
    }
    await shell.openExternal(href, { activate: true });
  };
}
