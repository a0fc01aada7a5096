/**
 * The GraphQL broker (docs/architecture.md "One request, end to end"): the renderer names an
 * allowlisted operation; the broker checks it (`request-checks.ts`), sizes and prices it
 * (`plan-request.ts`), and sends it through the account's pacer and urql client
 * (`account-cache.ts`, `send-with-retries.ts`), answering `{ data, errors, scopeWarnings, cost }`
 * or a tagged error. Credit samples of the active profile go to the renderer's gauge, throttled.
 */
import { randomInt } from 'node:crypto';
import type { GraphQLSchema } from 'graphql';
import type { GraphqlRequest } from './request.ts';
import type { CreditSample } from '../../shared/bridge/credits.ts';
import { fail, type BridgeResult } from '../../shared/bridge/errors.ts';
import type { GraphqlPayload } from '../../shared/bridge/graphql.ts';
import { createEmitter } from '../../shared/events/emitter.ts';
import { logListenerErrors, silentLogger, type Logger } from '../log/logger.ts';
import { createAccountCache } from './account-cache.ts';
import type { ActiveSession } from './active-session.ts';
import { DEFAULT_BACKGROUND_SHARE } from '../../shared/cost/background-share.ts';
import { BatchDocumentError } from './batch-document.ts';
import type { BatchRoom } from './batch-room.ts';
import type { CreditModel } from './credit-model.ts';
import type { ShareTuning } from './fair-share.ts';
import { checksThrough } from './lost-mutation.ts';
import { planBatch, type BatchRequest } from './plan-batch.ts';
import { planRequest } from './plan-request.ts';
import { checkRequest } from './request-checks.ts';
import { throttled } from './results.ts';
import { createSampleThrottle } from './sample-throttle.ts';
import { typedExecute, type Execute } from './execute.ts';
import { sendBatch, type BatchOutcome } from './send-batch.ts';
import { sendWithRetries, type RetryLimits } from './send-with-retries.ts';
import { realScheduler, type Scheduler } from '../time/scheduler.ts';

export interface BrokerOptions {
  readonly schema: GraphQLSchema;
  readonly active: () => ActiveSession | undefined;
  /**
   * The broker's clock and timers: the time replies are read at, retries' waits (code 30, 429,
   * transient failures) and the credit samples' throttle. Real time unless a test injects one.
   */
  readonly scheduler?: Scheduler;
  readonly random?: () => number;
  readonly fetch?: typeof fetch;
  readonly log?: Logger;
  readonly backgroundShare?: number;
  /** See AccountCacheOptions: the request cap and background's share of it. */
  readonly requestShare?: number;
  readonly requestLimit?: number;
  readonly requestWindowMs?: number;
  readonly backgroundReserve?: number;
  /** See PacerOptions.copyGrantShare. */
  readonly copyGrantShare?: number;
  /** How background work shares a pool others spend from (benchmarks compare settings). */
  readonly tuning?: ShareTuning;
  readonly retries?: Partial<RetryLimits>;
  /** Least time between two credit samples pushed to the renderer. */
  readonly sampleIntervalMs?: number;
}

export interface Broker {
  /** The bridge's form: a renderer's request, its name and variables checked at run time. */
  execute(request: GraphqlRequest): Promise<BridgeResult<GraphqlPayload<unknown>>>;
  /** Main's own work: `run('Quota', {}, { priority: 'background' })`, typed by the catalogue. */
  readonly run: Execute;
  /**
   * Main's own bulk work: several catalogued mutations in one request (plan-batch.ts), one
   * result per item.
   */
  executeBatch(request: BatchRequest): Promise<BatchOutcome>;
  /** What the next background request may carry now (bulk/send/batch-size.ts). */
  batchRoom(): BatchRoom;
  /** Credit samples of the active profile, at most one per `sampleIntervalMs`. */
  onCredits(listener: (sample: CreditSample) => void): () => void;
  /** The active profile's model, for tools and tests. */
  model(): CreditModel | undefined;
  dispose(): void;
}

