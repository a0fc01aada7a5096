/**
 * The desktop product around the window: log file, crash reports, menu, crash recovery and
 * updates. Electron glue only; the decisions live in menu-template.ts, crash-recovery.ts and
 * update-policy.ts (unit-tested), the file log in ../log/file-log.ts.
 */
import { dirname } from 'node:path';
import { app, crashReporter, dialog, Menu, shell, type BrowserWindow } from 'electron';
import electronLog from 'electron-log/main';
import electronUpdater from 'electron-updater';
import { configureFileLog, electronLogSink, logFilePath } from '../log/file-log.ts';
import { fail, ok, type BridgeResult } from '../../shared/bridge/errors.ts';
import type { UpdateStatus } from '../../shared/bridge/update.ts';
import { createLogger, type Logger } from '../log/logger.ts';
import { createCrashRecovery } from './crash-recovery.ts';
import { aboutText, devtoolsRequested, menuTemplate } from './menu-template.ts';
import { startUpdates, updatesOffBecause, type Updates } from './update-policy.ts';

/** Before anything else logs: the rotated, redacted file in the OS logs folder. */
export function createMainLogger(): Logger {
  configureFileLog(electronLog, { console: !app.isPackaged });
  return createLogger({ sink: electronLogSink(electronLog), scope: 'main' });
}

/** Before `ready`: minidumps stay on this machine (no upload), next to the logs. */
export function startCrashReporter(): void {
  crashReporter.start({ uploadToServer: false, compress: true });
}

export function openLogsFolder(): void {
  void shell.openPath(dirname(logFilePath(electronLog)));
}

/** `find`: the menu's Find… (the caller sends the page its `command` event). */
export function installAppMenu(window: () => BrowserWindow | null, find: () => void): void {
  const name = app.getName();
  const version = app.getVersion();
  const template = menuTemplate({
    platform: process.platform,
    packaged: app.isPackaged,
    devtoolsFlag: devtoolsRequested(process.argv, process.env),
    appName: name,
    version,
    openLogsFolder,
    find,
    showAbout: () => {
      const options = {
        type: 'info' as const,
        title: `About ${name}`,
        message: name,
        detail: aboutText(name, version, process.versions),
        buttons: ['OK'],
      };
      const parent = window();
      void (parent ? dialog.showMessageBox(parent, options) : dialog.showMessageBox(options));
    },
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

export function watchCrashes(window: BrowserWindow, kiosk: boolean, log: Logger): void {
  const recovery = createCrashRecovery({
    log,
    kiosk,
    now: Date.now,
    reload: () => window.reload(),
    noticeReloaded: () =>
      void dialog.showMessageBox(window, {
        type: 'warning',
        message: 'Floorboard’s window stopped unexpectedly and was reloaded.',
        detail:
          'Your sign-in and settings are kept. If it happens again, Help → Open logs folder shows what went wrong.',
        buttons: ['OK'],
      }),
    askAfterRepeatedCrash: () =>
      void dialog
        .showMessageBox(window, {
          type: 'error',
          message: 'Floorboard’s window stopped again.',
          detail:
            'Reload it, or quit and start Floorboard again. Help → Open logs folder has details.',
          buttons: ['Reload', 'Quit'],
          defaultId: 0,
          cancelId: 1,
        })
        .then(({ response }) => (response === 0 ? window.reload() : app.quit())),
  });
  window.webContents.on('render-process-gone', (_event, details) =>
    recovery.onRendererGone(details),
  );
  app.on('child-process-gone', (_event, details) => recovery.onChildGone(details));
}

/**
 * Updates where allowed (update-policy.ts). Each state goes to the renderer as the bridge's
 * `update` event; its "Restart to update" calls `update.restart` (see `updateHandlers`).
 */
export function startUpdatesIfAllowed(
  kiosk: boolean,
  publish: (status: UpdateStatus) => void,
  log: Logger,
): Updates | null {
  const off = updatesOffBecause({
    kiosk,
    argv: process.argv,
    env: process.env,
    packaged: app.isPackaged,
  });
  if (off !== null) {
    log.info('updates off', { because: off });
    return null;
  }
  const { autoUpdater } = electronUpdater;
  autoUpdater.logger = electronLog;
  return startUpdates({
    updater: autoUpdater,
    log: log.child('updates'),
    onState: (state) => publish(state.kind === 'idle' ? { kind: 'none' } : state),
  });
}

/** The bridge method behind "Restart to update", for whichever updates are running. */
export function restartToUpdateHandler(
  updates: () => Updates | null,
): () => Promise<BridgeResult<null>> {
  return () =>
    Promise.resolve(
      updates()?.restartToUpdate() === true
        ? ok(null)
        : fail({ kind: 'invalid-input', message: 'No update is ready to install.' }),
    );
}
