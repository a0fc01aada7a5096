/**
 * What `npm run sandbox` prints once it listens. The developer token pair is printed only to a
 * person at a terminal, as `npm start` does (electron/hosts/stdout-lines.ts): captured stdout (a
 * CI log, a file, a service manager's journal) would keep working tokens after the run, so a pipe
 * gets a line saying how to ask for them instead.
 */
import type { DemoCredentials } from './auth/service.ts';
import type { SandboxOptions } from './options.ts';

export const PRINT_PAIR_FLAG = '--print-developer-pair';

/** Splits the token flag off the arguments `parseArgs` reads (it takes numeric flags only). */
export function takePrintPairFlag(argv: readonly string[]): {
  readonly rest: string[];
  readonly printDeveloperPair: boolean;
} {
  const rest = argv.filter((arg) => arg !== PRINT_PAIR_FLAG);
  return { rest, printDeveloperPair: rest.length !== argv.length };
}

export interface StartupFacts {
  readonly url: string;
  readonly startedMs: number;
  readonly options: SandboxOptions;
  readonly demo: DemoCredentials;
  /** `process.stdout.isTTY`: Node leaves it undefined for a pipe or a file. */
  readonly stdoutIsTerminal: boolean | undefined;
  readonly printDeveloperPair: boolean;
}

export function startupLines(facts: StartupFacts): string[] {
  const { options, demo } = facts;
  const pair =
    facts.stdoutIsTerminal === true || facts.printDeveloperPair
      ? [
          `    access token:  ${demo.developer.accessToken}`,
          `    refresh token: ${demo.developer.refreshToken}`,
        ]
      : [
          '    not printed: stdout is not a terminal, and a log would keep them.',
          `    Run in a terminal, or add ${PRINT_PAIR_FLAG} to print them anyway.`,
        ];
  return [
    `sandbox listening on ${facts.url}`,
    `  started in ${facts.startedMs} ms: ${options.products} products, ${options.orders} orders, ${options.warehouses} warehouses (seed ${options.seed})`,
    `  credits ${options.credits} restored at ${options.rate}/s; ${options.requestLimit} requests per ${options.requestWindowSeconds} s`,
    '',
    '  Demo sign-in (password, or OAuth consent page at /authorize):',
    `    ${demo.owner.username} / ${demo.owner.password}   (account 1, owner)`,
    `    ${demo.secondOwner.username} / ${demo.secondOwner.password}   (account 2, its own credit pool)`,
    '  Third-party developer tokens for account 1 (sandbox-only, valid for this run):',
    ...pair,
  ];
}
