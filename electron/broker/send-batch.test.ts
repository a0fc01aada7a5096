/**
 * A batch withdrawn by its signal while it waits in the pacer (a paused import) leaves the queue
 * at once, sends nothing and says so; one whose signal never aborts is sent once the credits come.
 */
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { sessionEnded } from './results.ts';
import { pacedAccount } from './testing/paced-account.ts';
import { runFor } from '../time/testing/run-for.ts';
import { sendBatch, type PlannedBatch } from './send-batch.ts';

/** The fake client answers only what sendBatch reads of a reply. */
function accountOn(pool: 'empty' | 'full') {
  const { scheduler, deps, model, pacer, client, sent } = pacedAccount(pool, 'mutation', {
    b0_inventory_add: { request_id: 'r' },
  });
  const account = { model, pacer, client } as never as Parameters<typeof sendBatch>[1];
  return { scheduler, deps, account, pacer, sent };
}

const batch = (signal?: AbortSignal): PlannedBatch => ({
  document: parse('mutation Batch { b0_inventory_add: inventory_add(data: {}) { request_id } }'),
  variables: { b0_data: { sku: 'A' } },
  parts: [{ rootFields: ['inventory_add'], estimate: 60 }],
  estimate: 60,
  priority: 'background',
  ...(signal ? { signal } : {}),
});

describe('sendBatch with a signal', () => {
  it('is withdrawn from the pacer when its signal aborts: nothing sent, beforeSend never run', async () => {
    const { scheduler, deps, account, pacer, sent } = accountOn('empty');
    const pause = new AbortController();
    let journalled = 0;
    const outcome = sendBatch(deps, account, batch(pause.signal), () => {
      journalled++;
      return Promise.resolve();
    });
    await runFor(scheduler, 100);
    expect(pacer.pending()).toBe(1);
    pause.abort(new Error('paused'));
    await expect(outcome).resolves.toEqual({ kind: 'withdrawn' });
    expect(pacer.pending()).toBe(0);
    expect(sent).toEqual([]);
    expect(journalled).toBe(0);
    pacer.dispose();
  });

  it('fails as signed out when its session ends while it waits: nothing sent', async () => {
    const { scheduler, deps, account, pacer, sent } = accountOn('empty');
    const outcome = sendBatch(deps, account, batch(new AbortController().signal));
    await runFor(scheduler, 100);
    // Signed in again: the account cache disposes the old session's pacer.
    pacer.dispose();
    await expect(outcome).resolves.toEqual({
      kind: 'failed',
      error: sessionEnded(),
    });
    await runFor(scheduler, 5_000);
    expect(sent).toEqual([]);
  });

  it('gives back the allowance when beforeSend fails and nothing is sent', async () => {
    const { scheduler, deps, account, pacer, sent } = accountOn('full');
    const whole = { ...batch(), estimate: 400 };
    const journalFull = () => Promise.reject(new Error('journal full'));
    await expect(sendBatch(deps, account, whole, journalFull)).rejects.toThrow('journal full');
    // The whole allowance is there again: the next batch goes at once, not 67 s later.
    const next = sendBatch(deps, account, whole);
    await runFor(scheduler, 0);
    expect(sent).toHaveLength(1);
    await expect(next).resolves.toMatchObject({ kind: 'sent' });
    pacer.dispose();
  });

  it('is sent once its credits come when its signal does not abort', async () => {
    const { scheduler, deps, account, pacer, sent } = accountOn('empty');
    const pause = new AbortController();
    const outcome = sendBatch(deps, account, batch(pause.signal));
    await runFor(scheduler, 5_000);
    await expect(outcome).resolves.toMatchObject({ kind: 'sent' });
    expect(sent).toEqual([{ b0_data: { sku: 'A' } }]);
    pacer.dispose();
  });
});
