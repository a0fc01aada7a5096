/**
 * A stand-in child process for the process helpers' tests: lines are written to its stdout by
 * the test, and it exits when the test says (or when killed, if `exitOnKill`).
 */
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import type { Timers } from '../child-process.ts';

export class FakeChild extends EventEmitter {
  readonly stdout = new PassThrough();
  readonly stdin = new PassThrough();
  readonly pid = 4242;
  exitCode: number | null = null;
  signalCode: NodeJS.Signals | null = null;
  readonly signals: string[] = [];

  constructor(private readonly exitOnKill: boolean) {
    super();
  }

  print(line: string): void {
    this.stdout.write(`${line}\n`);
  }

  exit(code: number | null, signal: NodeJS.Signals | null = null): void {
    this.exitCode = code;
    this.signalCode = signal;
    this.emit('exit', code, signal);
  }

  kill(signal: NodeJS.Signals = 'SIGTERM'): boolean {
    this.signals.push(signal);
    if (this.exitOnKill && this.exitCode === null && this.signalCode === null) {
      this.exit(null, signal);
    }
    return true;
  }
}

/** Timers the test fires by hand. */
export function manualTimers(): Timers & { fireAll(): void; readonly pending: number } {
  const waiting = new Map<number, () => void>();
  let next = 1;
  return {
    set: (run) => {
      const id = next++;
      waiting.set(id, run);
      return id;
    },
    clear: (handle) => waiting.delete(handle as number),
    fireAll: () => {
      const runs = [...waiting.values()];
      waiting.clear();
      for (const run of runs) run();
    },
    get pending() {
      return waiting.size;
    },
  };
}

/** Lets stream data and promise callbacks run. */
export const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
