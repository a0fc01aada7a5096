/**
 * `npm run web -- --port P [--api URL]`: the web host with the real core. Without `--api` it
 * starts the embedded sandbox (as the app's built-in profile does). Prints the launch URL (with
 * a one-time launch code in its fragment), a fresh one for each line typed on stdin, and every
 * URL the core asks to open, on stdout; logs go to stderr. `--kiosk` and its test flags: see
 * kiosk-args.ts and USAGE.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { launchLine } from '../hosts/stdout-lines.ts';
import { USAGE, parseWebHostArgs } from './cli-args.ts';
import { createHostLogger } from './host-log.ts';
import { NEW_URL_HINT, offerFreshLaunchUrls } from './launch-prompt.ts';
import { DEFAULT_RENDERER_DIR, runWebHost } from './run.ts';
import { handleClockLine } from './test-clock-input.ts';

/** A shutdown that hangs (a stuck socket, a sign-in that will not cancel) must not keep us alive. */
const SHUTDOWN_LIMIT_MS = 5_000;

async function main(): Promise<void> {
  if (process.argv.includes('--help')) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const parsed = parseWebHostArgs(process.argv.slice(2));
  if (!parsed.ok) {
    const { message, showUsage } = parsed.error;
    process.stderr.write(`${message}\n${showUsage === false ? '' : `${USAGE}\n`}`);
    process.exit(2);
  }
  const args = parsed.value;
  if (args.resetSandbox && args.dataDir === undefined) {
    process.stderr.write('--reset-sandbox needs --data-dir: without it nothing is kept anyway\n');
    process.exit(2);
  }
  const print = (line: string): void => void process.stdout.write(`${line}\n`);
  const { log, path: logPath } = createHostLogger({ stderr: true });
  print(`log-file: ${logPath}`);
  const rendererDir = args.rendererDir ?? DEFAULT_RENDERER_DIR;
  if (!existsSync(join(rendererDir, 'index.html'))) {
    log.warn(`no built renderer in ${rendererDir}: run "npm run build:renderer" first`);
  }

  const running = await runWebHost(args, {
    print,
    log,
    stdoutIsTerminal: process.stdout.isTTY,
  });
  const launchUrl = running.host.issueLaunchUrl();
  print(launchLine(launchUrl));
  for (const line of running.developerPair) print(line);
  if (process.stdin.isTTY) print(NEW_URL_HINT);
  const { testClock } = running;
  const stopPrompt = offerFreshLaunchUrls(
    process.stdin,
    running.host.issueLaunchUrl,
    print,
    testClock ? (line) => handleClockLine(testClock, line, print) : undefined,
  );

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    stopPrompt();
    setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS).unref();
    void running.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `web host failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
