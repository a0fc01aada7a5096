/**
 * Keeps the credit gauge current while the user is idle (samples come from every reply,
 * and from `user_quota` when nothing else runs): one 1-credit background request when the model
 * has heard nothing for a while, and one right after each sign-in so the gauge starts full.
 */
import type { Broker } from '../broker/broker.ts';
import type { SignInController } from './sign-in-controller-api.ts';

export function startQuotaPolling(deps: {
  broker: Broker;
  controller: Pick<SignInController, 'subscribe' | 'snapshot'>;
  intervalMs: number;
  now?: () => number;
}): { stop(): void } {
  const now = deps.now ?? Date.now;
  let inFlight = false;
  const poll = (): void => {
    if (inFlight || deps.controller.snapshot().session.status !== 'signed-in') return;
    const last = deps.broker.model()?.bucket()?.at ?? 0;
    if (now() - last < deps.intervalMs) return;
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
  const timer = setInterval(poll, Math.max(1000, deps.intervalMs / 3));
  timer.unref();
  poll();
  return {
    stop() {
      clearInterval(timer);
      unsubscribe();
    },
  };
}
