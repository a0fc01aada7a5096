/**
 * The brief follows the session in order: a signed-in session still waiting for its access token
 * when the session ends never starts the brief again after the end stopped it (a fake controller
 * whose tokens the test hands out).
 */
import { describe, expect, it } from 'vitest';
import type { Brief } from '../../shared/brief/brief.ts';
import type { SessionSnapshot } from '../../shared/bridge/contract.ts';
import type { SessionState } from '../../shared/bridge/session.ts';
import { SIGNED_IN } from './testing/session-states.ts';
import { fail } from '../../shared/bridge/errors.ts';
import { createFakeCipher } from '../auth/testing/fake-cipher.ts';
import type { AccessTokenResult } from '../auth/token-session.ts';
import { createEventHub } from '../bridge/event-hub.ts';
import { silentLogger } from '../log/logger.ts';
import { createMemoryFiles } from '../replica/replica-files.ts';
import { createMemoryStore } from '../store/key-value-store.ts';
import { connectBrief, type BriefController } from './brief-wiring.ts';

// A session that ends keeps the brief's file: a brief started after it would load and show it.
const ENDED: SessionState = { status: 'signed-out', profileId: 'p', reason: 'session-expired' };

function fakeController() {
  let state: SessionState = SIGNED_IN;
  const waiting: ((result: AccessTokenResult) => void)[] = [];
  let asked = (): void => undefined;
  const listeners = new Set<(snapshot: SessionSnapshot) => void>();
  const active = {
    profile: { id: 'p', baseUrl: 'https://service.example' },
    session: {
      getState: () => state,
      getAccessToken: () =>
        new Promise<AccessTokenResult>((resolve) => {
          waiting.push(resolve);
          asked();
        }),
    },
  };
  const snapshot = (): SessionSnapshot => ({
    activeProfileId: 'p',
    session: state,
    progress: { phase: 'idle' },
  });
  const controller: BriefController = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot,
    activeSession: () => active,
  };
  const become = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener(snapshot());
  };
  /** Hands out the token asked for next, once it is asked for. */
  const handToken = async (): Promise<void> => {
    if (waiting.length === 0) await new Promise<void>((resolve) => (asked = resolve));
    waiting.shift()?.({ ok: true, value: 'token-1' });
  };
  return { controller, become, handToken };
}

describe('the brief following the session', () => {
  it('stays stopped when a sign-out comes while a sign-in waits for its token', async () => {
    const fake = fakeController();
    const events = createEventHub();
    const briefs: (Brief | null)[] = [];
    events.subscribe('brief', (brief) => briefs.push(brief));
    const wiring = connectBrief({
      broker: {
        run: () => Promise.resolve(fail({ kind: 'network', message: 'No network.' })),
        model: () => undefined,
      },
      replica: { lookup: () => ({ ready: false, product: null }) },
      controller: fake.controller,
      store: createMemoryStore(),
      cipher: createFakeCipher(),
      files: createMemoryFiles(),
      events,
      kiosk: () => false,
      log: silentLogger,
    });
    // Signed in: a refresh (which fails) leaves a brief kept on file.
    fake.become(SIGNED_IN);
    await fake.handToken();
    // A refresh first waits for the follows queued before it.
    expect(await wiring.handlers['brief.refresh'](undefined)).toMatchObject({
      ok: true,
      value: { state: 'stale' },
    });
    // A token refresh's event, then the session ends while that follow waits for its token.
    fake.become(SIGNED_IN);
    fake.become(ENDED);
    await fake.handToken();
    // Waits for both follows to end, as a refresh does; signed out, it refreshes nothing.
    expect(await wiring.handlers['brief.refresh'](undefined)).toMatchObject({
      ok: false,
      error: { kind: 'signed-out' },
    });
    // Ended last: nothing is started again, so nothing is answered and the last word is null.
    expect(await wiring.handlers['brief.get'](undefined)).toEqual({ ok: true, value: null });
    expect(briefs.at(-1)).toBeNull();
    await wiring.close();
  });
});
