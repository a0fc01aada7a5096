/**
 * Keeps the credit gauge current while the user is idle (samples come from every reply,
 * and from `user_quota` when nothing else runs): one 1-credit background request when the model
 * has heard nothing for a while, and one right after each sign-in so the gauge starts full.
 */
import type { Broker } from '../broker/broker.ts';
import { realScheduler, type Cancel, type Scheduler } from '../time/scheduler.ts';
import type { SignInController } from './sign-in-controller-api.ts';

export function startQuotaPolling(deps: {
  broker: Pick<Broker, 'run' | 'model'>;
  controller: Pick<SignInController, 'subscribe' | 'snapshot'>;
  intervalMs: number;
  /** The broker's: its samples are stamped on this clock. Also the polling timer; real by default. */
  scheduler?: Scheduler;
}): { stop(): void } {
  const scheduler = deps.scheduler ?? realScheduler;
  // A plain guard, not a queue: a look asked for while one is out would learn nothing more, so
  // it is dropped rather than sent after it.
  let inFlight = false;
  const poll = (): void => {
    if (inFlight || deps.controller.snapshot().session.status !== 'signed-in') return;
    const last = deps.broker.model()?.bucket()?.at ?? 0;
    if (scheduler.now() - last < deps.intervalMs) return;
    inFlight = true;
    void deps.broker.run('Quota', {}, { priority: 'background' }).finally(() => {
      inFlight = false;
    });
  };
  let signedIn = false;
  const unsubscribe = deps.controller.subscribe((snapshot) => {
    const nowSignedIn = snapshot.session.status === 'signed-in';
    if (nowSignedIn && !signedIn) poll();
    signedIn = nowSignedIn;
  });
  const everyMs = Math.max(1000, deps.intervalMs / 3);
  let cancel: Cancel;
  const tick = (): void => {
    cancel = scheduler.after(everyMs, tick);
    poll();
  };
  cancel = scheduler.after(everyMs, tick);
  poll();
  return {
    stop() {
      cancel();
      unsubscribe();
    },
  };
}
