/**
 * What a request refused with code 30 (not enough credits, nothing run) does next, for a single
 * request (send-with-retries.ts) and a batch (send-batch.ts) alike: waits the time the service
 * names — or, without one, the deficit at the restore rate, at least a second — plus up to a
 * quarter second of jitter, with the wait shown in the credit model, and retries; or gives up with
 * `throttled` once the retries are spent, or at once when the request can never fit (its estimate
 * over the per-operation maximum).
 */
import type { Priority } from '../../shared/bridge/contract.ts';
import type { BridgeError } from '../../shared/bridge/errors.ts';
import type { ServiceErrorInfo } from './classify.ts';
import type { CreditModel } from './credit-model.ts';
import { throttled } from './results.ts';
import { waitOn, type Scheduler } from '../time/scheduler.ts';

export interface CreditsRefusal {
  readonly error: ServiceErrorInfo;
  /** False when the estimate exceeds the per-operation maximum. */
  readonly retryable: boolean;
}

export interface CreditsRetryDeps {
  readonly random: () => number;
  /** Whose timer the wait runs on. */
  readonly scheduler: Pick<Scheduler, 'after'>;
  /** Waits allowed per request. */
  readonly limit: number;
}

/**
 * Waits and answers null (send again), or answers the error to give up with. `tries.credits`
 * counts the waits so far and is advanced here.
 */
export async function waitForCredits(
  deps: CreditsRetryDeps,
  model: Pick<CreditModel, 'bucket' | 'setWaiting'>,
  refusal: CreditsRefusal,
  request: { readonly estimate: number; readonly priority: Priority },
  tries: { credits: number },
): Promise<BridgeError | null> {
  const { error } = refusal;
  const { estimate, priority } = request;
  const bucket = model.bucket();
  const max = bucket?.max ?? null;
  const required = error.requiredCredits ?? estimate;
  const retryable = refusal.retryable && (max === null || required <= max);
  if (!retryable || tries.credits >= deps.limit) return throttled(error, retryable, estimate, max);
  tries.credits++;
  const deficit = bucket ? (required - (error.remainingCredits ?? 0)) / bucket.rate : 1;
  const waitSeconds = error.timeRemaining ?? Math.max(1, deficit);
  model.setWaiting(waitSeconds, priority);
  await waitOn(deps.scheduler, waitSeconds * 1000 + deps.random() * 250);
  model.setWaiting(null);
  return null;
}
