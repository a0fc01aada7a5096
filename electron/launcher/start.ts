/**
 * `npm start`: the app on any machine. With an Electron binary, the Electron app (electron-vite's
 * dev mode, as before). Without one, the same app through the web host, shown in an installed
 * Chromium-family browser's app window (see window-plan.ts), or by the default browser, or — with
 * no display — at a printed address. Ctrl+C stops the host, the browser and its temporary profile.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { processRuns } from '../../shared/process/process-runs.ts';
import { launchLine } from '../hosts/stdout-lines.ts';
import { realScheduler } from '../time/scheduler.ts';
import { USAGE, parseWebHostArgs } from '../web-host/cli-args.ts';
import { webHostDataDir } from '../web-host/data-dir.ts';
import { createHostLogger } from '../web-host/host-log.ts';
import { NEW_URL_HINT, offerFreshLaunchUrls } from '../web-host/launch-prompt.ts';
import { runWebHost } from '../web-host/run.ts';
import { openWindow } from './app-window.ts';
import { findElectronBinary } from './electron-binary.ts';
import { findAppBrowser, launcherPlatform } from './find-browser.ts';
import { buildRenderer } from './build-renderer.ts';
import { writeLaunchPage } from './launch-page.ts';
import { OWNER_FILE, ownerText, removeLeftovers } from './leftovers.ts';
import { describePlan, planWindow } from './window-plan.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SHUTDOWN_LIMIT_MS = 8_000;

const print = (line: string): void => void process.stdout.write(`${line}\n`);

function startElectron(argv: readonly string[]): void {
  const cli = join(REPO_ROOT, 'node_modules/electron-vite/bin/electron-vite.js');
  const child = spawn(process.execPath, [cli, 'dev', ...(argv.length > 0 ? ['--', ...argv] : [])], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  child.once('exit', (code, signal) => process.exit(code ?? (signal === null ? 1 : 0)));
}

async function startInBrowser(argv: readonly string[]): Promise<void> {
  const parsed = parseWebHostArgs(argv);
  if (!parsed.ok) {
    const { message, showUsage } = parsed.error;
    const usage = showUsage === false ? '' : `${USAGE.replace('npm run web', 'npm start')}\n`;
    process.stderr.write(`${message}\n${usage}`);
    process.exit(2);
  }
  print('No Electron binary on this machine: Floorboard runs in a browser window instead.');
  removeLeftovers(tmpdir(), {
    list: (dir) => readdirSync(dir),
    read: readText,
    remove: removeDir,
    isRunning,
  });
  const { log, path: logPath } = createHostLogger({ stderr: false });
  print(`Log file: ${logPath}`);
  // A prepared folder (`--renderer-dir`) is served as it is; otherwise the app is built first.
  if (parsed.value.rendererDir === undefined) await buildRenderer(REPO_ROOT);
  // `npm start` keeps the user's work (the sandbox's data, import journals) across restarts.
  const dataDir = parsed.value.dataDir ?? webHostDataDir(process.platform, process.env, homedir());
  const args = { ...parsed.value, openBrowser: true, dataDir };
  const running = await runWebHost(args, {
    print,
    log,
    stdoutIsTerminal: process.stdout.isTTY,
  });

  const platform = launcherPlatform(process.platform);
  const url = running.host.issueLaunchUrl();
  // The window opens a private page that leads to the launch URL: never the code on a command line.
  const launchDir = makeOwnedDir('floorboard-launch-');
  const launchPage = writeLaunchPage(launchDir, url, { writePrivateFile });
  const plan = planWindow(launchPage, {
    platform,
    env: process.env,
    browser: findAppBrowser({ platform, env: process.env, home: homedir(), isFile }),
    makeProfileDir: () => makeOwnedDir('floorboard-window-'),
    runningAsRoot: process.getuid?.() === 0,
  });
  print(launchLine(url));
  for (const line of running.developerPair) print(line);
  print(describePlan(plan));
  const window = openWindow(plan, {
    spawn: (command, commandArgs) =>
      spawn(command, [...commandArgs], { stdio: 'ignore', detached: platform === 'win32' }),
    removeDir: (path) => Promise.resolve(removeDir(path)),
    scheduler: realScheduler,
  });
  print(NEW_URL_HINT);
  const stopPrompt = offerFreshLaunchUrls(process.stdin, running.host.issueLaunchUrl, print);

  let stopping = false;
  const stop = (why: string): void => {
    if (stopping) return;
    stopping = true;
    print(why);
    stopPrompt();
    setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS).unref();
    void Promise.allSettled([window.close(), running.stop()]).then(() => {
      removeDir(launchDir);
      process.exit(0);
    });
  };
  // SIGHUP: the terminal was closed.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => stop('Stopping Floorboard.'));
  }
  void window.closed.then((how) => {
    if (how === 'exited') stop('The Floorboard window was closed; stopping.');
    else print('The browser could not be started: open the launch address above instead.');
  });
}

/** A fresh private temporary folder that names this launcher as its owner (leftovers.ts). */
function makeOwnedDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  writePrivateFile(join(dir, OWNER_FILE), ownerText(process.pid));
  return dir;
}

function writePrivateFile(path: string, text: string): void {
  writeFileSync(path, text, { mode: 0o600 });
}

function removeDir(path: string): void {
  rmSync(path, { recursive: true, force: true });
}

function isRunning(pid: number): boolean {
  return processRuns(process.kill.bind(process), pid);
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

const argv = process.argv.slice(2);
if (argv.includes('--help')) {
  print(USAGE.replace('npm run web', 'npm start'));
} else if (findElectronBinary() !== undefined) {
  startElectron(argv);
} else {
  startInBrowser(argv).catch((error: unknown) => {
    process.stderr.write(
      `Floorboard could not start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  });
}
