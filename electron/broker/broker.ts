/**
 * The GraphQL broker (docs/architecture.md "One request, end to end"): the renderer names an
 * allowlisted operation; the broker checks scopes and variables, sizes the page, estimates the
 * cost, waits in the credit pacer, sends it through urql, and answers `{ data, errors,
 * scopeWarnings, cost }` or a tagged error. Code 30 waits `time_remaining` and retries (never past
 * the per-operation maximum); 429 backs off with jitter; network errors and 5xx are retried for
 * queries only — a mutation's lost reply is checked, never re-sent.
 */
import { randomInt } from 'node:crypto';
import type { Client } from '@urql/core';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { GraphqlRequest } from '../../shared/bridge/contract.ts';
import type { CreditSample } from '../../shared/bridge/credits.ts';
import { fail, ok, type BridgeResult } from '../../shared/bridge/errors.ts';
import type { GraphqlPayload } from '../../shared/bridge/graphql.ts';
import { isNotFound } from '../../shared/bridge/service-errors.ts';
import { missingScopes } from '../../shared/catalogues/scopes.ts';
import { estimateCost } from '../../shared/cost/estimate.ts';
import {
  OPERATIONS,
  isOperationName,
  type OperationEntry,
} from '../../shared/operations/catalogue.ts';
import { backoffMs, sleep as realSleep } from './backoff.ts';
import { classify, throttlingOf } from './classify.ts';
import { createCreditModel, type CreditModel } from './credit-model.ts';
import { createPacer, type Pacer, type Priority } from './pacer.ts';
import { choosePageSize } from './page-size.ts';
import { signedOut, throttled } from './results.ts';
import { createGraphqlClient, type AuthSource } from './urql-client.ts';
import { coerceVariables } from './variables.ts';
import { verifyMutation, type RunQuery } from './verify-mutation.ts';

/** An allowlist entry seen without its result types (the broker handles any of them alike). */
type Entry = Omit<OperationEntry, 'document'> & { readonly document: DocumentNode };

export interface ActiveSession {
  readonly profileId: string;
  readonly baseUrl: string;
  readonly auth: AuthSource;
}

export interface BrokerOptions {
  readonly schema: GraphQLSchema;
  readonly active: () => ActiveSession | undefined;
  readonly now?: () => number;
  readonly random?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly fetch?: typeof fetch;
  readonly backgroundShare?: number;
  readonly backgroundReserve?: number;
  readonly retries?: {
    readonly credits?: number;
    readonly rateLimited?: number;
    readonly transient?: number;
  };
  /** Least time between two credit samples pushed to the renderer. */
  readonly sampleIntervalMs?: number;
}

export interface Broker {
  execute(request: GraphqlRequest): Promise<BridgeResult<GraphqlPayload<unknown>>>;
  /** Credit samples of the active profile, at most one per `sampleIntervalMs`. */
  onCredits(listener: (sample: CreditSample) => void): () => void;
  /** The active profile's model, for tools and tests. */
  model(): CreditModel | undefined;
  dispose(): void;
}

interface Account {
  readonly auth: AuthSource;
  readonly baseUrl: string;
  readonly client: Client;
  readonly model: CreditModel;
  readonly pacer: Pacer;
}

type Payload = GraphqlPayload<unknown>;

