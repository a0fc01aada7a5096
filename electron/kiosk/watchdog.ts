import { silentLogger, type Logger } from '../log/logger.ts';
import { realScheduler, type Cancel, type Scheduler } from '../time/scheduler.ts';

/**
 * Keeps an unattended kiosk's renderer alive (docs/architecture.md "Kiosk mode"): a crashed
 * renderer is reloaded, one hung for longer than `hangMs` is crashed and reloaded, a failed main
 * frame load is retried. Recoveries back off exponentially, and past `maxRecoveries` within
 * `windowMs` the watchdog gives up so the supervisor (systemd `Restart=always`) can restart the
 * whole app — a reload loop would only hide the fault. Every decision is one log line.
 */

export interface WatchdogPolicy {
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  /** How long `unresponsive` may last before the renderer is force-reloaded. */
  readonly hangMs: number;
  readonly maxRecoveries: number;
  readonly windowMs: number;
}

export const DEFAULT_WATCHDOG_POLICY: WatchdogPolicy = {
  firstDelayMs: 1_000,
  maxDelayMs: 60_000,
  hangMs: 15_000,
  maxRecoveries: 8,
  windowMs: 10 * 60_000,
};

/** The Electron events the glue forwards, as plain data. */
export type RendererEvent =
  | { readonly type: 'render-process-gone'; readonly reason: string; readonly exitCode: number }
  | { readonly type: 'unresponsive' }
  | { readonly type: 'responsive' }
  | {
      readonly type: 'did-fail-load';
      readonly errorCode: number;
      readonly errorDescription: string;
      readonly isMainFrame: boolean;
    };

export interface WatchdogActions {
  /** `webContents.reload()` (or loading the start URL again). */
  reload(): void;
  /** `webContents.forcefullyCrashRenderer()` then reload: a hung renderer ignores a reload. */
  forceReload(): void;
  /** Too many recoveries: exit and let the supervisor restart the app. */
  giveUp(reason: string): void;
}

/** Chromium's ERR_ABORTED: a load replaced by another navigation, not a failure. */
const ERR_ABORTED = -3;
/** How long after a forced reload the renderer's exit counts as the one we caused. */
const EXPECTED_CRASH_MS = 5_000;

/** Delay before the `attempt`-th recovery (1-based): first, 2×, 4×, … up to the maximum. */
export function backoffDelay(policy: WatchdogPolicy, attempt: number): number {
  const doublings = Math.min(Math.max(0, attempt - 1), 30);
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** doublings);
}

export interface Watchdog {
  handle(event: RendererEvent): void;
  /** Cancels pending timers; the glue calls it when the window closes or kiosk mode ends. */
  dispose(): void;
}

export interface WatchdogOptions {
  readonly actions: WatchdogActions;
  readonly policy?: WatchdogPolicy;
  readonly scheduler?: Scheduler;
  readonly log?: Logger;
}

export function createWatchdog(options: WatchdogOptions): Watchdog {
  const { actions } = options;
  const policy = options.policy ?? DEFAULT_WATCHDOG_POLICY;
  const clock = options.scheduler ?? realScheduler;
  const log = options.log ?? silentLogger;
  let recoveries: number[] = []; // start times within the window
  let pending: Cancel | undefined;
  let hangTimer: Cancel | undefined;
  let gaveUp = false;
  let disposed = false;
  // A forced reload kills the renderer on purpose; its `render-process-gone` is no new failure.
  let expectedCrashUntil = -1;

  const recover = (cause: string, action: 'reload' | 'forceReload'): void => {
    if (disposed || gaveUp) return;
    if (pending !== undefined) {
      log.info('Renderer recovery already scheduled', { cause });
      return;
    }
    const now = clock.now();
    recoveries = recoveries.filter((at) => now - at < policy.windowMs);
    if (recoveries.length >= policy.maxRecoveries) {
      gaveUp = true;
      const reason = `${cause}: ${recoveries.length} recoveries within ${policy.windowMs / 1000} s`;
      log.error('Renderer keeps failing; giving up so the app is restarted', { cause });
      actions.giveUp(reason);
      return;
    }
    recoveries.push(now);
    const attempt = recoveries.length;
    const delayMs = backoffDelay(policy, attempt);
    log.warn('Renderer recovery scheduled', { cause, action, attempt, delayMs });
    pending = clock.after(delayMs, () => {
      pending = undefined;
      if (disposed) return;
      log.info('Renderer recovery running', { cause, action, attempt });
      if (action === 'forceReload') expectedCrashUntil = clock.now() + EXPECTED_CRASH_MS;
      actions[action]();
    });
  };

  const stopHangTimer = (): void => {
    hangTimer?.();
    hangTimer = undefined;
  };

  const handle = (event: RendererEvent): void => {
    if (disposed) return;
    switch (event.type) {
      case 'render-process-gone':
        stopHangTimer();
        if (clock.now() <= expectedCrashUntil) {
          expectedCrashUntil = -1;
          log.info('Renderer gone after a forced reload, as intended', { reason: event.reason });
          return;
        }
        recover(`renderer gone (${event.reason}, exit code ${event.exitCode})`, 'reload');
        return;
      case 'unresponsive':
        if (hangTimer !== undefined) return;
        log.warn('Renderer unresponsive', { hangMs: policy.hangMs });
        hangTimer = clock.after(policy.hangMs, () => {
          hangTimer = undefined;
          recover(`renderer unresponsive for over ${policy.hangMs / 1000} s`, 'forceReload');
        });
        return;
      case 'responsive':
        if (hangTimer !== undefined) log.info('Renderer responsive again');
        stopHangTimer();
        return;
      case 'did-fail-load':
        if (!event.isMainFrame || event.errorCode === ERR_ABORTED) return;
        recover(`load failed (${event.errorCode} ${event.errorDescription})`, 'reload');
        return;
    }
  };

  const dispose = (): void => {
    disposed = true;
    stopHangTimer();
    pending?.();
    pending = undefined;
  };

  return { handle, dispose };
}
