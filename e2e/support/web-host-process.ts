/**
 * Runs the web host CLI (`electron/web-host/cli.ts`, embedded sandbox) as a child process, the
 * way `npm run web` does minus the renderer build, and stops it within a bounded time. It runs
 * the CLI bundled into one file (web-host-bundle.ts), which starts faster than through tsx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { SKIP_CLOCK_COMMAND, TEST_CLOCK_PREFIX } from '../../electron/web-host/test-clock-input.ts';
import { workerCallbackPort } from './callback-port.ts';
import { readHostLines, type HostLines } from './host-lines.ts';
import { ensureWebHostBundle } from './web-host-bundle.ts';

const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

export interface WebHostProcess {
  readonly launchUrl: string;
  /** Asks the host for a fresh one-time launch URL (a line on its stdin, as Enter in a terminal). */
  readonly newLaunchUrl: () => Promise<string>;
  readonly lines: HostLines;
  /**
   * Moves a host started with `--test-clock` `ms` forward (a `skip-clock` line on its stdin) and
   * waits for its answer, by when the timers that fell due have fired.
   */
  readonly skipClock: (ms: number) => Promise<void>;
  /** stderr so far (logs), for failure reports. */
  readonly stderr: () => string;
  stop(): Promise<void>;
  /** Kills the host at once (SIGKILL), as a crash would: nothing of it gets to clean up. */
  kill(): Promise<void>;
}

/** `args`: extra CLI flags (`--kiosk`, `--sandbox-control`, …; see electron/web-host/USAGE). */
export async function startWebHostProcess(
  repoRoot: string,
  args: readonly string[] = [],
): Promise<WebHostProcess> {
  // One node process (no npm or tsx wrapper), so a signal reaches the host itself.
  const child = spawn(
    process.execPath,
    // The pipe is no terminal: ask for the developer pair the sign-in tests paste.
    [
      '--enable-source-maps',
      ensureWebHostBundle(repoRoot),
      '--port',
      '0',
      '--print-developer-pair',
      // This worker's own OAuth callback port; a later `--callback-port` in `args` wins.
      '--callback-port',
      String(workerCallbackPort()),
      ...args,
    ],
    {
      cwd: repoRoot,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: process.env,
    },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (stderr += chunk));
  let clockAnswers = 0;
  const clockWaiters = new Set<() => void>();
  const lines = readHostLines(child.stdout, (line) => {
    if (!line.startsWith(TEST_CLOCK_PREFIX)) return;
    clockAnswers += 1;
    clockWaiters.forEach((wake) => wake());
  });
  const skipClock = (ms: number): Promise<void> => {
    const answer = clockAnswers + 1;
    const answered = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        clockWaiters.delete(wake);
        reject(new Error('the web host did not answer skip-clock: was it started --test-clock?'));
      }, START_TIMEOUT_MS);
      const wake = (): void => {
        if (clockAnswers < answer) return;
        clockWaiters.delete(wake);
        clearTimeout(timer);
        resolve();
      };
      clockWaiters.add(wake);
    });
    child.stdin.write(`${SKIP_CLOCK_COMMAND} ${ms}\n`);
    return answered;
  };

  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) =>
      reject(
        new Error(`web host exited early (${code ?? signal ?? '?'}):\n${stderr.slice(-2000)}`),
      ),
    ),
  );
  try {
    const launchUrl = await Promise.race([lines.launchUrl(START_TIMEOUT_MS), exited]);
    const newLaunchUrl = (): Promise<string> => {
      child.stdin.write('\n');
      return lines.nextLaunchUrl(START_TIMEOUT_MS);
    };
    return {
      launchUrl,
      newLaunchUrl,
      lines,
      skipClock,
      stderr: () => stderr,
      stop: () => stopChild(child),
      kill: () => killChild(child),
    };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exit;
  clearTimeout(timer);
}

async function killChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await exit;
}
