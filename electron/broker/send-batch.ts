/**
 * Sends a batch of catalogued mutations (batch-document.ts) as one request through the pacer,
 * and answers one result per item (batch-reply.ts). What a whole reply means follows the single
 * path (send-with-retries.ts): code 30 before anything ran waits and retries, 429 backs off;
 * a lost reply (network, 5xx) is never re-sent and leaves every item in flight, for the caller to
 * check one by one; a document refused as a whole (nothing ran) says so, so the caller can fall
 * back to one mutation per request. Its signal withdraws it while it waits in the pacer.
 */
import type { DocumentNode } from 'graphql';
import type { Priority } from '../../shared/bridge/contract.ts';
import type { WithdrawSignal } from './request.ts';
import type { BridgeError, BridgeResult } from '../../shared/bridge/errors.ts';
import type { GraphqlPayload, PartialError } from '../../shared/bridge/graphql.ts';
import { ERROR_CODES } from '../../shared/wire/service.ts';
import type { Account } from './account-cache.ts';
import { splitBatchReply, type CostDetail, type ReplyPart } from './batch-reply.ts';
import { classify, serviceErrorInfo, throttlingOf } from './classify.ts';
import { waitForCredits } from './credits-retry.ts';
import { waitForRateLimit } from './rate-limit-retry.ts';
import { PacerDisposedError } from './pacer.ts';
import { sessionEnded, signedOut } from './results.ts';
import type { SendDeps } from './send-with-retries.ts';

export type BatchOutcome =
  | { readonly kind: 'sent'; readonly items: readonly BridgeResult<GraphqlPayload<unknown>>[] }
  /** The service refused the document as a whole before running any of it. */
  | { readonly kind: 'refused'; readonly message: string }
  /** The whole request failed; `network` means its reply was lost: every item is in flight. */
  | { readonly kind: 'failed'; readonly error: BridgeError }
  /** Its signal withdrew it while it waited in the pacer: nothing of it was sent. */
  | { readonly kind: 'withdrawn' };

export interface PlannedBatch {
  readonly document: DocumentNode;
  readonly variables: Record<string, unknown>;
  readonly parts: readonly ReplyPart[];
  readonly estimate: number;
  readonly priority: Priority;
  readonly signal?: WithdrawSignal | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** HTTP answers that say the request was not taken at all (too large, malformed). */
const NOT_TAKEN = new Set([400, 413, 422]);

function statusOf(error: unknown): number | null {
  const response = isRecord(error) ? error['response'] : undefined;
  return isRecord(response) && typeof response['status'] === 'number' ? response['status'] : null;
}

export async function sendBatch(
  deps: SendDeps,
  account: Pick<Account, 'client' | 'model' | 'pacer'>,
  batch: PlannedBatch,
  beforeSend?: () => Promise<void>,
): Promise<BatchOutcome> {
  const { scheduler, random, limits } = deps;
  const { document, variables, estimate, priority, parts } = batch;
  const tries = { credits: 0, rateLimited: 0 };
  for (;;) {
    let finish;
    try {
      finish = await account.pacer.acquire(estimate, priority, batch.signal);
    } catch (error) {
      if (batch.signal?.aborted) return { kind: 'withdrawn' };
      if (error instanceof PacerDisposedError) return { kind: 'failed', error: sessionEnded() };
      throw error;
    }
    let result;
    let sending = false;
    try {
      if (beforeSend) await beforeSend();
      sending = true;
      result = await account.client.mutation(document, variables).toPromise();
    } finally {
      // Not sent (beforeSend failed): it cost nothing, and the allowance gets its estimate back.
      finish(sending ? (throttlingOf(result?.extensions)?.cost ?? null) : 0);
      account.pacer.poke();
    }
    const throttling = throttlingOf(result.extensions);
    account.model.record({
      operation: 'Batch',
      estimated: estimate,
      actual: throttling?.cost ?? null,
      at: scheduler.now(),
    });
    const outcome = classify(result);
    const errors: PartialError[] = (result.error?.graphQLErrors ?? []).map((e) => {
      const info = serviceErrorInfo(e);
      return { message: info.message, code: info.code, path: info.path };
    });
    const data = isRecord(result.data) ? result.data : null;
    const ran = data !== null && Object.values(data).some((value) => value !== null);
    const costDetail = isRecord(throttling?.cost_detail)
      ? (throttling.cost_detail as CostDetail)
      : null;
    const split = (): BatchOutcome => ({
      kind: 'sent',
      items: splitBatchReply(parts, data ?? {}, errors, costDetail),
    });
    switch (outcome.kind) {
      case 'ok':
        return split();
      case 'credits': {
        // Some item ran, or failed on its own: those are settled; never send the document again.
        const onlyCredits = errors.every((e) => e.code === ERROR_CODES.notEnoughCredits);
        if (ran || !onlyCredits) return split();
        const given = await waitForCredits(
          { random, scheduler, limit: limits.credits },
          account.model,
          outcome,
          batch,
          tries,
        );
        if (given) return { kind: 'failed', error: given };
        continue;
      }
      case 'rate-limited': {
        const given = await waitForRateLimit(
          { random, scheduler, limit: limits.rateLimited },
          outcome.retryAfterSeconds,
          tries,
        );
        if (given) return { kind: 'failed', error: given };
        continue;
      }
      case 'transient':
        return {
          kind: 'failed',
          error: {
            kind: 'network',
            message: `${outcome.message}; the changes in this request may or may not have been applied`,
            applied: 'unknown',
          },
        };
      case 'unauthorized':
        return { kind: 'failed', error: signedOut() };
      case 'failed': {
        // Errors about the document itself (no path) with nothing run: it was not taken at all.
        const status = statusOf(result.error);
        const wholeDocument = !ran && errors.length > 0 && errors.every((e) => e.path.length === 0);
        if (wholeDocument || (errors.length === 0 && status !== null && NOT_TAKEN.has(status))) {
          return { kind: 'refused', message: errors[0]?.message ?? `HTTP ${String(status)}` };
        }
        if (errors.some((e) => e.path.length > 0)) return split();
        return { kind: 'failed', error: outcome.error };
      }
    }
  }
}
