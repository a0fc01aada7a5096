import { parseArgs } from 'node:util';
import { isHttpUrl } from '../auth/endpoints.ts';
import type { Result } from '../../shared/result.ts';
import {
  KIOSK_ARG_OPTIONS,
  parseKioskArgs,
  type ArgsRefusal,
  type KioskHostArgs,
  type SandboxHostArgs,
} from '../kiosk/kiosk-args.ts';

/** `npm run web -- --port P [--api URL] [--login URL] [--open-browser] [--renderer-dir DIR]` */

export interface WebHostArgs {
  /** 0: any free port (the launch line says which). */
  readonly port: number;
  /** `{base_url}` of the built-in profile; absent: start the embedded sandbox. */
  readonly api: string | undefined;
  /** `{login_url}`; defaults to `api`. */
  readonly login: string | undefined;
  readonly openBrowser: boolean;
  readonly rendererDir: string | undefined;
  /** `--kiosk` and its test flags (../kiosk/kiosk-args.ts); null: not a kiosk. */
  readonly kiosk: KioskHostArgs | null;
  /** Settings of the embedded sandbox (tests). */
  readonly sandbox: SandboxHostArgs;
  /**
   * Tests and demos: keep import journals in this folder, sealed with a key file beside them
   * (the web host has no keyring), so an import survives the host being killed. Absent: memory.
   */
  readonly importJournalDir: string | undefined;
  /**
   * `--data-dir DIR`: keep the embedded sandbox's data and the import journals (sealed with a key
   * file there) across restarts. `npm start` defaults it to a per-user folder (data-dir.ts);
   * absent with `npm run web`: nothing is kept, as tests need.
   */
  readonly dataDir: string | undefined;
  /** `--reset-sandbox`: start the kept sandbox over from the seed data. */
  readonly resetSandbox: boolean;
  /** `--no-catalogue-copy`: no local catalogue copy; products page from the service. */
  readonly catalogueCopy: boolean;
  /** Print the developer pair even when stdout is not a terminal (tests). */
  readonly printDeveloperPair: boolean;
  /**
   * `--test-clock` (tests only): imports run on a clock that `skip-clock MS` lines on stdin move
   * forward (test-clock-input.ts), so a test skips a settle wait. Refused with `--data-dir`.
   */
  readonly testClock: boolean;
  /**
   * `--callback-port N` (tests only): the OAuth loopback callback listens on N, and the embedded
   * sandbox registers that port as its redirect URI's, so parallel test workers each use their
   * own. Absent: 3000, the registered redirect URI's port.
   */
  readonly callbackPort: number | undefined;
}

export const USAGE = `usage: npm run web -- [--port P] [--api URL [--login URL]] [--open-browser]
    [--renderer-dir DIR]
  kiosk mode, for tests and demos only (a floor PC needs the desktop build):
    [--kiosk --kiosk-unlocked-test-window [--kiosk-pin PIN] [--idle-timeout SECONDS]
             [--refresh-interval SECONDS] [--sign-in-as-kiosk | --kiosk-sign-in oauth|password]]
  tests and demos, embedded sandbox only:
    [--sandbox-token-ttl SECONDS] [--sandbox-control] [--sandbox-products N]
  keeping work across restarts (npm start keeps it in a per-user folder by default):
    [--data-dir DIR] [--reset-sandbox]
  tests and demos:
    [--import-journal-dir DIR] [--no-catalogue-copy] [--print-developer-pair] [--test-clock]
    [--callback-port N]
  --kiosk-unlocked-test-window  what --kiosk needs here: the browser window is NOT locked
                       (new tabs and windows, closing it; a PIN typed in any tab leaves kiosk
                       mode for every tab). Refused without it, exit code 2
  --kiosk-pin          administrator PIN (6-12 digits) that leaves kiosk mode; none: no way out.
                       Tests and demos: it shows in process listings (a real kiosk keeps
                       only its hash, in the settings file: docs/kiosk-deployment.md)
  --sign-in-as-kiosk   sign in at start-up with an OAuth grant for the Floor kiosk scopes
  --kiosk-sign-in      the same, by oauth (Floor kiosk scopes) or password (full access)
  --no-catalogue-copy  keep no local copy of the catalogue: products page from the service
  --print-developer-pair  print the embedded sandbox's developer tokens even when stdout is not
                       a terminal (they are printed to a terminal only, so logs keep none)
  --data-dir           keep the embedded sandbox's data and the import journals in DIR across
                       restarts; the journals are sealed with a key file there (mode 600), not
                       an OS keyring. Sign-ins are never kept: the web host has no keyring
  --reset-sandbox      start the kept sandbox over from its seed data (the saved data is deleted)
  --import-journal-dir keep import journals in DIR across restarts, sealed with a key file
                       there (journal.key; DIR must be 700), for tests that need them on disk
  --test-clock         tests only: a line "skip-clock MS" on stdin moves the imports' clock MS
                       forward (a settle wait is skipped, not sat through); the host answers
                       "test-clock: NOW". Not with --data-dir
  --callback-port      tests only: take the OAuth callback on port N instead of 3000 (the
                       embedded sandbox registers it; a sandbox given by --api must register
                       it too), so test workers running side by side do not share one port
  --sandbox-products   seed N products instead of 500 (tests that wait for the whole copy);
                       a kept sandbox (--data-dir) keeps its own until --reset-sandbox
  --sandbox-control    POST /__sandbox/faults and /__sandbox/revoke-grants on the sandbox
                       (loopback only); prints "sandbox-control: URL"`;

