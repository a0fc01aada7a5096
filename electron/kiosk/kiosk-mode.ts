/**
 * Kiosk mode in main's core. While it lasts, `app.info` answers the kiosk settings,
 * main runs only the kiosk allowlist (read-only, no PII) whatever the token allows, and sign-in,
 * sign-out and profile changes are refused: an administrator does those outside kiosk mode.
 * `kiosk.exit` checks the administrator PIN (throttled by the PIN gate); on success the core
 * leaves kiosk mode, announces it with the `app` event and calls `onExit` (Electron: leave the
 * kiosk window). The broker keeps the kiosk's pacing after an exit: the administrator signs in
 * again and closes the window, and the app the supervisor restarts is a kiosk again
 * (docs/kiosk-deployment.md).
 */
import type { AppInfo, KioskInfo } from '../../shared/bridge/contract.ts';
import { fail, ok, type BridgeError, type BridgeResult } from '../../shared/bridge/errors.ts';
import { DEFAULT_BOARD_REFRESH_MS } from '../../shared/kiosk/board-plan.ts';
import type { SignInGrant } from '../auth/grant.ts';
import type { BridgeHandlers } from '../bridge/dispatcher.ts';
import type { EventHub } from '../bridge/event-hub.ts';
import { createAdminPinGate, type AdminPinGate } from './admin-pin-gate.ts';
import type { KioskSettings } from './options.ts';
import type { Logger } from '../log/logger.ts';
import { KIOSK_SIGN_IN_REFUSAL, isKioskOperation, kioskRefusal } from './kiosk-allowlist.ts';
import { pinRefusal } from './kiosk-pin-messages.ts';

/**
 * Test and demo hosts only (the web host with its embedded sandbox): sign the built-in profile
 * in at start-up, since a kiosk has no login form. `oauth` is the production shape (a
 * scope-limited grant with a rotating refresh token); `password` is a full-access token.
 */
export type KioskStartupSignIn =
  | { readonly method: 'password'; readonly username: string; readonly password: string }
  | { readonly method: 'oauth'; readonly grant: SignInGrant };

export interface KioskCoreOptions {
  readonly settings: KioskSettings;
  /** The board's base auto-refresh interval; default DEFAULT_BOARD_REFRESH_MS. */
  readonly refreshIntervalMs?: number;
  /** Called once an administrator has left kiosk mode (Electron: leave the kiosk window). */
  readonly onExit?: () => void;
  readonly signInAtStart?: KioskStartupSignIn;
  /** Tests: a gate with a fake clock or cheap hash. Default: the settings' PIN record. */
  readonly pinGate?: AdminPinGate;
}

export interface CoreKioskMode {
  readonly active: () => boolean;
  readonly info: () => AppInfo;
  readonly exit: (pin: string) => Promise<BridgeResult<AppInfo>>;
  /** The handlers with the kiosk's refusals in front of them (while kiosk mode lasts). */
  readonly guard: (handlers: BridgeHandlers) => BridgeHandlers;
}

/** The broker's pacing for a kiosk: its share of the restore rate, and the pool it leaves. */
export function kioskBrokerOptions(settings: KioskSettings): {
  readonly backgroundShare: number;
  readonly backgroundReserve: number;
} {
  return {
    backgroundShare: settings.autoRefreshShare,
    backgroundReserve: settings.lowCreditThreshold,
  };
}

export function kioskInfoOf(options: KioskCoreOptions): KioskInfo {
  const { settings } = options;
  return {
    idleTimeoutMs: settings.idleTimeoutMs,
    refreshShare: settings.autoRefreshShare,
    lowCreditThreshold: settings.lowCreditThreshold,
    refreshIntervalMs: options.refreshIntervalMs ?? DEFAULT_BOARD_REFRESH_MS,
  };
}

const PROFILES_REFUSAL: BridgeError = {
  kind: 'kiosk-locked',
  message: 'Profiles and sign-out are managed by an administrator outside kiosk mode.',
};

const BULK_REFUSAL: BridgeError = {
  kind: 'kiosk-locked',
  message: 'Imports and exports are made at a desk, outside kiosk mode.',
};

export function createKioskMode(
  options: KioskCoreOptions | undefined,
  deps: { readonly events: EventHub; readonly log: Logger },
): CoreKioskMode {
  const log = deps.log.child('kiosk');
  let kiosk: KioskInfo | null = options === undefined ? null : kioskInfoOf(options);
  const gate =
    options === undefined
      ? undefined
      : (options.pinGate ?? createAdminPinGate({ record: options.settings.adminPin, log }));
  const active = (): boolean => kiosk !== null;
  const info = (): AppInfo => ({ kiosk });

  const exit = async (pin: string): Promise<BridgeResult<AppInfo>> => {
    if (kiosk === null || gate === undefined) return ok(info());
    const check = await gate.check(pin);
    if (check.result !== 'accepted') return fail(pinRefusal(check));
    if (!active()) return ok(info()); // another exit won while this PIN was checked
    kiosk = null;
    log.warn('Kiosk mode left by an administrator');
    deps.events.emit('app', info());
    try {
      options?.onExit?.();
    } catch (error) {
      log.error('Leaving the kiosk window failed', {
        error: error instanceof Error ? error.name : typeof error,
      });
    }
    return ok(info());
  };

  const guard = (handlers: BridgeHandlers): BridgeHandlers => {
    /** Refused while kiosk mode lasts, passed on afterwards. */
    const locked =
      <P, R>(handler: (payload: P) => Promise<BridgeResult<R>>, refusal: BridgeError) =>
      (payload: P): Promise<BridgeResult<R>> =>
        active() ? Promise.resolve(fail(refusal)) : handler(payload);
    return {
      ...handlers,
      'app.info': () => Promise.resolve(ok(info())),
      'kiosk.exit': ({ pin }) => exit(pin),
      graphql: (request) =>
        active() && !isKioskOperation(request.operationName)
          ? Promise.resolve(fail(kioskRefusal(request.operationName)))
          : handlers.graphql(request),
      'signIn.oauth': locked(handlers['signIn.oauth'], KIOSK_SIGN_IN_REFUSAL),
      'signIn.password': locked(handlers['signIn.password'], KIOSK_SIGN_IN_REFUSAL),
      'signIn.developer': locked(handlers['signIn.developer'], KIOSK_SIGN_IN_REFUSAL),
      signOut: locked(handlers.signOut, PROFILES_REFUSAL),
      'profiles.save': locked(handlers['profiles.save'], PROFILES_REFUSAL),
      'profiles.remove': locked(handlers['profiles.remove'], PROFILES_REFUSAL),
      'profiles.select': locked(handlers['profiles.select'], PROFILES_REFUSAL),
      // A shared floor PC neither writes files nor changes stock in bulk.
      'import.upload': locked(handlers['import.upload'], BULK_REFUSAL),
      'import.start': locked(handlers['import.start'], BULK_REFUSAL),
      'import.control': locked(handlers['import.control'], BULK_REFUSAL),
      'import.results': locked(handlers['import.results'], BULK_REFUSAL),
      'export.run': locked(handlers['export.run'], BULK_REFUSAL),
    };
  };

  return { active, info, exit, guard };
}
