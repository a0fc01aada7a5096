/**
 * Starts the whole web host: the embedded sandbox unless `--api` names a service, the real core,
 * and the HTTP/WebSocket server. Shared by `npm run web` (cli.ts) and `npm start` on a machine
 * without Electron (electron/launcher/start.ts). Prints nothing itself except through `print`.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox, type SandboxHandle } from '../../sandbox/start.ts';
import { createCore } from '../core/create-core.ts';
import { createSkippableClock, type SkippableClock } from '../time/skippable-clock.ts';
import type { Logger } from '../log/logger.ts';
import { createMemoryStore } from '../store/key-value-store.ts';
import {
  developerPairLines,
  printsDeveloperPair,
  sandboxControlLine,
} from '../hosts/stdout-lines.ts';
import type { WebHostArgs } from './cli-args.ts';
import { kioskCoreOptions } from './kiosk-host.ts';
import { NO_KEYRING_CIPHER } from './no-keyring.ts';
import { JOURNAL_KEY_FILE, dataDirParts } from './data-dir.ts';
import { lockDataDir } from '../lock/data-dir-lock.ts';
import { createKeyFileCipher } from './key-file.ts';
import type { SecretCipher } from '../store/secret-cipher.ts';
import { createOpenExternal } from './open-external.ts';
import { startWebHost, type WebHost } from './server.ts';

export const DEFAULT_RENDERER_DIR = fileURLToPath(new URL('../../out/renderer', import.meta.url));

export interface RunningWebHost {
  readonly host: WebHost;
  /**
   * The embedded sandbox's developer token pair, as lines to print below the launch URL (for
   * the Developer tokens sign-in method); none with `--api`, in kiosk mode, or when stdout is
   * not a terminal (unless `--print-developer-pair`).
   */
  readonly developerPair: readonly string[];
  /** With `--test-clock`: the clock the imports run on, which stdin lines skip forward. */
  readonly testClock: SkippableClock | null;
  /** Closes the server, the core and the sandbox, newest first; never rejects. */
  stop(): Promise<void>;
}

export interface RunIo {
  readonly print: (line: string) => void;
  readonly log: Logger;
  /** Whether stdout is a terminal (`process.stdout.isTTY`): only then are tokens printed. */
  readonly stdoutIsTerminal: boolean | undefined;
}

export async function runWebHost(args: WebHostArgs, io: RunIo): Promise<RunningWebHost> {
  const { print, log } = io;
  const closers: (() => Promise<void>)[] = [];
  const stop = async (): Promise<void> => {
    for (const close of closers.splice(0)) await close().catch(() => undefined);
  };
  try {
    const kept = args.dataDir === undefined ? undefined : dataDirParts(args.dataDir);
    // Released last, after the sandbox's final save.
    if (args.dataDir !== undefined) closers.push(lockDataDir(args.dataDir));
    // First, so a key file that is refused stops the start before anything runs.
    const importJournal = journalsOf(args.importJournalDir, kept, print);
    let sandbox: SandboxHandle | undefined;
    if (args.api === undefined) {
      const { tokenTtlSeconds: ttl, products } = args.sandbox;
      if (kept !== undefined) {
        print(`Sandbox data: kept in ${kept.sandbox} (--reset-sandbox starts it over).`);
      }
      const started = await startSandbox(
        {
          port: 0,
          ...(ttl === undefined ? {} : { tokenTtlSeconds: ttl }),
          ...(products === undefined ? {} : { products }),
          ...(args.callbackPort === undefined ? {} : { redirectPort: args.callbackPort }),
        },
        {
          control: args.sandbox.control,
          ...(kept === undefined
            ? {}
            : { persist: { dir: kept.sandbox, reset: args.resetSandbox, report: print } }),
        },
      );
      sandbox = started;
      closers.unshift(() => started.close());
      log.info('embedded sandbox started', { url: started.url, control: args.sandbox.control });
      if (args.sandbox.control) print(sandboxControlLine(started.url));
    }
    const baseUrl = sandbox?.url ?? args.api ?? '';
    const openExternal = createOpenExternal({ openBrowser: args.openBrowser, print });
    const kiosk = args.kiosk && (await kioskCoreOptions(args.kiosk, sandbox, log.child('kiosk')));
    const testClock = args.testClock ? createSkippableClock() : null;
    if (testClock) log.warn('test clock: imports run on a clock that stdin lines skip forward');
    const core = await createCore(
      {
        sandboxUrls: { baseUrl, loginUrl: sandbox?.url ?? args.login ?? baseUrl },
        // Profiles and sign-ins last for this run: refresh tokens never reach a disk without a
        // real keyring, and the web host has none.
        store: createMemoryStore(),
        cipher: NO_KEYRING_CIPHER,
        // Except import journals, with a data folder or when a test asks (journalsOf).
        ...(importJournal === undefined ? {} : { importJournal }),
        openExternal,
        log,
      },
      {
        ...(kiosk ? { kiosk } : {}),
        ...(testClock ? { importClock: testClock } : {}),
        ...(args.callbackPort === undefined ? {} : { callbackPort: args.callbackPort }),
        catalogueCopy: args.catalogueCopy,
      },
    );
    closers.unshift(() => core.close());
    const host = await startWebHost({
      port: args.port,
      handlers: core.handlers,
      events: core.events,
      rendererDir: args.rendererDir ?? DEFAULT_RENDERER_DIR,
      log,
    });
    closers.unshift(() => host.close());
    const offerPair =
      !args.kiosk && printsDeveloperPair(io.stdoutIsTerminal, args.printDeveloperPair);
    const developerPair =
      sandbox !== undefined && offerPair ? developerPairLines(sandbox.demo.developer) : [];
    return { host, developerPair, testClock, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Where import journals are kept: a test's `--import-journal-dir`, else the data folder; either
 * way sealed with a key file beside them (key-file.ts), said once on stdout for the data folder
 * since a key file is weaker than a keyring; neither: memory only, as the app says.
 */
function journalsOf(
  testDir: string | undefined,
  kept: ReturnType<typeof dataDirParts> | undefined,
  print: (line: string) => void,
): { readonly dir: string; readonly cipher: SecretCipher } | undefined {
  if (testDir !== undefined) {
    return { dir: testDir, cipher: createKeyFileCipher(join(testDir, JOURNAL_KEY_FILE)) };
  }
  if (kept === undefined) return undefined;
  const { journals, keyFile } = kept;
  const cipher = createKeyFileCipher(keyFile);
  print(
    `Import journals: kept in ${journals}, sealed with the key file ${keyFile} (readable by ` +
      'you only), not an OS keyring: the web host has none.',
  );
  return { dir: journals, cipher };
}
