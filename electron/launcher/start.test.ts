import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LAUNCH_PREFIX } from '../hosts/stdout-lines.ts';
import { BROWSER_KIOSK_REFUSAL } from '../kiosk/kiosk-args.ts';
import { installFakeBrowser, type FakeBrowser } from './testing/fake-browser.ts';
import { startLauncher, type LauncherProcess } from './testing/launcher-process.ts';

/**
 * `npm start` on a machine without an Electron binary, end to end as a process: the launcher, the
 * web host it starts and a fake Chromium found on the PATH (testing/fake-browser.ts). Every wait
 * is for something the launcher or the browser did, never for an amount of time; the timeouts
 * only keep a hung run from hanging the suite.
 */

const HANG_GUARD = { timeout: 45_000, interval: 50 };

let scratch: string;
let rendererDir: string;
let noElectron: string;
let browser: FakeBrowser;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'floorboard-launcher-'));
  rendererDir = join(scratch, 'renderer');
  noElectron = join(scratch, 'no-electron');
  await mkdir(rendererDir);
  await mkdir(noElectron);
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>Floorboard</title>');
  browser = await installFakeBrowser();
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
  await rm(browser.binDir, { recursive: true, force: true });
});

function environment(display: boolean, extra: Record<string, string> = {}) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    // The fake browser first; node for its #! line.
    PATH: [browser.binDir, dirname(process.execPath), process.env['PATH'] ?? ''].join(delimiter),
    // An empty dist folder: no Electron binary, even on a machine that has one.
    ELECTRON_OVERRIDE_DIST_PATH: noElectron,
    XDG_STATE_HOME: join(scratch, 'state'),
    FAKE_BROWSER_RECORD: browser.recordPath,
    ...extra,
  };
  delete env['DISPLAY'];
  delete env['WAYLAND_DISPLAY'];
  if (display) env['DISPLAY'] = ':99';
  return env;
}

function launch(display: boolean, extra?: Record<string, string>): LauncherProcess {
  return startLauncher(['--renderer-dir', rendererDir], environment(display, extra));
}

async function launchUrl(launcher: LauncherProcess): Promise<URL> {
  const line = await launcher.line((l) => l.startsWith(LAUNCH_PREFIX));
  return new URL(line.slice(LAUNCH_PREFIX.length));
}

async function loadedRecord() {
  await vi.waitFor(async () => expect(await browser.record()).toBeDefined(), HANG_GUARD);
  const record = await browser.record();
  if (record === undefined) throw new Error('the fake browser left no record');
  return record;
}

