/**
 * An unattended kiosk whose stored sign-in could not be resumed because the service was
 * unreachable (a network outage at boot) must not wait for someone to press "retry": main tries
 * again by itself, backing off from `firstDelayMs` to `maxDelayMs`, until it is signed in or the
 * session ends for good (then the board shows "needs an administrator").
 */
import { realScheduler, type Cancel, type Scheduler } from '../time/scheduler.ts';
import type { Logger } from '../log/logger.ts';
import type { KioskSessionControl } from './sign-in-port.ts';

export interface KioskResumePolicy {
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
}

export const DEFAULT_RESUME_POLICY: KioskResumePolicy = { firstDelayMs: 5_000, maxDelayMs: 60_000 };

export interface KioskResumeDeps {
  readonly controller: KioskSessionControl;
  /** False once an administrator has left kiosk mode: then the usual "retry" is theirs. */
  readonly active: () => boolean;
  readonly log: Logger;
  readonly scheduler?: Scheduler;
  readonly policy?: KioskResumePolicy;
}

export function startKioskResume(deps: KioskResumeDeps): { stop(): void } {
  const clock = deps.scheduler ?? realScheduler;
  const policy = deps.policy ?? DEFAULT_RESUME_POLICY;
  let attempts = 0;
  let pending: Cancel | undefined;
  let stopped = false;

  const check = (): void => {
    const { activeProfileId, session } = deps.controller.snapshot();
    if (session.status === 'signed-in') attempts = 0;
    const unreachable = session.status === 'signed-out' && session.reason === 'unreachable';
    if (stopped || pending !== undefined || !unreachable || !deps.active()) return;
    const delayMs = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(attempts, 20));
    attempts += 1;
    deps.log.info('Service unreachable; resuming the kiosk sign-in later', { delayMs });
    pending = clock.after(delayMs, () => {
      pending = undefined;
      if (stopped || !deps.active()) return;
      // Selecting the active profile again retries a resume that failed as unreachable.
      void deps.controller.selectProfile(activeProfileId).then(check, check);
    });
  };

  const unsubscribe = deps.controller.subscribe(check);
  check();
  return {
    stop() {
      stopped = true;
      pending?.();
      pending = undefined;
      unsubscribe();
    },
  };
}