export function createBroker(options: BrokerOptions): Broker {
  const { schema } = options;
  const scheduler = options.scheduler ?? realScheduler;
  const now = (): number => scheduler.now();
  const random = options.random ?? jitterSource;
  const log = options.log ?? silentLogger;
  const credits = createEmitter<CreditSample>(logListenerErrors(log), 'credits');
  const samples = createSampleThrottle<CreditSample>({
    intervalMs: options.sampleIntervalMs ?? 250,
    scheduler,
    emit: credits.emit,
  });
  const accounts = createAccountCache({
    scheduler,
    random,
    log,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.backgroundShare === undefined ? {} : { backgroundShare: options.backgroundShare }),
    ...(options.requestShare === undefined ? {} : { requestShare: options.requestShare }),
    ...(options.requestLimit === undefined ? {} : { requestLimit: options.requestLimit }),
    ...(options.requestWindowMs === undefined ? {} : { requestWindowMs: options.requestWindowMs }),
    ...(options.backgroundReserve === undefined
      ? {}
      : { backgroundReserve: options.backgroundReserve }),
    ...(options.copyGrantShare === undefined ? {} : { copyGrantShare: options.copyGrantShare }),
    ...(options.tuning ? { tuning: options.tuning } : {}),
    onModelChange: (profileId, model) => {
      if (options.active()?.profile.id !== profileId) return;
      const sample = model.sample();
      if (sample) samples.push(sample);
    },
  });
  const backgroundShare = options.backgroundShare ?? DEFAULT_BACKGROUND_SHARE;
  const sendDeps = {
    scheduler,
    random,
    limits: { credits: 6, rateLimited: 5, transient: 3, ...options.retries },
    check: checksThrough((request) => execute(request)),
  };
  const activeModel = (): CreditModel | undefined => {
    const active = options.active();
    return active ? accounts.get(active.profile.id)?.model : undefined;
  };

  async function execute(request: GraphqlRequest): Promise<BridgeResult<GraphqlPayload<unknown>>> {
    const checked = checkRequest(schema, request, options.active());
    if (!checked.ok) return fail(checked.error);
    const account = accounts.accountFor(checked.value.active);
    const planned = planRequest(schema, checked.value, account, now());
    if (!planned.ok) return fail(planned.error);
    return sendWithRetries(sendDeps, account, planned.value, request.beforeSend);
  }

  async function executeBatch(request: BatchRequest): Promise<BatchOutcome> {
    let planned: ReturnType<typeof planBatch>;
    try {
      planned = planBatch(schema, request, options.active());
    } catch (error) {
      // Changes whose documents cannot share one request (their fragments clash) go one per
      // request, as when the service refuses a batch: nothing was sent.
      if (!(error instanceof BatchDocumentError)) throw error;
      return { kind: 'refused', message: error.message };
    }
    if (!planned.ok) return { kind: 'failed', error: planned.error };
    const account = accounts.accountFor(planned.value.active);
    const max = account.model.bucket()?.max ?? null;
    if (max !== null && planned.value.batch.estimate > max) {
      return { kind: 'failed', error: throttled(null, false, planned.value.batch.estimate, max) };
    }
    return sendBatch(sendDeps, account, planned.value.batch, request.beforeSend);
  }

  return {
    execute,
    run: typedExecute(execute),
    executeBatch,
    batchRoom() {
      const active = options.active();
      const account = active ? accounts.get(active.profile.id) : undefined;
      const bucket = account?.model.bucket();
      return {
        pageCredits: account?.pacer.pageCredits('background') ?? null,
        creditRate: bucket ? bucket.rate * backgroundShare : null,
        requestRate: account ? account.requests.backgroundRate() : null,
      };
    },
    onCredits(listener) {
      const unsubscribe = credits.subscribe(listener);
      const sample = activeModel()?.sample();
      if (sample) listener(sample);
      return unsubscribe;
    },
    model: activeModel,
    dispose() {
      samples.dispose();
      accounts.dispose();
    },
  };
}

/** Jitter needs no secrecy, but the project keeps one source of randomness. */
const jitterSource = (): number => randomInt(0, 0x1_0000_0000) / 0x1_0000_0000;
