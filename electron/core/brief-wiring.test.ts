/**
 * The brief behind the bridge, through the core as the hosts use it: brought up to date for the
 * signed-in account and kept sealed, answered from what is kept, gone at sign-out; alert settings
 * kept per profile and checked on the way in.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Brief } from '../../shared/brief/brief.ts';
import { startSandbox, type SandboxHandle } from '../../sandbox/start.ts';
import { createFakeCipher } from '../auth/testing/fake-cipher.ts';
import { createDispatcher } from '../bridge/dispatcher.ts';
import { briefFileName } from '../brief/brief-store.ts';
import { silentLogger } from '../log/logger.ts';
import { createMemoryFiles, type ReplicaFiles } from '../replica/replica-files.ts';
import { createMemoryStore } from '../store/key-value-store.ts';
import type { Core } from './core.ts';
import { createCore } from './create-core.ts';

let sandbox: SandboxHandle;
let core: Core;
const memory = createMemoryFiles();
// The engine keeps the brief on file after it answers: a test waits for the write itself.
let wrote = (): void => undefined;
const files: ReplicaFiles = {
  ...memory,
  write: async (name, text) => {
    await memory.write(name, text);
    wrote();
  },
};
const onFile = (name: string): Promise<void> =>
  new Promise((resolve) => {
    const check = () => (memory.names().includes(name) ? resolve() : (wrote = check));
    check();
  });
const briefs: (Brief | null)[] = [];

beforeEach(async () => {
  sandbox = await startSandbox({ port: 0, products: 40, orders: 60 });
  core = await createCore(
    {
      sandboxUrls: { baseUrl: sandbox.url, loginUrl: sandbox.url },
      store: createMemoryStore(),
      cipher: createFakeCipher(),
      openExternal: () => Promise.resolve(),
      log: silentLogger,
      replicaFiles: files,
    },
    { catalogueCopy: false, quotaIntervalMs: 600_000 },
  );
  core.events.subscribe('brief', (brief) => briefs.push(brief));
});

afterEach(async () => {
  await core.close();
  await sandbox.close();
});

const call = (method: string, payload?: unknown) =>
  createDispatcher(core.handlers).dispatch(method, payload);

async function signIn(): Promise<void> {
  const result = await call('signIn.password', {
    profileId: 'sandbox',
    username: sandbox.demo.owner.username,
    password: sandbox.demo.owner.password,
  });
  expect(result).toMatchObject({ ok: true });
}

describe('the brief on the bridge', () => {
  it('is brought up to date, answered from what is kept, and wiped at sign-out', async () => {
    expect(await call('brief.refresh')).toMatchObject({ ok: false, error: { kind: 'signed-out' } });
    await signIn();
    const refreshed = await call('brief.refresh');
    expect(refreshed).toMatchObject({ ok: true, value: { state: 'fresh' } });
    const kept = await call('brief.get');
    expect(kept).toEqual(refreshed);
    expect(briefs.at(-1)).toEqual(refreshed.ok ? refreshed.value : undefined);
    await onFile(briefFileName('sandbox'));

    const cleared = new Promise<void>((resolve) => {
      const stop = core.events.subscribe('brief', (brief) => {
        if (brief !== null) return;
        stop();
        resolve();
      });
    });
    await call('signOut');
    await cleared;
    expect(briefs.at(-1)).toBeNull();
    expect(memory.names()).not.toContain(briefFileName('sandbox'));
    expect(await call('brief.get')).toEqual({ ok: true, value: null });
  });

  it('keeps alert settings per profile and refuses what main cannot keep to', async () => {
    await signIn();
    const settings = { kinds: ['order-on-hold', 'po-arrived'], budgetShare: 0.1 };
    expect(await call('alerts.save', settings)).toEqual({ ok: true, value: settings });
    expect(await call('alerts.get')).toEqual({ ok: true, value: settings });
    expect(await call('alerts.save', { kinds: ['order-on-hold'], budgetShare: 2 })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
    expect(await call('alerts.save', { kinds: ['everything'], budgetShare: 0.05 })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
    expect(await call('alerts.get')).toEqual({ ok: true, value: settings });
  });
});