const flagValue = (args: readonly string[], flag: string): string =>
  (args.find((arg) => arg.startsWith(`${flag}=`)) ?? '').slice(flag.length + 1);

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start without an Electron binary', { timeout: 90_000 }, () => {
  it('says so in one line, opens an app window on a temporary profile, and Ctrl+C stops everything', async () => {
    await rm(browser.recordPath, { force: true });
    const launcher = launch(true);
    const url = await launchUrl(launcher);
    const record = await loadedRecord();

    const noElectronLines = launcher.stdout().filter((line) => /electron/i.test(line));
    expect(noElectronLines).toEqual([
      'No Electron binary on this machine: Floorboard runs in a browser window instead.',
    ]);
    expect(launcher.stderr()).not.toMatch(/Error|at .*\(/);
    // An app window (no tabs, no address bar) on the launch URL, which the host serves. The
    // one-time code reaches it through a private page, never the browser's command line.
    expect(url.hash).toMatch(/^#code=/);
    expect(record.loaded).toBe(url.href);
    expect(record.status).toBe(200);
    expect(record.args.join(' ')).not.toContain(url.hash.slice(1));
    const launchPage = fileURLToPath(flagValue(record.args, '--app'));
    expect(launchPage.startsWith(join(tmpdir(), 'floorboard-launch-'))).toBe(true);
    expect((await stat(dirname(launchPage))).mode & 0o077).toBe(0);
    expect((await stat(launchPage)).mode & 0o077).toBe(0);
    // Its own temporary profile: nothing reaches the user's browser profile or history.
    const profileDir = flagValue(record.args, '--user-data-dir');
    expect(profileDir.startsWith(join(tmpdir(), 'floorboard-window-'))).toBe(true);
    expect(existsSync(join(profileDir, 'History'))).toBe(true);

    launcher.child.kill('SIGINT');
    expect(await launcher.exited).toBe(0);
    expect(launcher.stdout()).toContain('Stopping Floorboard.');
    expect(isRunning(record.pid)).toBe(false);
    expect(existsSync(profileDir)).toBe(false);
    expect(existsSync(dirname(launchPage))).toBe(false);
    await expect(fetch(new URL('/', url))).rejects.toThrow();
  });

  it('stops on SIGHUP (a closed terminal); a launcher killed outright is cleaned up by the next', async () => {
    await rm(browser.recordPath, { force: true });
    const killed = launch(true);
    await launchUrl(killed);
    const first = await loadedRecord();
    const firstProfile = flagValue(first.args, '--user-data-dir');
    const firstLaunchDir = dirname(fileURLToPath(flagValue(first.args, '--app')));
    killed.child.kill('SIGKILL');
    await killed.exited;
    process.kill(first.pid, 'SIGTERM');
    await vi.waitFor(() => expect(isRunning(first.pid)).toBe(false), HANG_GUARD);
    // Nobody was left to clean up.
    expect(existsSync(firstProfile)).toBe(true);
    expect(existsSync(firstLaunchDir)).toBe(true);

    await rm(browser.recordPath, { force: true });
    const next = launch(true);
    await launchUrl(next);
    const second = await loadedRecord();
    expect(existsSync(firstProfile)).toBe(false);
    expect(existsSync(firstLaunchDir)).toBe(false);

    next.child.kill('SIGHUP');
    expect(await next.exited).toBe(0);
    expect(isRunning(second.pid)).toBe(false);
    expect(existsSync(flagValue(second.args, '--user-data-dir'))).toBe(false);
  });

  it('stops when the person closes the window, and removes its profile', async () => {
    await rm(browser.recordPath, { force: true });
    const launcher = launch(true, { FAKE_BROWSER_CLOSE: '1' });
    const url = await launchUrl(launcher);
    const record = await loadedRecord();

    expect(await launcher.exited).toBe(0);
    expect(launcher.stdout()).toContain('The Floorboard window was closed; stopping.');
    expect(existsSync(flagValue(record.args, '--user-data-dir'))).toBe(false);
    await expect(fetch(new URL('/', url))).rejects.toThrow();
  });

  it('with no display, prints the URL and keeps serving until Ctrl+C', async () => {
    await rm(browser.recordPath, { force: true });
    const launcher = launch(false);
    const url = await launchUrl(launcher);
    expect(await launcher.line((line) => line.startsWith('No display'))).toMatch(/^No display/);

    const page = await fetch(new URL('/', url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Floorboard</title>');
    // Still serving after a person has read the line and opened the address.
    expect((await fetch(new URL('/', url))).status).toBe(200);
    expect(launcher.child.exitCode).toBeNull();

    launcher.child.kill('SIGINT');
    expect(await launcher.exited).toBe(0);
    // No window was ever attempted.
    expect(await browser.record()).toBeUndefined();
    await expect(fetch(new URL('/', url))).rejects.toThrow();
  });

  it('refuses --kiosk in one line with exit code 2, and opens no window', async () => {
    await rm(browser.recordPath, { force: true });
    const launcher = startLauncher(['--renderer-dir', rendererDir, '--kiosk'], environment(true));
    expect(await launcher.exited).toBe(2);
    expect(launcher.stderr()).toBe(`${BROWSER_KIOSK_REFUSAL}\n`);
    expect(launcher.stdout()).toEqual([]);
    expect(await browser.record()).toBeUndefined();
  });
});
