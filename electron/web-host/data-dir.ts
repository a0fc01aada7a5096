import { isAbsolute, join } from 'node:path';

/**
 * Where `npm start`'s web host keeps what should outlive a run (the embedded sandbox's data, import
 * journals and their key file): the platform's usual place for an app's data, in a folder of its
 * own beside the desktop app's, since the two seal journals differently.
 */
export function webHostDataDir(
  platform: NodeJS.Platform,
  env: Readonly<Record<string, string | undefined>>,
  home: string,
): string {
  switch (platform) {
    case 'darwin':
      return join(home, 'Library', 'Application Support', 'Floorboard', 'web-host');
    case 'win32':
      // An empty APPDATA is as good as none: it would put the folder in the working directory.
      return join(env['APPDATA'] || join(home, 'AppData', 'Roaming'), 'Floorboard', 'web-host');
    default:
      return join(xdgDataHome(env) ?? join(home, '.local', 'share'), 'floorboard', 'web-host');
  }
}

/** The XDG base directory spec says a relative (or empty) path is invalid and to be ignored. */
function xdgDataHome(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const value = env['XDG_DATA_HOME'];
  return value !== undefined && isAbsolute(value) ? value : undefined;
}

/** The key that seals import journals, in the folder beside them (key-file.ts). */
export const JOURNAL_KEY_FILE = 'journal.key';

/** The parts of the data folder. */
export function dataDirParts(dataDir: string): {
  readonly sandbox: string;
  readonly journals: string;
  readonly keyFile: string;
} {
  return {
    sandbox: join(dataDir, 'sandbox'),
    journals: join(dataDir, 'imports'),
    keyFile: join(dataDir, JOURNAL_KEY_FILE),
  };
}
