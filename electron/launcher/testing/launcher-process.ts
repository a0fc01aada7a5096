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
  /**
   * The first stdout line `test` accepts, printed already or once it is: a test awaits the line
   * itself. Fails, with what the launcher said on stderr, if it exits without printing one.
   */
  readonly line: (test: (line: string) => boolean) => Promise<string>;
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
  const listeners = new Set<() => void>();
  let partial = '';
  let stderr = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
    for (const listener of listeners) listener();
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const line = (test: (line: string) => boolean): Promise<string> =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = lines.find(test);
        if (found === undefined) return;
        listeners.delete(check);
        resolve(found);
      };
      listeners.add(check);
      check();
      // 'close' comes after the last of stdout: a line printed just before exiting is seen.
      child.once('close', () => {
        check();
        if (listeners.delete(check)) reject(new Error(`the launcher exited first: ${stderr}`));
      });
    });
  return { child, stdout: () => lines, line, stderr: () => stderr, exited };
}
