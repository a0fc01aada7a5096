/**
 * The web host's kiosk and test flags. `--kiosk` runs the core in kiosk mode as
 * Electron's `--kiosk` does, but only with `--kiosk-unlocked-test-window`: a browser window
 * cannot be locked (new tabs and windows, a file chooser, closing it), so the web host refuses
 * to pose as a floor PC. The rest exist for end-to-end tests and demos too:
 *
 *   --kiosk-unlocked-test-window  accept --kiosk in the browser window, knowing it is not locked
 *   --kiosk-pin PIN            the administrator PIN (hashed at start-up; never logged)
 *   --idle-timeout SECONDS     idle reset of the board (the settings file's minimum is 15)
 *   --refresh-interval SECONDS the board's base auto-refresh interval
 *   --sign-in-as-kiosk         sign the built-in profile in at start-up: an OAuth grant with the
 *                              Floor kiosk preset, from the embedded sandbox's consent form
 *   --kiosk-sign-in METHOD     the same, choosing `oauth` or `password` (a full-access token,
 *                              the "PII-capable token" case)
 *   --sandbox-token-ttl SECONDS  access-token lifetime of the embedded sandbox
 *   --sandbox-control          the embedded sandbox's test-only control endpoints
 *   --sandbox-products N       how many products the embedded sandbox seeds (default 500):
 *                              tests that wait for the whole catalogue copy use fewer
 */
import type { Result } from '../../shared/result.ts';
import { PIN_RULE, isWellFormedPin } from './admin-pin.ts';

export type KioskSignIn = 'oauth' | 'password';

export interface KioskHostArgs {
  readonly pin: string | undefined;
  readonly idleTimeoutSeconds: number | undefined;
  readonly refreshIntervalSeconds: number | undefined;
  readonly signIn: KioskSignIn | undefined;
}

export interface SandboxHostArgs {
  readonly tokenTtlSeconds: number | undefined;
  /** Products seeded; undefined: the sandbox's default. */
  readonly products: number | undefined;
  readonly control: boolean;
}

export const KIOSK_ARG_OPTIONS = {
  kiosk: { type: 'boolean' },
  'kiosk-unlocked-test-window': { type: 'boolean' },
  'kiosk-pin': { type: 'string' },
  'idle-timeout': { type: 'string' },
  'refresh-interval': { type: 'string' },
  'sign-in-as-kiosk': { type: 'boolean' },
  'kiosk-sign-in': { type: 'string' },
  'sandbox-token-ttl': { type: 'string' },
  'sandbox-control': { type: 'boolean' },
  'sandbox-products': { type: 'string' },
} as const;

export interface KioskArgValues {
  readonly kiosk?: boolean;
  readonly 'kiosk-unlocked-test-window'?: boolean;
  readonly 'kiosk-pin'?: string;
  readonly 'idle-timeout'?: string;
  readonly 'refresh-interval'?: string;
  readonly 'sign-in-as-kiosk'?: boolean;
  readonly 'kiosk-sign-in'?: string;
  readonly 'sandbox-token-ttl'?: string;
  readonly 'sandbox-control'?: boolean;
  readonly 'sandbox-products'?: string;
}

export interface KioskArgs {
  /** Null: not a kiosk. */
  readonly kiosk: KioskHostArgs | null;
  readonly sandbox: SandboxHostArgs;
}

/** Why a command line was refused. */
export interface ArgsRefusal {
  readonly message: string;
  /** False: the message says all there is; the usage text would only bury it. */
  readonly showUsage?: false;
}

export type KioskArgsResult = Result<KioskArgs, ArgsRefusal>;

/** One line: why the browser window refuses `--kiosk`, and the way round it for tests. */
export const BROWSER_KIOSK_REFUSAL =
  '--kiosk: a floor PC needs the desktop (Electron) build, because a browser window cannot be ' +
  'locked (for an unlocked kiosk in tests and demos, add --kiosk-unlocked-test-window)';

/** Whole seconds from 1 to a day, or undefined when absent; NaN when malformed. */
function seconds(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  return /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 86_400
    ? Number(value)
    : Number.NaN;
}

/** A whole number of products from 1 to 100,000, or undefined when absent; NaN when malformed. */
function productCount(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  return /^\d{1,6}$/.test(value) && Number(value) >= 1 && Number(value) <= 100_000
    ? Number(value)
    : Number.NaN;
}

export function parseKioskArgs(values: KioskArgValues, embeddedSandbox: boolean): KioskArgsResult {
  // First: whatever else is wrong, a browser-window kiosk is refused.
  if (values.kiosk === true && values['kiosk-unlocked-test-window'] !== true) {
    return { ok: false, error: { message: BROWSER_KIOSK_REFUSAL, showUsage: false } };
  }
  const numbers = {
    '--idle-timeout': seconds(values['idle-timeout']),
    '--refresh-interval': seconds(values['refresh-interval']),
    '--sandbox-token-ttl': seconds(values['sandbox-token-ttl']),
  };
  for (const [flag, value] of Object.entries(numbers)) {
    if (Number.isNaN(value)) {
      return { ok: false, error: { message: `${flag} must be 1 to 86400 seconds` } };
    }
  }
  const products = productCount(values['sandbox-products']);
  if (Number.isNaN(products)) {
    return { ok: false, error: { message: '--sandbox-products must be 1 to 100000 products' } };
  }
  const method = values['kiosk-sign-in'];
  if (method !== undefined && method !== 'oauth' && method !== 'password') {
    return { ok: false, error: { message: '--kiosk-sign-in must be oauth or password' } };
  }
  const signIn: KioskSignIn | undefined =
    method ?? (values['sign-in-as-kiosk'] === true ? 'oauth' : undefined);
  const pin = values['kiosk-pin'];
  if (pin !== undefined && !isWellFormedPin(pin)) {
    return { ok: false, error: { message: `--kiosk-pin: ${PIN_RULE}` } };
  }
  const kioskOnly =
    pin !== undefined ||
    numbers['--idle-timeout'] !== undefined ||
    numbers['--refresh-interval'] !== undefined ||
    signIn !== undefined;
  if ((kioskOnly || values['kiosk-unlocked-test-window'] === true) && values.kiosk !== true) {
    return { ok: false, error: { message: 'the kiosk flags need --kiosk' } };
  }
  const sandboxOnly =
    signIn !== undefined ||
    numbers['--sandbox-token-ttl'] !== undefined ||
    products !== undefined ||
    values['sandbox-control'] === true;
  if (sandboxOnly && !embeddedSandbox) {
    const message = '--sign-in-as-kiosk, --kiosk-sign-in and --sandbox-* need the embedded sandbox';
    return { ok: false, error: { message } };
  }
  return {
    ok: true,
    value: {
      kiosk:
        values.kiosk === true
          ? {
              pin,
              idleTimeoutSeconds: numbers['--idle-timeout'],
              refreshIntervalSeconds: numbers['--refresh-interval'],
              signIn,
            }
          : null,
      sandbox: {
        tokenTtlSeconds: numbers['--sandbox-token-ttl'],
        products,
        control: values['sandbox-control'] === true,
      },
    },
  };
}
