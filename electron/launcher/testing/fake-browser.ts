/**
 * A stand-in for Chromium that `npm start` finds on the PATH (it is named `chromium`): it
 * records its arguments, writes a file into the profile folder it was given (as a real browser
 * would, so the launcher has a non-empty folder to remove), loads the app's address once, and
 * then stays open until it is told to stop — or, with FAKE_BROWSER_CLOSE=1, closes itself once
 * the page has loaded, as a person closing the window does. A file page (the launcher's launch
 * page) is followed to the address its script replaces it with, as a browser would.
 */
import { chmod, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface FakeBrowserRecord {
  readonly pid: number;
  readonly args: readonly string[];
  /** The address the window ended on: the launch page's target. */
  readonly loaded: string;
  /** HTTP status of that address (fragment removed), as the browser loaded it. */
  readonly status: number;
}

const SCRIPT = `#!/usr/bin/env node
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const args = process.argv.slice(2);
const value = (flag) => (args.find((a) => a.startsWith(flag + '=')) || '').slice(flag.length + 1);
writeFileSync(join(value('--user-data-dir'), 'History'), 'visited');
process.on('SIGTERM', () => process.exit(0));
const alive = setInterval(() => undefined, 60000);
const app = value('--app');
const followed = app.startsWith('file:')
  ? /location\\.replace\\(("[^"]*")\\)/.exec(readFileSync(new URL(app), 'utf8'))
  : null;
const loaded = followed ? JSON.parse(followed[1]) : app;
fetch(loaded.split('#')[0]).then(
  (response) => {
    const record = { pid: process.pid, args, loaded, status: response.status };
    writeFileSync(process.env.FAKE_BROWSER_RECORD, JSON.stringify(record));
    if (process.env.FAKE_BROWSER_CLOSE === '1') clearInterval(alive);
  },
  () => process.exit(3),
);
`;

export interface FakeBrowser {
  /** Put this first on the PATH. */
  readonly binDir: string;
  /** Where the browser writes its record once the page has loaded. */
  readonly recordPath: string;
  /** The record, or undefined while the browser has not loaded the page (or never started). */
  readonly record: () => Promise<FakeBrowserRecord | undefined>;
}

export async function installFakeBrowser(): Promise<FakeBrowser> {
  const binDir = await mkdtemp(join(tmpdir(), 'floorboard-fake-browser-'));
  const executable = join(binDir, 'chromium');
  await writeFile(executable, SCRIPT);
  await chmod(executable, 0o755);
  const recordPath = join(binDir, 'record.json');
  return {
    binDir,
    recordPath,
    record: async () => {
      try {
        return JSON.parse(await readFile(recordPath, 'utf8')) as FakeBrowserRecord;
      } catch {
        return undefined;
      }
    },
  };
}
