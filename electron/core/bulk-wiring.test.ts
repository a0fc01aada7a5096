import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../../shared/bridge/contract.ts';
import type { SessionState } from '../../shared/bridge/session.ts';
import { createLogger } from '../log/logger.ts';
import { connectBulk } from './bulk-wiring.ts';

function wiring() {
  const forgotten: { profileId: string; keepResumable: boolean | undefined }[] = [];
  let cancelled = 0;
  let listener: (snapshot: SessionSnapshot) => void = () => undefined;
  const stop = connectBulk({
    imports: {
      forget: (profileId, options) => {
        forgotten.push({ profileId, keepResumable: options?.keepResumable });
        return Promise.resolve();
      },
    },
    exports: {
      cancelAll: () => {
        cancelled++;
      },
    },
    controller: {
      subscribe: (next) => {
        listener = next;
        return () => undefined;
      },
    },
    log: createLogger({ sink: () => undefined }),
  });
  const emit = (session: SessionState): void =>
    listener({ activeProfileId: session.profileId, session, progress: { phase: 'idle' } });
  return { forgotten, cancelled: () => cancelled, emit, stop };
}

describe('bulk work follows the session', () => {
  it('signing out cancels exports and forgets the profile’s imports, but not resumable ones', async () => {
    const w = wiring();
    w.emit({ status: 'signed-out', profileId: 'p1', reason: 'signed-out' });
    await expect.poll(() => w.forgotten).toEqual([{ profileId: 'p1', keepResumable: true }]);
    expect(w.cancelled()).toBe(1);
  });

  it('an expired sign-in cancels exports but keeps the journals for the next sign-in', async () => {
    const w = wiring();
    w.emit({ status: 'signed-out', profileId: 'p1', reason: 'session-expired' });
    expect(w.cancelled()).toBe(1);
    await Promise.resolve();
    expect(w.forgotten).toEqual([]);
  });
});
