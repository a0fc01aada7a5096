/**
 * Kiosk mode in main's core. While it lasts, `app.info` answers the kiosk settings,
 * main runs only the kiosk allowlist (read-only, no PII) whatever the token allows, and every
 * bridge method the board does not need is refused (`KIOSK_METHODS`, deny by default): an
 * administrator signs in, changes profiles, imports and exports outside kiosk mode.
 * `kiosk.exit` checks the administrator PIN (throttled by the PIN gate); on success the core
 * leaves kiosk mode, announces it with the `app` event and calls `onExit` (Electron: leave the
 * kiosk window). The broker keeps the kiosk's pacing after an exit: the administrator signs in
 * again and closes the window, and the app the supervisor restarts is a kiosk again
 * (docs/kiosk-deployment.md).
 */
import {
  BRIDGE_METHODS,
  type AppInfo,
  type BridgeMethod,
  type BridgePayload,
  type BridgeResponses,
  type KioskInfo,
} from '../../shared/bridge/contract.ts';
import { fail, ok, type BridgeResult } from '../../shared/bridge/errors.ts';
import { DEFAULT_BOARD_REFRESH_MS } from '../../shared/kiosk/board-plan.ts';
import type { SignInGrant } from '../auth/grant.ts';
import type { BridgeHandlers } from '../bridge/dispatcher.ts';
import type { EventHub } from '../bridge/event-hub.ts';
import { createAdminPinGate, type AdminPinGate } from './admin-pin-gate.ts';
import type { KioskSettings } from './options.ts';
import type { Logger } from '../log/logger.ts';
import { isKioskOperation, kioskRefusal } from './kiosk-allowlist.ts';
import { KIOSK_METHODS } from './kiosk-methods.ts';
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

/**
 * A kiosk's first catalogue copy may draw this share of the pool once, beyond its small
 * background share: at 10 % of the restore rate even the default 500 products take minutes to
 * copy, and a scanned barcode cannot be resolved until they are (the service cannot look a
 * barcode up). 15 % of a 4,004-credit pool copies 600 products at once.
 */
export const KIOSK_COPY_GRANT_SHARE = 0.15;

/**
 * The broker's pacing for a kiosk: its share of the restore rate, the pool it leaves, and the
 * one-off grant for its first copy.
 */
export function kioskBrokerOptions(settings: KioskSettings): {
  readonly backgroundShare: number;
  readonly backgroundReserve: number;
  readonly copyGrantShare: number;
} {
  return {
    backgroundShare: settings.autoRefreshShare,
    backgroundReserve: settings.lowCreditThreshold,
    copyGrantShare: KIOSK_COPY_GRANT_SHARE,
  };
}

type Handler<M extends BridgeMethod> = (
  payload: BridgePayload<M>,
) => Promise<BridgeResult<BridgeResponses[M]>>;

/** Written one method at a time by `guard`. */
type HandlerTable = { [M in BridgeMethod]: Handler<M> };

export function kioskInfoOf(options: KioskCoreOptions): KioskInfo {
  const { settings } = options;
  return {
    idleTimeoutMs: settings.idleTimeoutMs,
    refreshShare: settings.autoRefreshShare,
    lowCreditThreshold: settings.lowCreditThreshold,
    refreshIntervalMs: options.refreshIntervalMs ?? DEFAULT_BOARD_REFRESH_MS,
  };
}

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
    /** One method with its kiosk rule in front of it (while kiosk mode lasts). */
    const guardOne = <M extends BridgeMethod>(method: M): Handler<M> => {
      const handler: Handler<M> = handlers[method];
      const rule = KIOSK_METHODS[method];
      // `allowlist` (graphql) and `kiosk` are answered below.
      if (typeof rule === 'string') return handler;
      return (payload) => (active() ? Promise.resolve(fail(rule)) : handler(payload));
    };
    const guarded: HandlerTable = { ...handlers };
    // Each method gets its own guarded handler; TypeScript cannot pair a key with its type in a
    // loop, so the table is written through a wider view of itself.
    const slots: Record<BridgeMethod, unknown> = guarded;
    for (const method of BRIDGE_METHODS) slots[method] = guardOne(method);
    return {
      ...guarded,
      'app.info': () => Promise.resolve(ok(info())),
      'kiosk.exit': ({ pin }) => exit(pin),
      graphql: (request) =>
        active() && !isKioskOperation(request.operationName)
          ? Promise.resolve(fail(kioskRefusal(request.operationName)))
          : handlers.graphql(request),
    };
  };

  return { active, info, exit, guard };
}
