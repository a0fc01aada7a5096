import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../../shared/bridge/contract.ts';
import { ok } from '../../shared/bridge/errors.ts';
import type { SessionState } from '../../shared/bridge/session.ts';
import { createFakeScheduler } from '../time/testing/fake-scheduler.ts';
import { silentLogger } from '../log/logger.ts';
import { startKioskResume } from './kiosk-resume.ts';
import type { KioskSessionControl } from './sign-in-port.ts';

const unreachable: SessionState = {
  status: 'signed-out',
  profileId: 'sandbox',
  reason: 'unreachable',
  message: 'The server could not be reached.',
};
const signedIn: SessionState = {
  status: 'signed-in',
  profileId: 'sandbox',
  method: 'oauth',
  scopes: ['view:orders'],
  scopeLimited: true,
  expiresAt: 0,
  persistence: 'stored',
};

/** A controller whose resume succeeds once the service "comes back" after `failures` tries. */
function fakeController(failures: number) {
  let session = unreachable;
  let tries = 0;
  const listeners = new Set<(s: SessionSnapshot) => void>();
  const snapshot = (): SessionSnapshot => ({
    activeProfileId: 'sandbox',
    session,
    progress: { phase: 'idle' },
  });
  const controller: KioskSessionControl = {
    snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    selectProfile: () => {
      tries += 1;
      session = tries > failures ? signedIn : unreachable;
      for (const listener of [...listeners]) listener(snapshot());
      return Promise.resolve(ok(snapshot()));
    },
  };
  return { controller, tries: () => tries, end: (s: SessionState) => (session = s) };
}

describe('kiosk resume', () => {
  it('retries an unreachable resume with back-off until it is signed in', async () => {
    const clock = createFakeScheduler();
    const fake = fakeController(2);
    const resume = startKioskResume({
      controller: fake.controller,
      active: () => true,
      log: silentLogger,
      scheduler: clock,
      policy: { firstDelayMs: 1_000, maxDelayMs: 8_000 },
    });
    clock.advance(999);
    expect(fake.tries()).toBe(0);
    clock.advance(1);
    await Promise.resolve();
    expect(fake.tries()).toBe(1);
    clock.advance(2_000);
    await Promise.resolve();
    expect(fake.tries()).toBe(2);
    clock.advance(4_000);
    await Promise.resolve();
    expect(fake.tries()).toBe(3);
    expect(fake.controller.snapshot().session.status).toBe('signed-in');
    clock.advance(60_000);
    expect(fake.tries()).toBe(3);
    expect(clock.pendingCount()).toBe(0);
    resume.stop();
  });

  it('leaves a session that ended for good, and stops outside kiosk mode', () => {
    const clock = createFakeScheduler();
    const fake = fakeController(0);
    fake.end({ status: 'signed-out', profileId: 'sandbox', reason: 'session-expired' });
    startKioskResume({
      controller: fake.controller,
      active: () => true,
      log: silentLogger,
      scheduler: clock,
    }).stop();
    expect(clock.pendingCount()).toBe(0);

    const other = fakeController(0);
    let active = true;
    const resume = startKioskResume({
      controller: other.controller,
      active: () => active,
      log: silentLogger,
      scheduler: clock,
    });
    active = false;
    clock.advance(120_000);
    expect(other.tries()).toBe(0);
    resume.stop();
    expect(clock.pendingCount()).toBe(0);
  });
});
