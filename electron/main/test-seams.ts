/**
 * Switches for the e2e fixture (Playwright `_electron`), honoured only by an unpackaged app: a
 * fresh userData folder per test (which also gives it its own single-instance lock), and URLs
 * the core wants opened printed on stdout (`open-external: <url>`) instead of handed to the
 * system browser, so the test can play the browser — the same line the web host prints — and
 * the embedded sandbox's developer pair printed although stdout is a pipe.
 */

export interface TestSeams {
  readonly userDataDir: string | undefined;
  readonly printOpenExternal: boolean;
  readonly printDeveloperPair: boolean;
}

export const USER_DATA_ENV = 'FLOORBOARD_USER_DATA_DIR';
export const OPEN_EXTERNAL_ENV = 'FLOORBOARD_OPEN_EXTERNAL';
export const DEVELOPER_PAIR_ENV = 'FLOORBOARD_PRINT_DEVELOPER_PAIR';

export function readTestSeams(
  env: Readonly<Record<string, string | undefined>>,
  isPackaged: boolean,
): TestSeams {
  if (isPackaged) {
    return { userDataDir: undefined, printOpenExternal: false, printDeveloperPair: false };
  }
  const userDataDir = env[USER_DATA_ENV];
  return {
    userDataDir: userDataDir === undefined || userDataDir === '' ? undefined : userDataDir,
    printOpenExternal: env[OPEN_EXTERNAL_ENV] === 'print',
    printDeveloperPair: env[DEVELOPER_PAIR_ENV] === '1',
  };
}
