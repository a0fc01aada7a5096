/**
 * What the desktop window does when its renderer dies (`render-process-gone`): log the reason,
 * reload once and tell the user it happened; if it dies again soon after, stop reloading (a page
 * that crashes on load would loop) and offer the choice. A renderer that exited cleanly, or one
 * the kiosk watchdog looks after, is left alone. Child processes (GPU, utility) are only logged.
 */
import type { Logger } from '../log/logger.ts';

export interface GoneDetails {
  readonly reason: string;
  readonly exitCode: number;
}

export interface CrashRecoveryDeps {
  readonly log: Logger;
  readonly now: () => number;
  readonly reload: () => void;
  /** Non-blocking notice: "the window was reloaded". */
  readonly noticeReloaded: () => void;
  /** Crashed again within the window: ask (reload or quit); no automatic reload. */
  readonly askAfterRepeatedCrash: () => void;
  /** The kiosk watchdog handles its own window. */
  readonly kiosk: boolean;
}

/** A second crash within this time is a loop, not bad luck. */
export const REPEAT_WINDOW_MS = 10 * 60_000;

export function createCrashRecovery(deps: CrashRecoveryDeps): {
  onRendererGone(details: GoneDetails): 'ignored' | 'reloaded' | 'asked';
  onChildGone(details: GoneDetails & { readonly type: string; readonly name?: string }): void;
} {
  let lastReloadAt = Number.NEGATIVE_INFINITY;
  return {
    onRendererGone(details) {
      deps.log.error('renderer process gone', {
        reason: details.reason,
        exitCode: details.exitCode,
      });
      if (details.reason === 'clean-exit' || deps.kiosk) return 'ignored';
      const time = deps.now();
      if (time - lastReloadAt < REPEAT_WINDOW_MS) {
        deps.askAfterRepeatedCrash();
        return 'asked';
      }
      lastReloadAt = time;
      deps.reload();
      deps.noticeReloaded();
      return 'reloaded';
    },
    onChildGone(details) {
      deps.log.warn('child process gone', {
        type: details.type,
        reason: details.reason,
        exitCode: details.exitCode,
        name: details.name,
      });
    },
  };
}
