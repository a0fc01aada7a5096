import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileInput } from '../../shared/bridge/contract.ts';
import { startSandbox } from '../../sandbox/start.ts';
import { vaultKey } from '../auth/vault.ts';
import { SANDBOX_PROFILE_ID } from '../profiles/profile.ts';
import type { ActiveSession } from './sign-in-controller.ts';
import { startHarness, type Harness } from './testing/sandbox-harness.ts';
import { usableToken } from './testing/session-checks.ts';

/**
 * Profiles and start-up through the controller, against the real sandbox (password sign-ins; no
 * loopback port). After every test, nothing captured for the renderer or the log may contain a
 * token the sandbox issued.
 */

let h: Harness;

beforeEach(async () => {
  h = await startHarness();
});

afterEach(async () => {
  const leaks = h.leaks();
  await h.close();
  expect(leaks).toEqual([]);
});

const owner = (): { username: string; password: string } => h.sandbox.demo.owner;

function sandboxProfile(name: string, method: ProfileInput['method']): ProfileInput {
  return { name, baseUrl: h.sandbox.url, loginUrl: h.sandbox.url, clientId: 'x', method };
}

describe('profiles', () => {
  it('lists the built-in profile first and refuses to edit or remove it', async () => {
    expect(h.controller.listProfiles()).toEqual([
      expect.objectContaining({ id: SANDBOX_PROFILE_ID, builtIn: true, method: 'oauth' }),
    ]);
    const edit = await h.controller.saveProfile({
      id: SANDBOX_PROFILE_ID,
      ...sandboxProfile('Mine now', 'password'),
    });
    expect(edit).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(await h.controller.removeProfile(SANDBOX_PROFILE_ID)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
  });

  it('validates input, and reports the problems as invalid-input', async () => {
    const result = await h.controller.saveProfile({
      ...sandboxProfile('Remote', 'password'),
      baseUrl: 'http://warehouse.example.com',
    });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: expect.stringContaining('https://') as string },
    });
  });

  it('switches profiles; a profile signs in only its own way; removal needs a switch and signs out', async () => {
    const changes: (ActiveSession | undefined)[] = [];
    h.controller.onActiveSessionChange((change) => changes.push(change));
    const saved = h.value(await h.controller.saveProfile(sandboxProfile('Ops', 'password')));
    expect(saved).toMatchObject({ name: 'Ops', builtIn: false, method: 'password' });

    const wrongWay = await h.controller.signInWithDeveloperTokens({
      profileId: saved.id,
      ...h.developerTokens(),
    });
    expect(wrongWay).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });

    h.value(await h.controller.signInWithPassword({ profileId: saved.id, ...owner() }));
    expect(h.controller.snapshot()).toMatchObject({
      activeProfileId: saved.id,
      session: { status: 'signed-in', profileId: saved.id },
    });
    expect(changes.at(-1)?.profile.id).toBe(saved.id);
    await usableToken(h, h.active().session);

    expect(await h.controller.removeProfile(saved.id)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: expect.stringContaining('Switch') as string },
    });
    const switched = h.value(await h.controller.selectProfile(SANDBOX_PROFILE_ID));
    expect(switched).toMatchObject({ activeProfileId: SANDBOX_PROFILE_ID });
    expect(switched.session.status).toBe('signed-out');
    expect(changes.at(-1)).toBeUndefined(); // the sandbox profile has no session yet

    h.value(await h.controller.removeProfile(saved.id));
    expect(await h.vault.load(saved.id)).toEqual({ status: 'none' });
    expect(h.controller.listProfiles().map((p) => p.id)).toEqual([SANDBOX_PROFILE_ID]);
  });

  it('ends the session when a profile is pointed at another server', async () => {
    const saved = h.value(await h.controller.saveProfile(sandboxProfile('Ops', 'password')));
    h.value(await h.controller.signInWithPassword({ profileId: saved.id, ...owner() }));
    const { session } = h.active();
    h.value(
      await h.controller.saveProfile({ ...sandboxProfile('Renamed', 'password'), id: saved.id }),
    );
    expect(h.controller.activeSession()?.session).toBe(session); // a new name keeps the session
    h.value(
      await h.controller.saveProfile({
        ...sandboxProfile('Elsewhere', 'password'),
        id: saved.id,
        baseUrl: 'http://127.0.0.1:9',
      }),
    );
    expect(h.controller.activeSession()).toBeUndefined();
    expect(h.controller.snapshot().session.status).toBe('signed-out');
    expect(await h.vault.load(saved.id)).toEqual({ status: 'none' });
  });
});

describe('start-up', () => {
  it('resumes the stored sign-in of the last active profile', async () => {
    h.value(await h.controller.signInWithPassword({ profileId: SANDBOX_PROFILE_ID, ...owner() }));
    const restarted = h.restart();
    const statuses: string[] = [];
    restarted.subscribe((snapshot) => statuses.push(snapshot.session.status));
    const snapshot = h.sent(await restarted.start());
    expect(snapshot.session).toMatchObject({ status: 'signed-in', method: 'password' });
    expect(statuses).toContain('restoring');
    const resumed = restarted.activeSession();
    if (resumed === undefined) throw new Error('nothing resumed');
    await usableToken(h, resumed.session);
  });

  it('starts signed out, calmly, when the stored sign-in is no longer accepted', async () => {
    h.value(await h.controller.signInWithPassword({ profileId: SANDBOX_PROFILE_ID, ...owner() }));
    // The embedded sandbox of the next run has never seen that refresh token.
    const next = await startSandbox({ port: 0, products: 5, orders: 5 });
    try {
      const snapshot = h.sent(await h.restart(next.url).start());
      expect(snapshot.session).toMatchObject({ status: 'signed-out', reason: 'session-expired' });
      // Deleted from disk (the first run's vault still caches it in memory, so read the store).
      expect(h.store.get(vaultKey(SANDBOX_PROFILE_ID))).toBeUndefined();
    } finally {
      await next.close();
    }
  });
});
