/**
 * The core's kiosk option from the web host's flags: the kiosk settings with the PIN
 * hashed as the settings file would hold it, and — with the embedded sandbox — the start-up
 * sign-in a kiosk needs since it has no login form.
 *
 * `oauth` (the default of `--sign-in-as-kiosk`) is what a real kiosk runs on: an administrator's
 * OAuth grant for the Floor kiosk preset (no `view:pii`, no change scopes), with a rotating
 * refresh token that the sandbox can revoke — so the "needs an administrator" screen can be
 * tested. It is obtained from the sandbox's own consent form over HTTP, without a browser or the
 * loopback port 3000. `password` signs in with a full-access token instead: the case where the
 * token could read PII and the kiosk allowlist alone keeps it off the screen.
 */
import { SCOPE_PRESETS } from '../../shared/catalogues/scope-presets.ts';
import type { SandboxHandle } from '../../sandbox/start.ts';
import type { KioskCoreOptions, KioskStartupSignIn } from '../kiosk/kiosk-mode.ts';
import { hashPin } from '../kiosk/admin-pin.ts';
import { DEFAULT_KIOSK_SETTINGS } from '../kiosk/options.ts';
import type { Logger } from '../log/logger.ts';
import { SANDBOX_CLIENT_ID } from '../profiles/profile.ts';
import type { KioskHostArgs } from '../kiosk/kiosk-args.ts';
import { grantFromSandboxConsent } from './sandbox-consent.ts';

export const FLOOR_KIOSK_SCOPES: readonly string[] =
  SCOPE_PRESETS.find((preset) => preset.id === 'floor-kiosk')?.scopes ?? [];

async function startupSignIn(
  method: 'oauth' | 'password',
  sandbox: SandboxHandle,
  log: Logger,
): Promise<KioskStartupSignIn | undefined> {
  if (method === 'password') return { method: 'password', ...sandbox.demo.owner };
  const consent = await grantFromSandboxConsent({
    loginUrl: sandbox.url,
    clientId: SANDBOX_CLIENT_ID,
    ...sandbox.demo.owner,
    scopes: FLOOR_KIOSK_SCOPES,
    redirectPort: sandbox.options.redirectPort,
  });
  if (consent.ok) return { method: 'oauth', grant: consent.value };
  log.error('no kiosk grant from the embedded sandbox', { reason: consent.error });
  return undefined;
}

export async function kioskCoreOptions(
  args: KioskHostArgs,
  sandbox: SandboxHandle | undefined,
  log: Logger,
): Promise<KioskCoreOptions> {
  // The web host runs a kiosk only with --kiosk-unlocked-test-window: say so where it is read.
  log.warn('kiosk mode in a browser window, for tests and demos: the window is not locked');
  const signInAtStart =
    args.signIn !== undefined && sandbox !== undefined
      ? await startupSignIn(args.signIn, sandbox, log)
      : undefined;
  return {
    settings: {
      ...DEFAULT_KIOSK_SETTINGS,
      adminPin: args.pin === undefined ? null : await hashPin(args.pin),
      idleTimeoutMs:
        args.idleTimeoutSeconds === undefined
          ? DEFAULT_KIOSK_SETTINGS.idleTimeoutMs
          : args.idleTimeoutSeconds * 1000,
    },
    ...(args.refreshIntervalSeconds === undefined
      ? {}
      : { refreshIntervalMs: args.refreshIntervalSeconds * 1000 }),
    ...(signInAtStart === undefined ? {} : { signInAtStart }),
    // The web host has no window to unlock: the page leaves the board on the `app` event.
    onExit: () => log.warn('kiosk mode left by an administrator'),
  };
}
