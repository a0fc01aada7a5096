import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../sandbox/start.ts';
import { createFakeCipher } from '../auth/testing/fake-cipher.ts';
import { createDispatcher } from '../bridge/dispatcher.ts';
import { createJournalStore } from '../bulk/journal/journal-store.ts';
import { stockPlanOf } from '../bulk/stock/testing/stock-plan-of.ts';
import { createLogger, createMemorySink } from '../log/logger.ts';
import { SANDBOX_PROFILE_ID } from '../profiles/profile.ts';
import { createMemoryStore } from '../store/key-value-store.ts';
import type { Core } from './core.ts';
import { createCore } from './create-core.ts';

/** Removing a profile through the bridge deletes what Floorboard kept for it: its import journals. */

let sandbox: SandboxHandle;
let core: Core;
let dir: string;
const cipher = createFakeCipher();

beforeEach(async () => {
  sandbox = await startSandbox({ port: 0, products: 5, orders: 2 });
  dir = await mkdtemp(join(tmpdir(), 'remove-profile-'));
  core = await createCore(
    {
      sandboxUrls: { baseUrl: sandbox.url, loginUrl: sandbox.url },
      store: createMemoryStore(),
      cipher,
      importJournal: { dir, cipher },
      openExternal: () => Promise.resolve(),
      log: createLogger({ sink: createMemorySink().sink }),
    },
    { quotaIntervalMs: 60_000, catalogueCopy: false },
  );
});

afterEach(async () => {
  await core.close();
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

async function savedProfile(dispatch: (method: string, payload: unknown) => Promise<unknown>) {
  const saved = (await dispatch('profiles.save', {
    name: 'Ops',
    baseUrl: sandbox.url,
    loginUrl: sandbox.url,
    clientId: 'x',
    method: 'password',
  })) as { ok: true; value: { id: string } } | { ok: false; error: { message: string } };
  if (!saved.ok) throw new Error(saved.error.message);
  return saved.value.id;
}

describe('removing a profile', () => {
  it('deletes its import journals and keeps the other profiles’ ones', async () => {
    const dispatcher = createDispatcher(core.handlers);
    const dispatch = (method: string, payload: unknown) => dispatcher.dispatch(method, payload);
    const profileId = await savedProfile(dispatch);
    const journals = createJournalStore({ dir, cipher });
    const plan = { kind: 'stock', fileName: 'a.csv', rows: [], skipped: [] };
    await (await journals.create(profileId, plan)).close();
    const kept = await journals.create(SANDBOX_PROFILE_ID, plan);
    await kept.close();
    expect(await readdir(dir)).toHaveLength(2);

    expect(await dispatch('profiles.remove', { id: profileId })).toMatchObject({ ok: true });
    // The folder's lock file stays beside the journals while the core runs.
    const journalFiles = (await readdir(dir)).filter((name) => name.endsWith('.journal'));
    expect(journalFiles).toEqual([`${kept.runId}.journal`]);
  });

  it('says first how many resumable imports it would delete, for a well-formed id only', async () => {
    const dispatcher = createDispatcher(core.handlers);
    const dispatch = (method: string, payload: unknown) => dispatcher.dispatch(method, payload);
    const profileId = await savedProfile(dispatch);
    const journals = createJournalStore({ dir, cipher });
    // One row still to send: runs journalled and then interrupted before it went.
    const oneRowPlan = stockPlanOf(sandbox, { rows: 1, fileName: 'count.csv' });
    await (await journals.create(profileId, oneRowPlan)).close();
    await (await journals.create(profileId, oneRowPlan)).close();
    // Nothing left to send: not resumable, so not counted (it is deleted all the same).
    const empty = { kind: 'stock', fileName: 'a.csv', rows: [], skipped: [] };
    await (await journals.create(profileId, empty)).close();
    await (await journals.create(SANDBOX_PROFILE_ID, oneRowPlan)).close();

    expect(await dispatch('profiles.removalInfo', { id: profileId })).toEqual({
      ok: true,
      value: { resumableImports: 2 },
    });
    for (const payload of [{ id: 5 }, { id: profileId, extra: true }, undefined]) {
      expect(await dispatch('profiles.removalInfo', payload)).toMatchObject({
        ok: false,
        error: { kind: 'invalid-input' },
      });
    }
    expect(await dispatch('profiles.remove', { id: profileId })).toMatchObject({ ok: true });
    expect(await dispatch('profiles.removalInfo', { id: profileId })).toEqual({
      ok: true,
      value: { resumableImports: 0 },
    });
    expect(await dispatch('profiles.removalInfo', { id: SANDBOX_PROFILE_ID })).toEqual({
      ok: true,
      value: { resumableImports: 1 },
    });
  });
});