export function createBroker(options: BrokerOptions): Broker {
  const { schema } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? jitterSource;
  const sleep = options.sleep ?? realSleep;
  const limits = { credits: 6, rateLimited: 5, transient: 3, ...options.retries };
  const accounts = new Map<string, Account>();
  const listeners = new Set<(sample: CreditSample) => void>();
  const samples = createSampleThrottle(options.sampleIntervalMs ?? 250, (sample) =>
    listeners.forEach((listener) => listener(sample)),
  );

  const accountFor = (active: ActiveSession): Account => {
    const existing = accounts.get(active.profileId);
    if (existing && existing.auth === active.auth && existing.baseUrl === active.baseUrl)
      return existing;
    existing?.pacer.dispose();
    const model = existing?.baseUrl === active.baseUrl ? existing.model : createCreditModel();
    const pacer = createPacer({
      model,
      now,
      random,
      refresh: () => lookAtPool(client, model),
      ...(options.backgroundShare === undefined
        ? {}
        : { backgroundShare: options.backgroundShare }),
      ...(options.backgroundReserve === undefined
        ? {}
        : { backgroundReserve: options.backgroundReserve }),
    });
    const client = createGraphqlClient({
      baseUrl: active.baseUrl,
      auth: active.auth,
      now,
      onThrottling: (throttling, { at, windowMs }) =>
        model.observe(throttling.user_quota, at, throttling.cost, windowMs),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    if (!existing) {
      model.subscribe(() => {
        if (options.active()?.profileId !== active.profileId) return;
        const sample = model.sample();
        if (sample) samples.push(sample);
      });
    }
    const account = { auth: active.auth, baseUrl: active.baseUrl, client, model, pacer };
    accounts.set(active.profileId, account);
    return account;
  };

  const runCheck: RunQuery = async (operationName, variables) => {
    const result = await execute({ operationName, variables, priority: 'foreground' });
    if (result.ok) return { ok: true, data: result.value.data as Record<string, unknown> };
    return { ok: false, notFound: isNotFound(result.error) };
  };

  async function send(
    account: Account,
    name: string,
    entry: Entry,
    variables: Record<string, unknown>,
    estimate: number,
    priority: Priority,
    pageSize: number | null,
  ): Promise<BridgeResult<Payload>> {
    const tries = { credits: 0, rateLimited: 0, transient: 0 };
    for (;;) {
      const finish = await account.pacer.acquire(estimate, priority);
      let result;
      try {
        const source =
          entry.kind === 'query'
            ? account.client.query(entry.document, variables)
            : account.client.mutation(entry.document, variables);
        result = await source.toPromise();
      } finally {
        finish(throttlingOf(result?.extensions)?.cost ?? null);
        account.pacer.poke();
      }
      const throttling = throttlingOf(result.extensions);
      account.model.record({
        operation: name,
        estimated: estimate,
        actual: throttling?.cost ?? null,
        at: now(),
      });
      const outcome = classify(result);
      const max = account.model.bucket()?.max ?? null;
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
          const required = outcome.error.requiredCredits ?? estimate;
          const retryable = outcome.retryable && (max === null || required <= max);
          if (!retryable || tries.credits >= limits.credits) {
            return fail(throttled(outcome.error, retryable, estimate, max));
          }
          tries.credits++;
          const bucket = account.model.bucket();
          const deficit = bucket
            ? (required - (outcome.error.remainingCredits ?? 0)) / bucket.rate
            : 1;
          const waitSeconds = outcome.error.timeRemaining ?? Math.max(1, deficit);
          account.model.setWaiting(waitSeconds);
          await sleep(waitSeconds * 1000 + random() * 250);
          account.model.setWaiting(null);
          continue;
        }
        case 'rate-limited':
          if (tries.rateLimited >= limits.rateLimited) {
            return fail({
              kind: 'rate-limited',
              retryInSeconds: outcome.retryAfterSeconds,
              message: 'Too many requests to the service; wait a moment and try again.',
            });
          }
          await sleep(
            Math.max(
              backoffMs(tries.rateLimited++, random),
              (outcome.retryAfterSeconds ?? 0) * 1000,
            ),
          );
          continue;
        case 'transient':
          if (entry.idempotent && tries.transient < limits.transient) {
            await sleep(backoffMs(tries.transient++, random));
            continue;
          }
          if (!entry.idempotent) {
            const applied = await verifyMutation(name, variables, runCheck);
            return fail({
              kind: 'network',
              message: `${outcome.message}; the change ${describeApplied(applied)}.`,
              applied,
            });
          }
          return fail({ kind: 'network', message: outcome.message });
        case 'unauthorized':
          return fail(signedOut());
        case 'failed':
          return fail(outcome.error);
      }
    }
  }

  async function execute(request: GraphqlRequest): Promise<BridgeResult<Payload>> {
    const { operationName, priority = 'foreground' } = request;
    if (!isOperationName(operationName)) {
      return fail({ kind: 'invalid-input', message: `Unknown operation "${operationName}"` });
    }
    const entry: Entry = OPERATIONS[operationName];
    const active = options.active();
    const state = active?.auth.getState();
    if (!active || state?.status !== 'signed-in') return fail(signedOut());
    if (state.scopeLimited) {
      const missing = missingScopes(entry.scopes, state.scopes);
      if (missing.length > 0) {
        return fail({
          kind: 'missing-scope',
          scopes: missing,
          message: `This needs the scope ${missing.join(', ')}, which this sign-in lacks.`,
        });
      }
    }
    const coerced = coerceVariables(schema, entry, request.variables);
    if (!coerced.ok) {
      return fail({
        kind: 'invalid-input',
        message: 'The request’s variables are not valid.',
        issues: coerced.issues,
      });
    }
    const account = accountFor(active);
    let variables = coerced.variables;
    const estimateWith = (v: Record<string, unknown>): number =>
      estimateCost(schema, entry.document, v).total;
    const bucket = account.model.bucket();
    let pageSize: number | null = null;
    const sizeVariable = entry.pageSizeVariable;
    const requested = sizeVariable ? variables[sizeVariable] : undefined;
    if (sizeVariable && typeof requested === 'number' && bucket) {
      const chosen = choosePageSize({
        requested,
        estimateFor: (n) => estimateWith({ ...variables, [sizeVariable]: n }),
        max: bucket.max,
        available: priority === 'foreground' ? account.model.expected(now()) : null,
        limit: priority === 'background' ? account.pacer.pageCredits() : null,
      });
      if (chosen !== requested) {
        variables = { ...variables, [sizeVariable]: chosen };
        pageSize = chosen;
      }
    }
    const estimate = estimateWith(variables);
    if (bucket && estimate > bucket.max) return fail(throttled(null, false, estimate, bucket.max));
    return send(account, operationName, entry, variables, estimate, priority, pageSize);
  }

  return {
    execute,
    onCredits(listener) {
      listeners.add(listener);
      const active = options.active();
      const sample = active ? accounts.get(active.profileId)?.model.sample() : undefined;
      if (sample) listener(sample);
      return () => listeners.delete(listener);
    },
    model() {
      const active = options.active();
      return active ? accounts.get(active.profileId)?.model : undefined;
    },
    dispose() {
      samples.dispose();
      accounts.forEach((account) => account.pacer.dispose());
      accounts.clear();
    },
  };
}