export type ParsedArgs = Result<WebHostArgs, ArgsRefusal>;

export function parseWebHostArgs(argv: readonly string[]): ParsedArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        api: { type: 'string' },
        login: { type: 'string' },
        'open-browser': { type: 'boolean' },
        'renderer-dir': { type: 'string' },
        'import-journal-dir': { type: 'string' },
        'no-catalogue-copy': { type: 'boolean' },
        'print-developer-pair': { type: 'boolean' },
        'test-clock': { type: 'boolean' },
        'callback-port': { type: 'string' },
        'data-dir': { type: 'string' },
        'reset-sandbox': { type: 'boolean' },
        ...KIOSK_ARG_OPTIONS,
      },
    }));
  } catch (error) {
    const message = error instanceof Error ? error.message : 'bad arguments';
    return { ok: false, error: { message } };
  }
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!/^\d+$/.test(values.port ?? '0') || !Number.isInteger(port) || port > 65_535) {
    return { ok: false, error: { message: `--port must be a number from 0 to 65535` } };
  }
  for (const [flag, value] of [
    ['--api', values.api],
    ['--login', values.login],
  ] as const) {
    if (value !== undefined && !isHttpUrl(value)) {
      return { ok: false, error: { message: `${flag} must be an http or https URL` } };
    }
  }
  if (values.login !== undefined && values.api === undefined) {
    return { ok: false, error: { message: '--login needs --api' } };
  }
  if (values['test-clock'] === true && values['data-dir'] !== undefined) {
    // Import journals record times on this clock; a kept folder must not hold skipped ones.
    return {
      ok: false,
      error: { message: '--test-clock is for tests: it cannot be used with --data-dir' },
    };
  }
  const callbackPort =
    values['callback-port'] === undefined ? undefined : Number(values['callback-port']);
  if (
    callbackPort !== undefined &&
    (!/^\d+$/.test(values['callback-port'] ?? '') || callbackPort < 1 || callbackPort > 65_535)
  ) {
    return { ok: false, error: { message: '--callback-port must be a number from 1 to 65535' } };
  }
  const api = values.api?.replace(/\/+$/, '');
  const kiosk = parseKioskArgs(values, api === undefined);
  if (!kiosk.ok) return kiosk;
  return {
    ok: true,
    value: {
      port,
      api,
      login: values.login?.replace(/\/+$/, '') ?? api,
      openBrowser: values['open-browser'] ?? false,
      rendererDir: values['renderer-dir'],
      kiosk: kiosk.value.kiosk,
      sandbox: kiosk.value.sandbox,
      importJournalDir: values['import-journal-dir'],
      catalogueCopy: values['no-catalogue-copy'] !== true,
      printDeveloperPair: values['print-developer-pair'] === true,
      dataDir: values['data-dir'],
      resetSandbox: values['reset-sandbox'] === true,
      testClock: values['test-clock'] === true,
      callbackPort,
    },
  };
}
