/**
 * When Floorboard looks for updates (electron-updater, the generic feed of the builder config):
 * at start and every few hours, downloading in the background, then offering "Restart to
 * update". Never where IT manages the machine — kiosk mode, `FLOORBOARD_NO_UPDATES=1`, or
 * `--no-updates` — nor in development builds (no feed). The web host has no updater at all.
 * The updater and the timer are injected, so the policy is tested with faked events.
 */
import type { Logger } from '../log/logger.ts';
import { realScheduler, type Cancel, type Scheduler } from '../time/scheduler.ts';

export const CHECK_EVERY_MS = 4 * 60 * 60_000;
export const NO_UPDATES_FLAG = '--no-updates';
export const NO_UPDATES_ENV = 'FLOORBOARD_NO_UPDATES';

export type UpdatesOff = 'kiosk' | 'flag' | 'environment' | 'not packaged';

export function updatesOffBecause(facts: {
  readonly kiosk: boolean;
  readonly argv: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  readonly packaged: boolean;
}): UpdatesOff | null {
  if (facts.kiosk) return 'kiosk';
  if (facts.argv.includes(NO_UPDATES_FLAG)) return 'flag';
  if (facts.env[NO_UPDATES_ENV] === '1') return 'environment';
  if (!facts.packaged) return 'not packaged';
  return null;
}

/** The part of electron-updater's `autoUpdater` this uses. */
export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(): void;
}

export type UpdateState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'ready'; readonly version: string }
  | { readonly kind: 'failed'; readonly message: string };

export interface UpdateDeps {
  readonly updater: UpdaterLike;
  readonly log: Logger;
  /** Time for the periodic check; real by default. */
  readonly scheduler?: Scheduler;
  /** Tells the UI (and the menu) the state changed. */
  readonly onState: (state: UpdateState) => void;
}

export interface Updates {
  /** "Restart to update": only once an update is ready. */
  restartToUpdate(): boolean;
  stop(): void;
}

export function startUpdates(deps: UpdateDeps): Updates {
  const { updater, log } = deps;
  let state: UpdateState = { kind: 'idle' };
  const set = (next: UpdateState): void => {
    state = next;
    deps.onState(next);
  };
  updater.autoDownload = true;
  // A downloaded update also installs when the user quits normally.
  updater.autoInstallOnAppQuit = true;
  updater.on('update-downloaded', (info) => {
    log.info('update downloaded', { version: info.version });
    set({ kind: 'ready', version: info.version });
  });
  updater.on('error', (error) => {
    // Offline, feed unreachable, bad signature: the app keeps working; say so quietly.
    log.warn('update check failed', { error: error.message });
    if (state.kind !== 'ready') set({ kind: 'failed', message: 'Could not check for updates' });
  });
  const check = (): void => {
    if (state.kind === 'ready') return;
    updater.checkForUpdates().catch((error: unknown) => {
      log.warn('update check failed', {
        error: error instanceof Error ? error.message : String(error),
      });
    });
  };
  const scheduler = deps.scheduler ?? realScheduler;
  let cancel: Cancel = () => undefined;
  const checkAndRearm = (): void => {
    cancel = scheduler.after(CHECK_EVERY_MS, checkAndRearm);
    check();
  };
  cancel = scheduler.after(CHECK_EVERY_MS, checkAndRearm);
  check();
  return {
    restartToUpdate() {
      if (state.kind !== 'ready') return false;
      updater.quitAndInstall();
      return true;
    },
    stop: () => cancel(),
  };
}