/**
 * One look at the pool (`user_quota`, one credit), outside the queue: the pacer asks when its
 * forecast is too old to bet on (a large page, or others spending). The reply feeds the model
 * like any other.
 */
async function lookAtPool(client: Client, model: CreditModel): Promise<void> {
  const end = model.begin(1);
  try {
    await client.query(OPERATIONS.Quota.document, {}).toPromise();
  } finally {
    end();
  }
}

/** Jitter needs no secrecy, but the project keeps one source of randomness. */
const jitterSource = (): number => randomInt(0, 0x1_0000_0000) / 0x1_0000_0000;

function describeApplied(applied: 'yes' | 'no' | 'unknown'): string {
  if (applied === 'yes') return 'was applied';
  if (applied === 'no') return 'was not applied; it is safe to try again';
  return 'may or may not have been applied; check before trying again';
}

/** Forwards the latest value at most once per interval, always delivering the last one. */
function createSampleThrottle(intervalMs: number, emit: (sample: CreditSample) => void) {
  let last = 0;
  let pending: CreditSample | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = (): void => {
    timer = undefined;
    if (!pending) return;
    last = Date.now();
    const sample = pending;
    pending = null;
    emit(sample);
  };
  return {
    push(sample: CreditSample) {
      pending = sample;
      if (timer) return;
      const wait = Math.max(0, last + intervalMs - Date.now());
      if (wait === 0) flush();
      else timer = setTimeout(flush, wait);
    },
    dispose() {
      if (timer) clearTimeout(timer);
    },
  };
}
