import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_PROFILE_ID } from '../profiles/profile.ts';
import type { ServiceUrls } from './profile-catalogue.ts';
import { startHarness, type Harness } from './testing/sandbox-harness.ts';
import { usableToken } from './testing/session-checks.ts';

/**
 * Electron main starts the embedded sandbox the first time the built-in profile is used. Here
 * the controller gets a starter that counts how often it was asked and then hands out the
 * harness's real sandbox; sign-ins go through it as they would in the app.
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

function countedStarter() {
  let starts = 0;
  const start = (): Promise<ServiceUrls> => {
    starts += 1;
    return Promise.resolve({ baseUrl: h.sandbox.url, loginUrl: h.sandbox.url });
  };
  return { start, starts: () => starts };
}

describe('the built-in sandbox, started on first use', () => {
  it('does not start to list profiles, show the sign-in screen or select it; its first sign-in starts it once', async () => {
    const sandbox = countedStarter();
    const controller = h.restart(sandbox.start);
    const started = h.sent(await controller.start());
    expect(started).toMatchObject({
      activeProfileId: SANDBOX_PROFILE_ID,
      session: { status: 'signed-out' },
    });
    expect(controller.listProfiles()[0]).toMatchObject({ id: SANDBOX_PROFILE_ID, baseUrl: '' });
    h.value(await controller.selectProfile(SANDBOX_PROFILE_ID));
    expect(sandbox.starts()).toBe(0);

    h.value(
      await controller.signInWithPassword({
        profileId: SANDBOX_PROFILE_ID,
        ...h.sandbox.demo.owner,
      }),
    );
    expect(sandbox.starts()).toBe(1);
    expect(controller.listProfiles()[0]).toMatchObject({ baseUrl: h.sandbox.url });
    const active = controller.activeSession();
    if (active === undefined) throw new Error('not signed in');
    expect(active.profile.baseUrl).toBe(h.sandbox.url);
    await usableToken(h, active.session);

    h.value(await controller.signOut());
    h.value(
      await controller.signInWithDeveloperTokens({
        profileId: SANDBOX_PROFILE_ID,
        ...h.developerTokens(),
      }),
    );
    expect(sandbox.starts()).toBe(1);
  });

  it('never starts for someone who uses only their own profile, across restarts', async () => {
    const own = h.value(
      await h.controller.saveProfile({
        name: 'Ours',
        baseUrl: h.sandbox.url,
        loginUrl: h.sandbox.url,
        clientId: 'x',
        method: 'password',
      }),
    );
    h.value(await h.controller.signInWithPassword({ profileId: own.id, ...h.sandbox.demo.owner }));

    const sandbox = countedStarter();
    const restarted = h.restart(sandbox.start);
    const snapshot = h.sent(await restarted.start());
    expect(snapshot).toMatchObject({ activeProfileId: own.id, session: { status: 'signed-in' } });
    expect(sandbox.starts()).toBe(0);
  });

  it('starts at start-up for someone who was signed in to it last time, and resumes that sign-in', async () => {
    h.value(
      await h.controller.signInWithPassword({
        profileId: SANDBOX_PROFILE_ID,
        ...h.sandbox.demo.owner,
      }),
    );
    const sandbox = countedStarter();
    const restarted = h.restart(sandbox.start);
    const snapshot = h.sent(await restarted.start());
    expect(sandbox.starts()).toBe(1);
    expect(snapshot.session).toMatchObject({ status: 'signed-in', method: 'password' });
  });

  it('a sandbox that cannot start fails that sign-in with a typed error, and the next one retries', async () => {
    let attempts = 0;
    const controller = h.restart(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('listen EADDRINUSE'))
        : Promise.resolve({ baseUrl: h.sandbox.url, loginUrl: h.sandbox.url });
    });
    await controller.start();
    const failed = h.sent(
      await controller.signInWithPassword({
        profileId: SANDBOX_PROFILE_ID,
        ...h.sandbox.demo.owner,
      }),
    );
    expect(failed).toMatchObject({
      ok: false,
      error: {
        kind: 'server',
        message: expect.stringContaining('Sandbox could not start') as string,
      },
    });
    expect(h.logLines.join('\n')).toContain('EADDRINUSE');
    h.value(
      await controller.signInWithPassword({
        profileId: SANDBOX_PROFILE_ID,
        ...h.sandbox.demo.owner,
      }),
    );
    expect(attempts).toBe(2);
  });
});
