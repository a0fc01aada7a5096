/**
 * A single request's way through the pacer: refused when its session ends while it waits, and
 * the allowance given back when it is never sent.
 */
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { sessionEnded } from './results.ts';
import { pacedAccount } from './testing/paced-account.ts';
import { runFor } from '../time/testing/run-for.ts';
import { sendWithRetries } from './send-with-retries.ts';

/** The fake client answers only what sendWithRetries reads of a reply. */
function accountOn(pool: 'empty' | 'full') {
  const { scheduler, deps, model, pacer, client, sent } = pacedAccount(pool, 'query', {
    products: [],
  });
  const account = { model, pacer, client } as never as Parameters<typeof sendWithRetries>[1];
  return { scheduler, deps, account, pacer, sent };
}

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
    const { scheduler, deps, account, pacer, sent } = accountOn('empty');
    const result = sendWithRetries(deps, account, request(60));
    await runFor(scheduler, 100);
    // Signed in again: the account cache disposes the old session's pacer.
    pacer.dispose();
    await expect(result).resolves.toEqual({
      ok: false,
      error: sessionEnded(),
    });
    await runFor(scheduler, 5_000);
    expect(sent).toEqual([]);
  });

  it('gives back the allowance when beforeSend fails and nothing is sent', async () => {
    const { scheduler, deps, account, pacer, sent } = accountOn('full');
    const journalFull = () => Promise.reject(new Error('journal full'));
    await expect(sendWithRetries(deps, account, request(400), journalFull)).rejects.toThrow(
      'journal full',
    );
    // The whole allowance is there again: the next request goes at once, not 67 s later.
    const next = sendWithRetries(deps, account, request(400));
    await runFor(scheduler, 0);
    expect(sent).toHaveLength(1);
    expect((await next).ok).toBe(true);
    pacer.dispose();
  });
});
