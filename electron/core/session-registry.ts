import type { SessionState, SignInMethod } from '../../shared/bridge/session.ts';
import type { HttpOptions } from '../auth/http.ts';
import { createTokenSession, type TokenSession } from '../auth/token-session.ts';
import type { Vault } from '../auth/vault.ts';
import type { Logger } from '../log/logger.ts';
import { isSignInMethod, type Profile } from '../profiles/profile.ts';
import type { KeyValueStore } from '../store/key-value-store.ts';
import { sameConnection } from './profile-catalogue.ts';

/**
 * One token session per profile. A session is bound to its sign-in method (it decides where the
 * refresh token goes), so signing in another way replaces it — after signing the old one out,
 * which revokes its grant. The method of a stored sign-in is remembered next to it (plain data,
 * no secret) so it can be resumed after a restart.
 */

export interface SessionEntry {
  readonly profile: Profile;
  readonly method: SignInMethod;
  readonly session: TokenSession;
}

export interface SessionRegistryDeps {
  readonly store: KeyValueStore;
  readonly vault: Vault;
  readonly log: Logger;
  readonly now?: () => number;
  readonly http?: HttpOptions;
  /** Every state of every current session. */
  readonly onState: (profileId: string, state: SessionState) => void;
  /** A profile's session was created, replaced or dropped. */
  readonly onEntryChange: (profileId: string) => void;
}

export interface SessionRegistry {
  get(profileId: string): SessionEntry | undefined;
  /** The session to sign in with `method`, replacing one of another method or connection. */
  prepare(profile: Profile, method: SignInMethod): Promise<SessionEntry>;
  /** Notes a successful sign-in, so it can be resumed after a restart. */
  remember(entry: SessionEntry): void;
  /** Whether the profile has a session now, or a sign-in stored in an earlier run. */
  remembers(profileId: string): boolean;
  /** Resumes the stored sign-in the first time a profile is used in this run. */
  restore(profile: Profile): Promise<void>;
  /** Signs out (revoking where the service supports it); the message says if revocation failed. */
  signOut(profile: Profile): Promise<{ state: SessionState; message: string }>;
  /** Signs out and forgets the session (profile removed, or its addresses changed). */
  discard(profile: Profile): Promise<void>;
}

export const methodKey = (profileId: string): string => `signed-in-method:${profileId}`;

export function createSessionRegistry(deps: SessionRegistryDeps): SessionRegistry {
  const { store, log } = deps;
  const entries = new Map<string, SessionEntry & { unsubscribe: () => void }>();

  const storedMethod = (profileId: string): SignInMethod | undefined => {
    const value = store.get(methodKey(profileId));
    return isSignInMethod(value) ? value : undefined;
  };

  const create = (profile: Profile, method: SignInMethod): SessionEntry => {
    const session = createTokenSession(
      { ...profile, method },
      { vault: deps.vault, now: deps.now, http: deps.http, log },
    );
    const unsubscribe = session.subscribe((state) => deps.onState(profile.id, state));
    entries.set(profile.id, { profile, method, session, unsubscribe });
    deps.onEntryChange(profile.id);
    return { profile, method, session };
  };

  /** The live session, or one for a sign-in stored in an earlier run. */
  const existing = (profile: Profile): SessionEntry | undefined => {
    const entry = entries.get(profile.id);
    if (entry !== undefined) return entry;
    const method = storedMethod(profile.id);
    return method === undefined ? undefined : create(profile, method);
  };

  const signOutEntry = async (
    entry: SessionEntry,
  ): Promise<{ state: SessionState; message: string }> => {
    const result = await entry.session.signOut();
    store.delete(methodKey(entry.profile.id));
    log.info('Signed out', { profileId: entry.profile.id, revocation: result.revocation });
    return { state: entry.session.getState(), message: result.message };
  };

  const retire = async (entry: SessionEntry): Promise<void> => {
    const current = entries.get(entry.profile.id);
    // Detached first: the renderer should not see a "signed out" flash while it is replaced.
    current?.unsubscribe();
    entries.delete(entry.profile.id);
    await signOutEntry(entry);
    deps.onEntryChange(entry.profile.id);
  };

  return {
    get: (profileId) => entries.get(profileId),
    prepare: async (profile, method) => {
      const current = existing(profile);
      if (current?.method === method && sameConnection(current.profile, profile)) return current;
      if (current !== undefined) await retire(current);
      return create(profile, method);
    },
    remember: (entry) => store.set(methodKey(entry.profile.id), entry.method),
    remembers: (profileId) => entries.has(profileId) || storedMethod(profileId) !== undefined,
    restore: async (profile) => {
      const entry = entries.get(profile.id);
      const state = entry?.session.getState();
      // Only once per run (or again after the server was unreachable): a later restore would
      // replace a "session expired" notice with a plain "signed out".
      const retry = state?.status === 'signed-out' && state.reason === 'unreachable';
      if (entry !== undefined && !retry) return;
      await existing(profile)?.session.restore();
    },
    signOut: async (profile) => {
      const entry = existing(profile);
      if (entry === undefined) {
        return { state: { status: 'signed-out', profileId: profile.id }, message: 'Signed out.' };
      }
      return signOutEntry(entry);
    },
    discard: async (profile) => {
      const entry = existing(profile);
      if (entry !== undefined) await retire(entry);
    },
  };
}
