import { shell } from 'electron';
import { openExternalLine } from '../web-host/stdout-lines.ts';

/**
 * What the core calls to open the system browser (the OAuth authorization page). Only http(s)
 * URLs; in an e2e run (`printOpenExternal`) the URL is printed instead, as the web host does.
 */
export function electronOpenExternal(printOnly: boolean): (url: string) => Promise<void> {
  return async (url) => {
    const parsed = URL.canParse(url) ? new URL(url) : null;
    if (parsed === null || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
      throw new Error('Only http and https URLs are opened');
    }
    if (printOnly) {
      process.stdout.write(`${openExternalLine(parsed.href)}\n`);
      return;
    }
    await shell.openExternal(parsed.href, { activate: true });
  };
}
