/**
 * How `npm start` shows the app when there is no Electron binary, decided from facts about the
 * machine (all injected, so each branch is unit-tested):
 * - a Chromium-family browser: an app window (`--app=URL`, no tabs or address bar) on a fresh
 *   temporary profile, so nothing lands in the user's own profile or history. Never Chromium's
 *   `--kiosk`: a browser window cannot be locked, so the test kiosk
 *   (`--kiosk-unlocked-test-window`) gets an ordinary window rather than one that looks locked;
 * - no such browser: the default browser, through the OS opener;
 * - no display (Linux without DISPLAY or WAYLAND_DISPLAY): nothing to open; print the URL.
 */
import type { LauncherPlatform } from './find-browser.ts';

export type WindowPlan =
  | {
      readonly kind: 'app-window';
      readonly command: string;
      readonly args: readonly string[];
      /** The temporary profile to delete once the browser has exited. */
      readonly profileDir: string;
    }
  | { readonly kind: 'opener'; readonly command: string; readonly args: readonly string[] }
  | { readonly kind: 'print-only'; readonly reason: string };

export interface PlanFacts {
  readonly platform: LauncherPlatform;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** From `findAppBrowser`. */
  readonly browser: string | undefined;
  /** A fresh empty folder for the browser profile (made only when a browser is used). */
  readonly makeProfileDir: () => string;
  /** Chromium refuses to start as root unless its sandbox is off. */
  readonly runningAsRoot: boolean;
}

export function hasDisplay(
  platform: LauncherPlatform,
  env: Readonly<Record<string, string | undefined>>,
): boolean {
  if (platform !== 'linux' && platform !== 'other') return true;
  return Boolean(env['DISPLAY']) || Boolean(env['WAYLAND_DISPLAY']);
}

export function planWindow(url: string, facts: PlanFacts): WindowPlan {
  if (!hasDisplay(facts.platform, facts.env)) {
    return {
      kind: 'print-only',
      reason: 'neither DISPLAY nor WAYLAND_DISPLAY is set',
    };
  }
  if (facts.browser !== undefined) {
    const profileDir = facts.makeProfileDir();
    return {
      kind: 'app-window',
      command: facts.browser,
      profileDir,
      args: [
        `--app=${url}`,
        `--user-data-dir=${profileDir}`,
        '--no-first-run',
        '--no-default-browser-check',
        '--disable-sync',
        '--disable-extensions',
        '--window-size=1280,800',
        ...(facts.runningAsRoot && facts.platform === 'linux' ? ['--no-sandbox'] : []),
      ],
    };
  }
  switch (facts.platform) {
    case 'darwin':
      return { kind: 'opener', command: 'open', args: [url] };
    case 'win32':
      // `start`'s first quoted argument is the window title.
      return { kind: 'opener', command: 'cmd', args: ['/c', 'start', '""', url] };
    case 'linux':
    case 'other':
      return { kind: 'opener', command: 'xdg-open', args: [url] };
  }
}

/** One line for the person who ran `npm start`; never claims to be Electron. */
export function describePlan(plan: WindowPlan): string {
  switch (plan.kind) {
    case 'app-window': {
      // Chromium refuses to start as root with its sandbox on; say why its banner warns.
      const root = plan.args.includes('--no-sandbox')
        ? " Running as root, so Chromium's own sandbox is off for this window."
        : '';
      return `Opening the app in its own window (${plan.command}, a temporary profile). Ctrl+C here stops it.${root}`;
    }
    case 'opener':
      return 'No Chromium, Chrome or Edge found: opening the app in your default browser. Ctrl+C here stops it.';
    case 'print-only':
      return `No display to open a window on (${plan.reason}): open the launch address above in a browser on this machine. Ctrl+C here stops it.`;
  }
}
