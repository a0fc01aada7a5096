/**
 * The launch address carries a one-time code. A browser's command line is readable by every
 * local user (`/proc/<pid>/cmdline`, `ps`), so the code must not travel there: the window is
 * pointed at a small page in a private folder (mode 0700, the page 0600) that sends it on to the
 * launch address, replacing itself so it leaves no history entry.
 */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

export const LAUNCH_PAGE_NAME = 'open-floorboard.html';

/** The page's text: a redirect by script, the address as a JSON string safe inside <script>. */
export function launchPageHtml(launchUrl: string): string {
  const target = JSON.stringify(launchUrl).replace(/</g, '\\u003c');
  return [
    '<!doctype html>',
    '<meta charset="utf-8">',
    '<title>Floorboard</title>',
    `<script>location.replace(${target});</script>`,
    '',
  ].join('\n');
}

export interface LaunchPageFs {
  /** Writes a file readable by its owner only. */
  readonly writePrivateFile: (path: string, text: string) => void;
}

/** Writes the page into `dir` (which must be private) and returns the file address to open. */
export function writeLaunchPage(dir: string, launchUrl: string, fs: LaunchPageFs): string {
  const path = join(dir, LAUNCH_PAGE_NAME);
  fs.writePrivateFile(path, launchPageHtml(launchUrl));
  return pathToFileURL(path).href;
}
