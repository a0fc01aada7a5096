/**
 * One credit model, pacer and urql client per profile. A profile signed in again (a new session)
 * or pointed elsewhere gets a fresh client and pacer; the model survives a new session on the
 * same service, since the pool belongs to the account, not to the token.
 */
import type { Client } from '@urql/core';
import type { Logger } from '../log/logger.ts';
import type { ActiveSession } from './active-session.ts';
import { createCreditModel, type CreditModel } from './credit-model.ts';
import type { ShareTuning } from './fair-share.ts';
import { DEFAULT_BACKGROUND_SHARE } from '../../shared/cost/background-share.ts';
import { createPacer, type Pacer } from './pacer.ts';
import { createRequestWindow, type RequestWindow } from './request-window.ts';
import { lookAtPool } from './pool-look.ts';
import { createGraphqlClient, type AuthSource } from './urql-client.ts';
import type { Scheduler } from '../time/scheduler.ts';

export interface Account {
  readonly auth: AuthSource;
  readonly baseUrl: string;
  readonly client: Client;
  readonly model: CreditModel;
  readonly pacer: Pacer;
  /** The account's request cap as this client paces it (kept across sessions, as the model). */
  readonly requests: RequestWindow;
}

export interface AccountCacheOptions {
  /** Time for replies, and the pacers' clock and timers. */
  readonly scheduler: Scheduler;
  readonly random: () => number;
  readonly log: Logger;
  readonly fetch?: typeof fetch;
  readonly backgroundShare?: number;
  /** Share of the request cap background work may use (the credit share when not given). */
  readonly requestShare?: number;
  /** The service's request cap, when it differs from the real one (a sandbox's settings). */
  readonly requestLimit?: number;
  readonly requestWindowMs?: number;
  readonly backgroundReserve?: number;
  readonly copyGrantShare?: number;
  readonly tuning?: ShareTuning;
  /** Called when a profile's model changed (a reply, a wait), with that profile's id. */
  readonly onModelChange: (profileId: string, model: CreditModel) => void;
}

export interface AccountCache {
  accountFor(active: ActiveSession): Account;
  get(profileId: string): Account | undefined;
  dispose(): void;
}

export function createAccountCache(options: AccountCacheOptions): AccountCache {
  const { scheduler, random } = options;
  const now = (): number => scheduler.now();
  const accounts = new Map<string, Account>();

  const create = (active: ActiveSession, existing: Account | undefined): Account => {
    const { id, baseUrl } = active.profile;
    const auth = active.session;
    const model =
      existing?.baseUrl === baseUrl
        ? existing.model
        : createCreditModel({
            log: options.log,
            ...(options.tuning ? { quietClearsMs: options.tuning.quietClearsMs } : {}),
          });
    const client = createGraphqlClient({
      baseUrl,
      auth,
      now,
      onThrottling: (throttling, { at, windowMs }) =>
        model.observe(throttling.user_quota, at, throttling.cost, windowMs),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    const requests =
      existing?.baseUrl === baseUrl
        ? existing.requests
        : createRequestWindow({
            backgroundShare:
              options.requestShare ?? options.backgroundShare ?? DEFAULT_BACKGROUND_SHARE,
            ...(options.requestLimit === undefined ? {} : { limit: options.requestLimit }),
            ...(options.requestWindowMs === undefined ? {} : { windowMs: options.requestWindowMs }),
          });
    const pacer = createPacer({
      model,
      requests,
      scheduler,
      random,
      refresh: () => lookAtPool(client, model),
      ...(options.backgroundShare === undefined
        ? {}
        : { backgroundShare: options.backgroundShare }),
      ...(options.backgroundReserve === undefined
        ? {}
        : { backgroundReserve: options.backgroundReserve }),
      ...(options.copyGrantShare === undefined ? {} : { copyGrantShare: options.copyGrantShare }),
      ...(options.tuning ? { tuning: options.tuning } : {}),
    });
    if (model !== existing?.model) model.subscribe(() => options.onModelChange(id, model));
    return { auth, baseUrl, client, model, pacer, requests };
  };

  return {
    accountFor(active) {
      const existing = accounts.get(active.profile.id);
      if (
        existing &&
        existing.auth === active.session &&
        existing.baseUrl === active.profile.baseUrl
      ) {
        return existing;
      }
      existing?.pacer.dispose();
      const account = create(active, existing);
      accounts.set(active.profile.id, account);
      return account;
    },
    get: (profileId) => accounts.get(profileId),
    dispose() {
      accounts.forEach((account) => account.pacer.dispose());
      accounts.clear();
    },
  };
}
