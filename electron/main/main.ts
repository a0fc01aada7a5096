/**
 * Electron main (docs/architecture.md "The hosts"). Type-checked and bundled here, never run (no
 * Electron binary on this machine). Everything with logic lives in plain modules tested in Node;
 * this file only wires them to Electron.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, session, type BrowserWindow } from 'electron';
import type { PersistOptions } from '../../sandbox/persist/sandbox-store.ts';
import { startSandbox, type SandboxHandle } from '../../sandbox/start.ts';
import { electronKeyValueStore, electronSecretCipher } from '../auth/electron-adapters.ts';
import { createDispatcher } from '../bridge/dispatcher.ts';
import type { Core } from '../core/core.ts';
import { createCore } from '../core/create-core.ts';
import { startKioskMode, type KioskWindowHandle } from '../kiosk/kiosk-window.ts';
import { loadKioskMode } from '../kiosk/options.ts';
import { developerPairLines, printsDeveloperPair } from '../hosts/stdout-lines.ts';
import { createDirectoryFiles } from '../replica/replica-files.ts';
import { createCatalogueStore } from '../replica/image-store/create-catalogue-store.ts';
import { realImageDisk } from '../replica/image-file/image-disk.ts';
import { registerAppScheme, serveAppProtocol } from './app-protocol.ts';
import {
  denyNewWindowsAndNavigation,
  denyPermissions,
  enforceCspOnAppResponses,
} from './hardening.ts';
import {
  createMainLogger,
  installAppMenu,
  restartToUpdateHandler,
  startCrashReporter,
  startUpdatesIfAllowed,
  watchCrashes,
} from './desktop-services.ts';
import { desktopAlertNotifier } from './desktop-notifications.ts';
import { registerBridgeIpc } from './ipc.ts';
import type { Updates } from './update-policy.ts';
import { electronOpenExternal } from './open-external.ts';
import { rendererEntry } from './renderer-entry.ts';
import { saveDialogSink } from './save-dialog.ts';
import { readTestSeams } from './test-seams.ts';
import { createMainWindow } from './window.ts';

// Bundled to out/main/main.js, next to out/preload and out/renderer.
const RENDERER_DIR = fileURLToPath(new URL('../renderer', import.meta.url));
const PRELOAD_PATH = fileURLToPath(new URL('../preload/preload.cjs', import.meta.url));
const STORE_NAME = 'floorboard';
const RESET_SANDBOX_FLAG = '--reset-sandbox';
/** A core or sandbox that will not close must not keep the app from quitting. */
const QUIT_LIMIT_MS = 3_000;

const seams = readTestSeams(process.env, app.isPackaged);
if (seams.userDataDir !== undefined) app.setPath('userData', seams.userDataDir);
const log = createMainLogger();
startCrashReporter();
// Every renderer sandboxed, whatever a window's options say.
app.enableSandbox();

registerAppScheme();
denyNewWindowsAndNavigation();

let window: BrowserWindow | null = null;

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (window === null) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  app.on('window-all-closed', () => app.quit());
  start().catch((error: unknown) => {
    log.error('start-up failed', { error: error instanceof Error ? error.message : String(error) });
    app.exit(1);
  });
}

