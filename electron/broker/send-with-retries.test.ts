/**
 * A single request's way through the pacer: refused when its session ends while it waits, and
 * the allowance given back when it is never sent.
 */
import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCreditModel } from './credit-model.ts';
import { createPacer } from './pacer.ts';
import { sessionEnded } from './results.ts';
import { sendWithRetries, type SendDeps } from './send-with-retries.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

const quota = (credits: number) => ({
  credits_remaining: credits,
  max_available: 4004,
  increment_rate: 60,
});

/**
 * A pacer over a pool this client has just emptied, where a request waits for its credits; or, `full`,
 * over a full pool with a tenth of it (400 credits, restoring 6 a second) for background work.
 */
function accountOn(pool: 'empty' | 'full') {
  const full = pool === 'full';
  const model = createCreditModel();
  model.observe(quota(4004), Date.now(), 1);
  if (!full) {
    const end = model.begin(4003);
    model.observe(quota(0), Date.now(), 4003);
    end();
  }
  const pacer = createPacer({
    model,
    now: () => Date.now(),
    random: () => 0,
    backgroundShare: full ? 0.1 : 1,
    backgroundReserve: 0,
  });
  const sent: Record<string, unknown>[] = [];
  const client = {
    query: (_document: unknown, variables: Record<string, unknown>) => {
      sent.push(variables);
      return {
        toPromise: () =>
          Promise.resolve({
            data: { products: [] },
            extensions: { throttling: { cost: 1, user_quota: quota(100) } },
          }),
      };
    },
  };
  // The fake client answers only what sendWithRetries reads of a reply.
  const account = { model, pacer, client } as never as Parameters<typeof sendWithRetries>[1];
  return { account, pacer, sent };
}

const deps: SendDeps = {
  now: () => Date.now(),
  random: () => 0,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  limits: { credits: 1, rateLimited: 1, transient: 0 },
  check: () => Promise.resolve({ ok: false, error: { kind: 'network', message: 'offline' } }),
};

/** A catalogued query as planning leaves it (only what sendWithRetries reads). */
const request = (estimate: number) =>
  ({
    name: 'ProductsPage',
    entry: { kind: 'query', document: parse('query { products { id } }'), idempotent: true },
    variables: { first: 5 },
    estimate,
    priority: 'background',
    pageSize: null,
  }) as never as Parameters<typeof sendWithRetries>[2];

describe('sendWithRetries through the pacer', () => {
  it('fails as signed out when its session ends while it waits: nothing sent', async () => {
    const { account, pacer, sent } = accountOn('empty');
    const result = sendWithRetries(deps, account, request(60));
    await vi.advanceTimersByTimeAsync(100);
    // Signed in again: the account cache disposes the old session's pacer.
    pacer.dispose();
    await expect(result).resolves.toEqual({
      ok: false,
      error: sessionEnded(),
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).toEqual([]);
  });

  it('gives back the allowance when beforeSend fails and nothing is sent', async () => {
    const { account, pacer, sent } = accountOn('full');
    const journalFull = () => Promise.reject(new Error('journal full'));
    await expect(sendWithRetries(deps, account, request(400), journalFull)).rejects.toThrow(
      'journal full',
    );
    // The whole allowance is there again: the next request goes at once, not 67 s later.
    const next = sendWithRetries(deps, account, request(400));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect((await next).ok).toBe(true);
    pacer.dispose();
  });
});
