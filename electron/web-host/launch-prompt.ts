import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { launchLine } from '../hosts/stdout-lines.ts';

/**
 * Launch codes work once, so the printed URL is spent as soon as a window has used it. Each line
 * on standard input (Enter, in a terminal) prints a fresh launch URL: the way back into the app
 * after a reload, from a new tab, or once a code has expired.
 */
export const NEW_URL_HINT = 'Press Enter here for a new launch address (each one works once).';

export function offerFreshLaunchUrls(
  input: Readable,
  issueLaunchUrl: () => string,
  print: (line: string) => void,
  /** A test host's own commands (test-clock-input.ts): true when it took the line. */
  command: (line: string) => boolean = () => false,
): () => void {
  const lines = createInterface({ input, terminal: false });
  lines.on('line', (line) => {
    if (!command(line)) print(launchLine(issueLaunchUrl()));
  });
  return () => lines.close();
}
