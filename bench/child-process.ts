/**
 * Starting and stopping the bench's helper processes (the sandbox, one size of a benchmark):
 * waiting for the line that says a process is ready, with a clear error if it exits first or
 * never says so, and stopping it (SIGTERM, then SIGKILL) — also when the bench itself is
 * interrupted, so no sandbox or browser is left behind.
 */
/** What the helpers need of a child process. */
export interface LineChild {
  readonly exitCode: number | null;
  readonly signalCode: NodeJS.Signals | null;
  kill(signal?: NodeJS.Signals): boolean;
  once(event: 'exit', listener: (code: number | null, signal: string | null) => void): unknown;
}

/** Timers, injectable so tests need no wall clock. */
export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const REAL_TIMERS: Timers = {
  set: (run, ms) => setTimeout(run, ms).unref(),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class ChildStartError extends Error {
  override readonly name = 'ChildStartError';
}

const hasExited = (child: LineChild): boolean =>
  child.exitCode !== null || child.signalCode !== null;

/** The child's stdout as lines (a readline interface over it). */
export interface Lines {
  on(event: 'line', listener: (line: string) => void): unknown;
  off(event: 'line', listener: (line: string) => void): unknown;
}

/**
 * Resolves with the first line of `lines` (the child's stdout) that `parse` accepts. The caller
 * makes `lines` and attaches its own listeners first, so no line after the ready one is lost. Rejects with a ChildStartError naming
 * `what` if the process exits before printing one, or prints none within `timeoutMs` (then it is
 * killed). Lines before the ready one are passed to `onOther` (the process's own notes).
 */
export function waitForReady<T>(
  child: LineChild,
  lines: Lines,
  options: {
    readonly what: string;
    readonly parse: (line: string) => T | undefined;
    readonly timeoutMs: number;
    readonly timers?: Timers;
    readonly onOther?: (line: string) => void;
  },
): Promise<T> {
  const timers = options.timers ?? REAL_TIMERS;
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      timers.clear(timer);
      lines.off('line', onLine);
      outcome();
    };
    const onLine = (line: string): void => {
      const ready = options.parse(line);
      if (ready === undefined) options.onOther?.(line);
      else finish(() => resolve(ready));
    };
    const timer = timers.set(() => {
      finish(() =>
        reject(
          new ChildStartError(
            `${options.what} printed no ready line within ${String(options.timeoutMs / 1000)} s; stopped it`,
          ),
        ),
      );
      child.kill('SIGKILL');
    }, options.timeoutMs);
    lines.on('line', onLine);
    const exited = (code: number | null, signal: string | null): void =>
      finish(() =>
        reject(
          new ChildStartError(
            `${options.what} exited (${signal ?? `code ${String(code)}`}) before it was ready`,
          ),
        ),
      );
    if (hasExited(child)) exited(child.exitCode, child.signalCode);
    else child.once('exit', exited);
  });
}

/** SIGTERM, then SIGKILL if the process is still there after `graceMs`; resolves once it exits. */
export function stopChild(
  child: LineChild,
  graceMs = 10_000,
  timers: Timers = REAL_TIMERS,
): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = timers.set(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      timers.clear(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Each child still running, with the time it is given to stop when this process is interrupted. */
const live = new Map<LineChild, number>();
let handlersInstalled = false;

/**
 * Kills `child` if this process exits or is interrupted first (a child left running would hold a
 * port, gigabytes, or a browser); interrupted, it is given `graceMs` to stop (a child with
 * children of its own needs longer than they do). Returns the function that forgets it.
 */
export function killWithThisProcess(child: LineChild, graceMs: number): () => void {
  live.set(child, graceMs);
  child.once('exit', () => live.delete(child));
  if (!handlersInstalled) {
    handlersInstalled = true;
    process.once('exit', () => {
      for (const each of live.keys()) each.kill('SIGKILL');
    });
    // Interrupted: each child is asked to stop first, so it can stop its own children (the
    // sandbox, the browser) before this process goes.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        void Promise.all([...live].map(([each, grace]) => stopChild(each, grace))).then(() =>
          process.exit(signal === 'SIGINT' ? 130 : 143),
        );
      });
    }
  }
  return () => live.delete(child);
}
