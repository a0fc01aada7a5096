import { Menu, app, powerSaveBlocker, type BrowserWindow } from 'electron';
import type { Logger } from '../log/logger.ts';
import type { KioskMode, KioskSettings } from './options.ts';
import { shouldSwallowKioskInput } from './shortcuts.ts';
import { createWatchdog, type WatchdogPolicy } from './watchdog.ts';

/**
 * The only kiosk lines that touch Electron. Type-checked, never run in tests (no
 * Electron binary here); the decisions live in the tested modules next to it. Electron's kiosk
 * window is essentially full screen on Windows and Linux: real lock-down is the OS session's job
 * (docs/kiosk-deployment.md).
 */

export interface KioskWindowDeps {
  readonly log: Logger;
  /** Default: `webContents.reload()`. */
  readonly reload?: () => void;
  /** Default: exit with status 1, so systemd (`Restart=always`) or Shell Launcher restarts us. */
  readonly giveUp?: (reason: string) => void;
  readonly watchdogPolicy?: WatchdogPolicy;
}

export interface KioskWindowHandle {
  /**
   * Leaves kiosk mode: an ordinary window again, closable, the display may sleep. Main's core
   * calls it once the administrator PIN was accepted (`electron/kiosk/kiosk-mode.ts` owns the PIN
   * gate, so the check is the same in both hosts).
   */
  leave(): void;
  /** Whether an administrator has left kiosk mode in this run. */
  exited(): boolean;
}

export function applyKioskMode(
  window: BrowserWindow,
  settings: KioskSettings,
  deps: KioskWindowDeps,
): KioskWindowHandle {
  const log = deps.log.child('kiosk');
  const contents = window.webContents;
  let active = true;
  let quitting = false;

  Menu.setApplicationMenu(null);
  window.setMenuBarVisibility(false);
  window.setAutoHideMenuBar(true);
  window.setKiosk(true);
  window.setFullScreen(true);
  // Pinch zoom is off by default; keep it so after any future default change.
  void contents.setVisualZoomLevelLimits(1, 1);

  contents.closeDevTools();
  contents.on('devtools-opened', () => {
    if (active) contents.closeDevTools();
  });
  contents.on('before-input-event', (event, input) => {
    if (active && shouldSwallowKioskInput(input)) event.preventDefault();
  });

  // Window-manager closes (Alt+F4 on Linux is handled by the WM, not by us) are refused; an
  // app-wide quit (systemd stop, OS shutdown) is not.
  app.on('before-quit', () => {
    quitting = true;
  });
  window.on('close', (event) => {
    if (active && !quitting) {
      event.preventDefault();
      log.info('Refused to close the kiosk window');
    }
  });

  const blocker = powerSaveBlocker.start('prevent-display-sleep');

  const watchdog = createWatchdog({
    log,
    ...(deps.watchdogPolicy === undefined ? {} : { policy: deps.watchdogPolicy }),
    actions: {
      reload: deps.reload ?? (() => contents.reload()),
      forceReload: () => {
        contents.forcefullyCrashRenderer();
        (deps.reload ?? (() => contents.reload()))();
      },
      giveUp:
        deps.giveUp ??
        ((reason) => {
          log.error('Exiting for a restart by the supervisor', { reason });
          app.exit(1);
        }),
    },
  });
  contents.on('render-process-gone', (_event, details) =>
    watchdog.handle({
      type: 'render-process-gone',
      reason: details.reason,
      exitCode: details.exitCode,
    }),
  );
  window.on('unresponsive', () => watchdog.handle({ type: 'unresponsive' }));
  window.on('responsive', () => watchdog.handle({ type: 'responsive' }));
  contents.on('did-fail-load', (_event, errorCode, errorDescription, _url, isMainFrame) =>
    watchdog.handle({ type: 'did-fail-load', errorCode, errorDescription, isMainFrame }),
  );

  const leave = (): void => {
    if (!active) return;
    active = false;
    watchdog.dispose();
    if (powerSaveBlocker.isStarted(blocker)) powerSaveBlocker.stop(blocker);
    window.setKiosk(false);
    window.setFullScreen(false);
    log.warn('Kiosk mode left by an administrator');
  };
  window.on('closed', () => {
    watchdog.dispose();
    if (powerSaveBlocker.isStarted(blocker)) powerSaveBlocker.stop(blocker);
  });

  log.info('Kiosk mode on', {
    idleTimeoutMs: settings.idleTimeoutMs,
    pinSet: settings.adminPin !== null,
  });
  return { leave, exited: () => !active };
}

export interface StartedKiosk {
  readonly mode: KioskMode;
  /** `null` when this run is not a kiosk. */
  readonly window: KioskWindowHandle | null;
}

/**
 * Applies kiosk mode when `--kiosk` or the locked settings file asked for it (`mode` from
 * `loadKioskMode`, read before the core starts, since the core enforces kiosk mode too).
 */
export function startKioskMode(
  window: BrowserWindow,
  mode: KioskMode,
  deps: KioskWindowDeps,
): StartedKiosk {
  if (mode.problems.length > 0) {
    deps.log.error('Kiosk settings file unusable; staying in kiosk mode with defaults', {
      path: mode.settingsPath,
      problems: mode.problems.join('; '),
    });
  }
  if (!mode.enabled) return { mode, window: null };
  deps.log.info('Kiosk mode requested', { source: mode.source });
  return { mode, window: applyKioskMode(window, mode.settings, deps) };
}
