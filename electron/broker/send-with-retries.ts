/**
 * Sends a planned request through the pacer and urql, and decides what each reply means: code 30
 * waits `time_remaining` and retries (never past the per-operation maximum, never a mutation that
 * already ran in part); 429 backs off with jitter; network errors and 5xx are retried for queries
 * only, while a mutation's lost reply is checked, never re-sent.
 */
import { fail, ok, type BridgeResult } from '../../shared/bridge/errors.ts';
import type { GraphqlPayload } from '../../shared/bridge/graphql.ts';
import type { Account } from './account-cache.ts';
import { backoffMs } from './backoff.ts';
import { classify, throttlingOf } from './classify.ts';
import { waitForCredits } from './credits-retry.ts';
import { waitForRateLimit } from './rate-limit-retry.ts';
import { lostMutationError } from './lost-mutation.ts';
import type { PlannedRequest } from './plan-request.ts';
import { PacerDisposedError } from './pacer.ts';
import { abandoned, sessionEnded, signedOut } from './results.ts';
import type { CheckRead } from './applied-checks/applied.ts';
import { waitOn, type Scheduler } from '../time/scheduler.ts';

export interface RetryLimits {
  readonly credits: number;
  readonly rateLimited: number;
  readonly transient: number;
}

export interface SendDeps {
  /** The clock a reply's time is read from, and the timer retries wait on. */
  readonly scheduler: Scheduler;
  readonly random: () => number;
  readonly limits: RetryLimits;
  /** Runs the read that tells whether a change whose reply was lost was applied. */
  readonly check: CheckRead;
}

export async function sendWithRetries(
  deps: SendDeps,
  account: Account,
  request: PlannedRequest,
  /** Awaited right before each send, once the pacer lets it go (see GraphqlRequest). */
  beforeSend?: () => Promise<void>,
): Promise<BridgeResult<GraphqlPayload<unknown>>> {
  const { scheduler, random, limits } = deps;
  const { name, entry, variables, estimate, priority, pageSize } = request;
  const tries = { credits: 0, rateLimited: 0, transient: 0 };
  for (;;) {
    let finish;
    try {
      finish = await account.pacer.acquire(estimate, priority, request.signal);
    } catch (error) {
      if (request.signal?.aborted) return fail(abandoned());
      if (error instanceof PacerDisposedError) return fail(sessionEnded());
      throw error;
    }
    let result;
    let sending = false;
    try {
      if (beforeSend) await beforeSend();
      sending = true;
      const source =
        entry.kind === 'query'
          ? account.client.query(entry.document, variables)
          : account.client.mutation(entry.document, variables);
      result = await source.toPromise();
    } finally {
      // Not sent (beforeSend failed): it cost nothing, and the allowance gets its estimate back.
      finish(sending ? (throttlingOf(result?.extensions)?.cost ?? null) : 0);
      account.pacer.poke();
    }
    const throttling = throttlingOf(result.extensions);
    account.model.record({
      operation: name,
      estimated: estimate,
      actual: throttling?.cost ?? null,
      at: scheduler.now(),
    });
    const classified = classify(result);
    // A change that ran in part (one root field applied, the next out of credits) is never sent
    // again: the caller gets what was applied and an error for the rest.
    const outcome =
      classified.kind === 'credits' && classified.partial && !entry.idempotent
        ? classified.partial
        : classified;
    switch (outcome.kind) {
      case 'ok':
        return ok({
          data: outcome.data,
          errors: outcome.errors,
          scopeWarnings: outcome.scopeWarnings,
          cost: {
            estimated: throttling?.estimated_complexity ?? estimate,
            actual: throttling?.cost ?? null,
            pageSize,
          },
        });
      case 'credits': {
        const given = await waitForCredits(
          { random, scheduler, limit: limits.credits },
          account.model,
          outcome,
          request,
          tries,
        );
        if (given) return fail(given);
        continue;
      }
      case 'rate-limited': {
        const given = await waitForRateLimit(
          { random, scheduler, limit: limits.rateLimited },
          outcome.retryAfterSeconds,
          tries,
        );
        if (given) return fail(given);
        continue;
      }
      case 'transient':
        if (entry.idempotent && tries.transient < limits.transient) {
          await waitOn(scheduler, backoffMs(tries.transient++, random));
          continue;
        }
        if (!entry.idempotent) {
          return fail(await lostMutationError(name, variables, outcome.message, deps.check));
        }
        return fail({ kind: 'network', message: outcome.message });
      case 'unauthorized':
        return fail(signedOut());
      case 'failed':
        return fail(outcome.error);
    }
  }
}
