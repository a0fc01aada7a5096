/** Sandbox settings, their defaults and the command-line parser for `npm run sandbox`. */

export interface SandboxOptions {
  /** 0 picks any free port. */
  port: number;
  host: string;
  seed: number;
  products: number;
  orders: number;
  warehouses: number;
  /** Credit pool maximum of the first account (also the per-operation maximum). */
  credits: number;
  /** Credits restored per second for the first account. */
  rate: number;
  requestLimit: number;
  requestWindowSeconds: number;
  tokenTtlSeconds: number;
  /** Added to every response, in milliseconds. */
  latencyMs: number;
  /** Fraction of GraphQL requests answered with HTTP 503 instead of being served. */
  failRate: number;
  /** Milliseconds since the epoch; injectable so tests control credit restoration and expiry. */
  now: () => number;
  /**
   * The port of the registered redirect URI (`http://127.0.0.1:3000/callback`): 3000, as the
   * service registers it. Tests only, and only in code (no command-line flag): parallel e2e
   * workers each listen for the callback on their own port.
   */
  redirectPort: number;
}

/** The registered redirect URI's port. */
export const REGISTERED_REDIRECT_PORT = 3000;

export const DEFAULT_OPTIONS: Readonly<Omit<SandboxOptions, 'now'>> = {
  port: 4010,
  host: '127.0.0.1',
  seed: 1,
  products: 500,
  orders: 1000,
  warehouses: 3,
  credits: 4004,
  rate: 60,
  requestLimit: 7000,
  requestWindowSeconds: 300,
  tokenTtlSeconds: 2_419_200,
  latencyMs: 0,
  failRate: 0,
  redirectPort: REGISTERED_REDIRECT_PORT,
};

export function resolveOptions(partial: Partial<SandboxOptions> = {}): SandboxOptions {
  return { ...DEFAULT_OPTIONS, now: () => Date.now(), ...partial };
}

const FLAGS = {
  '--port': 'port',
  '--seed': 'seed',
  '--products': 'products',
  '--orders': 'orders',
  '--warehouses': 'warehouses',
  '--credits': 'credits',
  '--rate': 'rate',
  '--request-limit': 'requestLimit',
  '--request-window': 'requestWindowSeconds',
  '--token-ttl': 'tokenTtlSeconds',
  '--latency': 'latencyMs',
  '--fail-rate': 'failRate',
} as const satisfies Record<string, keyof SandboxOptions>;

type NumericOption = (typeof FLAGS)[keyof typeof FLAGS];

const INTEGER_OPTIONS: ReadonlySet<NumericOption> = new Set<NumericOption>([
  'port',
  'seed',
  'products',
  'orders',
  'warehouses',
  'credits',
  'requestLimit',
]);

export class UsageError extends Error {
  override name = 'UsageError';
}

function isFlag(value: string): value is keyof typeof FLAGS {
  return value in FLAGS;
}

/** Parses `--flag value` / `--flag=value` pairs; unknown flags and bad numbers are usage errors. */
export function parseArgs(argv: readonly string[]): Partial<SandboxOptions> {
  const result: Partial<Record<NumericOption, number>> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag = '', inline] = arg.split('=', 2);
    if (!isFlag(flag)) throw new UsageError(`unknown option ${arg}`);
    const raw = inline ?? argv[++i];
    if (raw === undefined) throw new UsageError(`${flag} needs a value`);
    const value = Number(raw);
    const key = FLAGS[flag];
    const valid =
      raw.trim() !== '' &&
      Number.isFinite(value) &&
      value >= 0 &&
      (!INTEGER_OPTIONS.has(key) || Number.isInteger(value)) &&
      (key !== 'failRate' || value <= 1) &&
      (key !== 'port' || value <= 65535);
    if (!valid) throw new UsageError(`${flag} expects a ${describe(key)}, got "${raw}"`);
    result[key] = value;
  }
  return result;
}

function describe(key: NumericOption): string {
  if (key === 'failRate') return 'fraction between 0 and 1';
  if (key === 'port') return 'port number (0–65535)';
  return INTEGER_OPTIONS.has(key) ? 'non-negative integer' : 'non-negative number';
}

export const USAGE = `usage: npm run sandbox -- [--port N] [--seed N] [--products N] [--orders N]
  [--warehouses N] [--credits MAX] [--rate PER_SECOND] [--request-limit N]
  [--request-window SECONDS] [--token-ttl SECONDS] [--latency MS] [--fail-rate FRACTION]
  [--print-developer-pair]`;
