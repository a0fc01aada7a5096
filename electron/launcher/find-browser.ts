/**
 * Finds a Chromium-family browser (Chromium, Chrome, Edge) that can show the app in its own
 * window (`--app=URL`): first on the PATH, then where each platform's installers put it.
 * Pure over the injected file check and environment, so every platform is unit-tested here.
 */
import { posix, win32 } from 'node:path';

export type LauncherPlatform = 'linux' | 'darwin' | 'win32' | 'other';

export interface BrowserProbe {
  readonly platform: LauncherPlatform;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** True for an existing file (executable, where the platform has such a bit). */
  readonly isFile: (path: string) => boolean;
  /** The user's home folder (macOS: ~/Applications). */
  readonly home: string;
}

const LINUX_NAMES = [
  'chromium',
  'chromium-browser',
  'google-chrome',
  'google-chrome-stable',
  'microsoft-edge',
  'microsoft-edge-stable',
];
const LINUX_PLACES = [
  '/snap/bin/chromium',
  '/opt/google/chrome/chrome',
  '/opt/microsoft/msedge/msedge',
  '/var/lib/flatpak/exports/bin/org.chromium.Chromium',
];
const MAC_APPS = [
  'Google Chrome.app/Contents/MacOS/Google Chrome',
  'Chromium.app/Contents/MacOS/Chromium',
  'Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
];
const WINDOWS_NAMES = ['chrome.exe', 'msedge.exe'];
const WINDOWS_PLACES = [
  'Google\\Chrome\\Application\\chrome.exe',
  'Microsoft\\Edge\\Application\\msedge.exe',
  'Chromium\\Application\\chrome.exe',
];

/** Every path worth trying, most likely first. */
export function browserCandidates(probe: BrowserProbe): string[] {
  const { env, platform } = probe;
  switch (platform) {
    case 'linux':
      return [...onPath(LINUX_NAMES, env['PATH'], posix, ':'), ...LINUX_PLACES];
    case 'darwin':
      return [
        ...MAC_APPS.map((app) => posix.join('/Applications', app)),
        ...MAC_APPS.map((app) => posix.join(probe.home, 'Applications', app)),
        ...onPath(['chromium', 'google-chrome'], env['PATH'], posix, ':'),
      ];
    case 'win32': {
      const roots = [env['ProgramFiles'], env['ProgramFiles(x86)'], env['LOCALAPPDATA']].filter(
        (root): root is string => root !== undefined && root !== '',
      );
      return [
        ...onPath(WINDOWS_NAMES, env['Path'] ?? env['PATH'], win32, ';'),
        ...roots.flatMap((root) => WINDOWS_PLACES.map((place) => win32.join(root, place))),
      ];
    }
    case 'other':
      return onPath(LINUX_NAMES, env['PATH'], posix, ':');
  }
}

export function findAppBrowser(probe: BrowserProbe): string | undefined {
  return browserCandidates(probe).find((candidate) => probe.isFile(candidate));
}

function onPath(
  names: readonly string[],
  path: string | undefined,
  flavour: typeof posix,
  separator: string,
): string[] {
  const dirs = (path ?? '').split(separator).filter((dir) => dir !== '');
  return names.flatMap((name) => dirs.map((dir) => flavour.join(dir, name)));
}

export function launcherPlatform(platform: NodeJS.Platform): LauncherPlatform {
  return platform === 'linux' || platform === 'darwin' || platform === 'win32' ? platform : 'other';
}
