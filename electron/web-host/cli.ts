/**
 * `npm run web -- --port P [--api URL]`: the web host with the real core. Without `--api` it
 * starts the embedded sandbox (as the app's built-in profile does). Prints the launch URL (with
 * the per-launch secret in its fragment) and every URL the core asks to open, on stdout; logs go
 * to stderr. `--kiosk` and its test flags: see kiosk-args.ts and USAGE.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox, type SandboxHandle } from '../../sandbox/start.ts';
import { createCore } from '../core/create-core.ts';
import { createLogger } from '../log/logger.ts';
import { createMemoryStore } from '../store/key-value-store.ts';
import { USAGE, parseWebHostArgs } from './cli-args.ts';
import { NO_KEYRING_CIPHER } from './no-keyring.ts';
import { kioskCoreOptions } from './kiosk-host.ts';
import { createOpenExternal } from './open-external.ts';
import { startWebHost } from './server.ts';
import { developerPairLines, launchLine, sandboxControlLine } from '../hosts/stdout-lines.ts';

const DEFAULT_RENDERER_DIR = fileURLToPath(new URL('../../out/renderer', import.meta.url));
/** A shutdown that hangs (a stuck socket, a sign-in that will not cancel) must not keep us alive. */
const SHUTDOWN_LIMIT_MS = 5_000;

async function main(): Promise<void> {
  if (process.argv.includes('--help')) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const parsed = parseWebHostArgs(process.argv.slice(2));
  if (!parsed.ok) {
    process.stderr.write(`${parsed.message}\n${USAGE}\n`);
    process.exit(2);
  }
  const { args } = parsed;
  const print = (line: string): void => void process.stdout.write(`${line}\n`);
  const log = createLogger({
    sink: (line) => process.stderr.write(`${line}\n`),
    scope: 'web-host',
  });
  const rendererDir = args.rendererDir ?? DEFAULT_RENDERER_DIR;
  if (!existsSync(join(rendererDir, 'index.html'))) {
    log.warn(`no built renderer in ${rendererDir}: run "npm run build:renderer" first`);
  }

  const closers: (() => Promise<void>)[] = [];
  let sandbox: SandboxHandle | undefined;
  if (args.api === undefined) {
    const ttl = args.sandbox.tokenTtlSeconds;
    sandbox = await startSandbox(
      { port: 0, ...(ttl === undefined ? {} : { tokenTtlSeconds: ttl }) },
      { control: args.sandbox.control },
    );
    closers.unshift(() => sandbox?.close() ?? Promise.resolve());
    log.info('embedded sandbox started', { url: sandbox.url, control: args.sandbox.control });
    if (args.sandbox.control) print(sandboxControlLine(sandbox.url));
  }
  const baseUrl = sandbox?.url ?? args.api ?? '';
  const openExternal = createOpenExternal({ openBrowser: args.openBrowser, print });
  const kiosk = args.kiosk && (await kioskCoreOptions(args.kiosk, sandbox, log.child('kiosk')));
  const core = await createCore(
    {
      sandboxUrls: { baseUrl, loginUrl: sandbox?.url ?? args.login ?? baseUrl },
      // Nothing of the web host persists: profiles and sign-ins last for this run.
      store: createMemoryStore(),
      cipher: NO_KEYRING_CIPHER,
      openExternal,
      log,
    },
    kiosk ? { kiosk } : {},
  );
  closers.unshift(() => core.close());
  const host = await startWebHost({
    port: args.port,
    handlers: core.handlers,
    events: core.events,
    rendererDir,
    log,
  });
  closers.unshift(() => host.close());
  print(launchLine(host.launchUrl));
  if (sandbox !== undefined && !args.kiosk) {
    for (const line of developerPairLines(sandbox.demo.developer)) print(line);
  }
  if (args.openBrowser) {
    await openExternal(host.launchUrl).catch(() => log.warn('could not start a browser'));
  }

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS).unref();
    void (async () => {
      for (const close of closers) await close().catch(() => undefined);
      process.exit(0);
    })();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `web host failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
