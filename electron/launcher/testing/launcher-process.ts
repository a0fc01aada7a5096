/**
 * Runs `npm start`'s launcher (start.ts) as a child process the way a terminal does, minus the
 * renderer build (`--renderer-dir` points at a prepared folder), and collects what it prints.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const START = fileURLToPath(new URL('../start.ts', import.meta.url));

export interface LauncherProcess {
  readonly child: ChildProcess;
  /** Lines printed on stdout so far. */
  readonly stdout: () => readonly string[];
  readonly stderr: () => string;
  /** Settles when the launcher has exited, with its exit code (null: killed by a signal). */
  readonly exited: Promise<number | null>;
}

export function startLauncher(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): LauncherProcess {
  // `node --import tsx`: one process, so the signal a test sends reaches the launcher itself.
  const child = spawn(process.execPath, ['--import', 'tsx', START, ...args], {
    cwd: REPO_ROOT,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let partial = '';
  let stderr = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, stdout: () => lines, stderr: () => stderr, exited };
}