async function start(): Promise<void> {
  await app.whenReady();
  const ses = session.defaultSession;
  denyPermissions(ses);
  enforceCspOnAppResponses(ses);
  serveAppProtocol(ses, RENDERER_DIR);

  // Read before the core starts: the core enforces kiosk mode (allowlist, PIN), the window
  // glue below only locks the window down.
  const kioskMode = await loadKioskMode({ argv: process.argv });
  // `npm start` in a terminal prints the embedded sandbox's developer pair, for that sign-in
  // method; never into captured output (CI logs, a service manager's journal), where the tokens
  // would outlive the run.
  const sandbox = embeddedSandbox(
    !app.isPackaged &&
      !kioskMode.enabled &&
      printsDeveloperPair(process.stdout.isTTY, seams.printDeveloperPair),
    // The user's work in the sandbox outlives the app; `--reset-sandbox` starts it over.
    {
      dir: join(app.getPath('userData'), 'sandbox'),
      reset: process.argv.includes(RESET_SANDBOX_FLAG),
      report: (line) => {
        log.info(line);
        process.stdout.write(`${line}\n`);
      },
    },
  );
  let kioskWindow: KioskWindowHandle | null = null;
  const cipher = electronSecretCipher();
  const replicaDir = join(app.getPath('userData'), 'replica');
  const replicaFiles = createDirectoryFiles(replicaDir);
  const core: Core = await createCore(
    {
      // Started the first time the built-in profile is used, not for everyone at every launch.
      sandboxUrls: sandbox.start,
      store: electronKeyValueStore(STORE_NAME),
      cipher,
      // Import journals beside the replica, sealed like the refresh tokens (docs/bulk.md).
      importJournal: { dir: join(app.getPath('userData'), 'imports'), cipher },
      openSink: saveDialogSink(() => window),
      replicaFiles,
      catalogueStore: createCatalogueStore({
        cipher,
        folder: { directory: replicaDir, disk: realImageDisk },
        legacy: replicaFiles,
        log: log.child('replica'),
      }),
      openExternal: electronOpenExternal(seams.printOpenExternal),
      log,
    },
    kioskMode.enabled
      ? { kiosk: { settings: kioskMode.settings, onExit: () => kioskWindow?.leave() } }
      : {},
  );
  let updates: Updates | null = null;
  const entry = rendererEntry(app.isPackaged, process.env['ELECTRON_RENDERER_URL']);
  const unregister = registerBridgeIpc({
    dispatcher: createDispatcher(
      { ...core.handlers, 'update.restart': restartToUpdateHandler(() => updates) },
      { log: log.child('bridge') },
    ),
    events: core.events,
    window: () => window,
    trustedOrigins: entry.trustedOrigins,
    log,
  });

  let quitting = false;
  app.on('before-quit', (event) => {
    if (quitting) return;
    // Finish cleanly once (cancel sign-ins, stop the sandbox), then quit for real.
    event.preventDefault();
    quitting = true;
    unregister();
    const limit = new Promise((resolve) => setTimeout(resolve, QUIT_LIMIT_MS));
    void Promise.race([Promise.allSettled([core.close(), sandbox.close()]), limit]).then(() =>
      app.quit(),
    );
  });

  installAppMenu(
    () => window,
    () => core.events.emit('command', 'find'),
  );
  window = createMainWindow(PRELOAD_PATH);
  window.on('closed', () => {
    window = null;
  });
  // "Tell me when": main shows each alert as a system notification (none in kiosk mode).
  core.events.subscribe(
    'alert',
    desktopAlertNotifier({
      kiosk: kioskMode.enabled,
      window: () => window,
      command: (command) => core.events.emit('command', command),
    }),
  );
  watchCrashes(window, kioskMode.enabled, log);
  updates = startUpdatesIfAllowed(
    kioskMode.enabled,
    (status) => core.events.emit('update', status),
    log,
  );
  app.once('will-quit', () => updates?.stop());
  // Before the first load, so the kiosk watchdog also sees it (no-op without --kiosk).
  kioskWindow = startKioskMode(window, kioskMode, { log }).window;
  await window.loadURL(entry.url);
}

/**
 * The embedded sandbox behind the built-in profile, started the first time that profile is used
 * (the core asks through `start`), so people who only use their own service never run it. Its
 * data is kept in `persist.dir` across restarts.
 * `printDeveloperPair`: `npm start` in a terminal prints its developer pair, for that sign-in
 * (`printsDeveloperPair` decides).
 */
function embeddedSandbox(
  printDeveloperPair: boolean,
  persist: PersistOptions,
): {
  start: () => Promise<{ baseUrl: string; loginUrl: string }>;
  close: () => Promise<void>;
} {
  let started: Promise<SandboxHandle> | undefined;
  const launch = async (): Promise<SandboxHandle> => {
    const handle = await startSandbox({ port: 0 }, { persist });
    log.info('embedded sandbox started', { url: handle.url });
    if (printDeveloperPair) {
      for (const line of developerPairLines(handle.demo.developer))
        process.stdout.write(`${line}\n`);
    }
    return handle;
  };
  return {
    start: async () => {
      started ??= launch().catch((error: unknown) => {
        started = undefined; // the next sign-in tries again
        throw error;
      });
      const { url } = await started;
      return { baseUrl: url, loginUrl: url };
    },
    close: async () => {
      await started?.then(
        (handle) => handle.close(),
        () => undefined,
      );
    },
  };
}
