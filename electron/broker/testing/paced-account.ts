/**
 * An account for the send tests: a credit model, its pacer and a fake client that records what
 * it was asked to send and answers every request with `data`. `empty` is a pool this client has
 * just emptied, where a request waits for its credits; `full` is a full pool with a tenth of it
 * (400 credits, restoring 6 a second) for background work. The pacer and `deps` (one try for
 * credits and for a rate limit, none for a transient failure; checks fail offline) run on
 * `scheduler`, a fake clock at 0.
 */
import { createCreditModel } from '../credit-model.ts';
import { createPacer } from '../pacer.ts';
import type { SendDeps } from '../send-with-retries.ts';
import { createFakeScheduler } from '../../time/testing/fake-scheduler.ts';

const quota = (credits: number) => ({
  credits_remaining: credits,
  max_available: 4004,
  increment_rate: 60,
});

export function pacedAccount(
  pool: 'empty' | 'full',
  kind: 'query' | 'mutation',
  data: Record<string, unknown>,
) {
  const full = pool === 'full';
  const scheduler = createFakeScheduler(0);
  const model = createCreditModel();
  model.observe(quota(4004), scheduler.now(), 1);
  if (!full) {
    const end = model.begin(4003);
    model.observe(quota(0), scheduler.now(), 4003);
    end();
  }
  const pacer = createPacer({
    model,
    scheduler,
    random: () => 0,
    backgroundShare: full ? 0.1 : 1,
    backgroundReserve: 0,
  });
  const sent: Record<string, unknown>[] = [];
  const answer = (_document: unknown, variables: Record<string, unknown>) => {
    sent.push(variables);
    return {
      toPromise: () =>
        Promise.resolve({
          data,
          extensions: { throttling: { cost: 1, user_quota: quota(100), cost_detail: {} } },
        }),
    };
  };
  const client = kind === 'query' ? { query: answer } : { mutation: answer };
  const deps: SendDeps = {
    scheduler,
    random: () => 0,
    limits: { credits: 1, rateLimited: 1, transient: 0 },
    check: () => Promise.resolve({ ok: false, error: { kind: 'network', message: 'offline' } }),
  };
  return { scheduler, deps, model, pacer, client, sent };
}
