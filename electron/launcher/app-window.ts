/**
 * Carries out a `WindowPlan`: starts the browser (or the OS opener) and, for an app window,
 * removes its temporary profile once the browser has gone, however it went. Process creation and
 * file removal are injected so the clean-up is unit-tested.
 */
import { type Scheduler, waitOn } from '../time/scheduler.ts';
import type { WindowPlan } from './window-plan.ts';

export interface ChildLike {
  once(event: 'exit', listener: () => void): unknown;
  once(event: 'error', listener: (error: Error) => void): unknown;
  kill(signal?: NodeJS.Signals): boolean;
  readonly exitCode: number | null;
  readonly signalCode: NodeJS.Signals | null;
}

export interface WindowDeps {
  readonly spawn: (command: string, args: readonly string[]) => ChildLike;
  readonly removeDir: (path: string) => Promise<void>;
  /** Times the bounded shutdown; injected so tests need no real time. */
  readonly scheduler: Pick<Scheduler, 'after'>;
}

export interface OpenedWindow {
  /**
   * Settles when the app window's browser has gone: `exited` (the user closed the window) or
   * `failed` (it could not be started). Never settles for the opener or print-only.
   */
  readonly closed: Promise<'exited' | 'failed'>;
  /** Ends the browser (politely, then forcibly) and removes its profile. Idempotent. */
  close(): Promise<void>;
}

const KILL_AFTER_MS = 3_000;

export function openWindow(plan: WindowPlan, deps: WindowDeps): OpenedWindow {
  const never = new Promise<never>(() => undefined);
  if (plan.kind === 'print-only') return { closed: never, close: () => Promise.resolve() };
  if (plan.kind === 'opener') {
    const opener = deps.spawn(plan.command, plan.args);
    // The opener hands the URL to the desktop and exits; its failure is not ours to report twice.
    opener.once('error', () => undefined);
    return { closed: never, close: () => Promise.resolve() };
  }

  const browser = deps.spawn(plan.command, plan.args);
  let cleaned: Promise<void> | undefined;
  const cleanUp = (): Promise<void> =>
    (cleaned ??= deps.removeDir(plan.profileDir).catch(() => undefined));
  const exited = new Promise<'exited' | 'failed'>((resolve) => {
    browser.once('exit', () => resolve('exited'));
    browser.once('error', () => resolve('failed'));
  });
  const closed = exited.then(async (how) => {
    await cleanUp();
    return how;
  });
  const running = (): boolean => browser.exitCode === null && browser.signalCode === null;

  return {
    closed,
    async close() {
      if (running()) {
        browser.kill('SIGTERM');
        const forced = waitOn(deps.scheduler, KILL_AFTER_MS).then(() => {
          if (running()) browser.kill('SIGKILL');
        });
        await Promise.race([exited, forced]);
        await exited;
      }
      await cleanUp();
    },
  };
}
