/**
 * The start-up sign-in of a test or demo kiosk (the web host's `--sign-in-as-kiosk`): the
 * built-in profile gets its session without a login form, the way an administrator's one-time
 * sign-in would leave it. A failure is logged, never thrown: the kiosk then shows its "needs an
 * administrator" screen, as it would with a dead refresh token.
 */
import { SANDBOX_PROFILE_ID } from '../profiles/profile.ts';
import type { Logger } from '../log/logger.ts';
import type { KioskStartupSignIn } from './kiosk-mode.ts';
import type { KioskSignInControl } from './sign-in-port.ts';

export async function signInKioskAtStart(
  controller: KioskSignInControl,
  signIn: KioskStartupSignIn,
  log: Logger,
): Promise<void> {
  const result =
    signIn.method === 'password'
      ? await controller.signInWithPassword({
          profileId: SANDBOX_PROFILE_ID,
          username: signIn.username,
          password: signIn.password,
        })
      : await controller.signInWithGrant(SANDBOX_PROFILE_ID, signIn.grant);
  if (result.ok) {
    log.info('Kiosk signed in at start-up', {
      method: signIn.method,
      scopeLimited:
        result.value.session.status === 'signed-in' && result.value.session.scopeLimited,
    });
  } else {
    log.error('Kiosk start-up sign-in failed', { method: signIn.method, kind: result.error.kind });
  }
}
