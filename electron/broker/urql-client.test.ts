import { describe, expect, it } from 'vitest';
import { createGraphqlClient, type AuthSource } from './urql-client.ts';

const auth: AuthSource = {
  getAccessToken: () => Promise.resolve({ ok: true, value: 'test-token' }),
  onUnauthorized: () => Promise.resolve({ ok: false, error: 'refused' }),
  getState: () => ({ status: 'signed-out', profileId: 'test' }),
};

/** A service that never answers: the request ends only when its signal aborts. */
function silentFetch() {
  const signals: AbortSignal[] = [];
  const fetch: typeof globalThis.fetch = (_input, init) =>
    new Promise((_resolve, reject) => {
      const signal = init?.signal;
      if (!signal) return; // never ends: the test times out and fails
      signals.push(signal);
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
  return { fetch, signals };
}

const clientOver = (fetch: typeof globalThis.fetch, requestTimeoutMs?: number) =>
  createGraphqlClient({
    baseUrl: 'http://127.0.0.1:1',
    auth,
    onThrottling: () => undefined,
    fetch,
    ...(requestTimeoutMs === undefined ? {} : { requestTimeoutMs }),
  });

describe('graphql client', () => {
  it('gives up on a reply that never comes, although urql passes a signal of its own', async () => {
    const service = silentFetch();
    const client = clientOver(service.fetch, 10);
    const result = await client
      .query('query Quota { user_quota { credits_remaining } }', {})
      .toPromise();
    expect(result.error?.networkError?.name).toBe('TimeoutError');
    expect(service.signals).toHaveLength(1);
  });

  it('still ends the request when urql tears the operation down', async () => {
    const service = silentFetch();
    const client = clientOver(service.fetch);
    const subscription = client
      .query('query Quota { user_quota { credits_remaining } }', {})
      .subscribe(() => undefined);
    await expect.poll(() => service.signals.length).toBe(1);
    subscription.unsubscribe();
    expect(service.signals[0]?.aborted).toBe(true);
  });
});
