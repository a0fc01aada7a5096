import { fail, ok, type BridgeResult } from '../../shared/bridge/errors.ts';
import type {
  ProfileInput,
  ProfileSummary,
  SessionSnapshot,
  SignInOutcome,
} from '../../shared/bridge/contract.ts';
import type { SessionState, SignInProgress } from '../../shared/bridge/session.ts';
import type { SignInGrant } from '../auth/grant.ts';
import { createEmitter } from '../../shared/events/emitter.ts';
import { logListenerErrors, silentLogger } from '../log/logger.ts';
import { SANDBOX_PROFILE_ID, type Profile } from '../profiles/profile.ts';
import { invalidInput, UNEXPECTED } from './bridge-errors.ts';
import { createBrowserSignIns } from './browser-sign-in.ts';
import { createProfileCatalogue, sameConnection, toSummary } from './profile-catalogue.ts';
import { createSessionRegistry } from './session-registry.ts';
import {
  ACTIVE_PROFILE_KEY,
  type ActiveSession,
  type SignInController,
  type SignInControllerDeps,
} from './sign-in-controller-api.ts';
import { createSignInMethods } from './sign-in-methods.ts';

export * from './sign-in-controller-api.ts';

/**
 * Main's sign-in layer between the bridge and the auth modules: one active profile, one token
 * session per profile, one browser sign-in at a time. Every method answers a BridgeResult and
 * never throws; nothing it returns or emits carries token material.
 */

export function createSignInController(deps: SignInControllerDeps): SignInController {
  const log = (deps.log ?? silentLogger).child('sign-in');
  const snapshots = createEmitter<SessionSnapshot>(logListenerErrors(log), 'session');
  const progressEvents = createEmitter<SignInProgress>(logListenerErrors(log), 'signInProgress');
  const activeEvents = createEmitter<ActiveSession | undefined>(
    logListenerErrors(log),
    'active-session',
  );
  const catalogue = createProfileCatalogue(deps);
  let activeId = SANDBOX_PROFILE_ID;
  let lastActive: ActiveSession | undefined;

  const activeProfile = (): Profile => catalogue.get(activeId) ?? catalogue.builtIn();
  const activeSession = (): ActiveSession | undefined => {
    const entry = registry.get(activeId);
    return entry && { profile: activeProfile(), session: entry.session };
  };
  const snapshot = (): SessionSnapshot => ({
    activeProfileId: activeId,
    session: registry.get(activeId)?.session.getState() ?? {
      status: 'signed-out',
      profileId: activeId,
    },
    progress: browser.progress(),
  });
  const changed = (): void => {
    const active = activeSession();
    if (active?.session !== lastActive?.session || active?.profile.id !== lastActive?.profile.id) {
      lastActive = active;
      activeEvents.emit(active);
    }
    snapshots.emit(snapshot());
  };

  const registry = createSessionRegistry({
    ...deps,
    log,
    onState: (profileId) => {
      if (profileId === activeId) snapshots.emit(snapshot());
    },
    onEntryChange: (profileId) => {
      if (profileId === activeId) changed();
    },
  });
  const browser = createBrowserSignIns({
    ...deps,
    port: deps.callbackPort,
    timeoutMs: deps.callbackTimeoutMs,
    log,
    onProgress: (progress) => {
      progressEvents.emit(progress);
      snapshots.emit(snapshot());
    },
  });

  const activate = (id: string): void => {
    if (id === activeId) return;
    activeId = id;
    deps.store.set(ACTIVE_PROFILE_KEY, id);
    log.info('Active profile changed', { profileId: id });
    changed();
  };

  const complete = async (profile: Profile, grant: SignInGrant) => {
    const entry = await registry.prepare(profile, grant.method);
    const state = await entry.session.signIn(grant);
    registry.remember(entry);
    activate(profile.id);
    return { entry, state };
  };

  const methods = createSignInMethods({
    profile: catalogue.get,
    ready: catalogue.ready,
    isBuiltIn: (profile) => profile.id === SANDBOX_PROFILE_ID,
    complete,
    browser,
    http: deps.http,
    log,
  });

  /** The boundary: an exception becomes a typed error (logged by name only, never its text). */
  const guarded =
    <A extends unknown[], T>(name: string, operation: (...args: A) => Promise<BridgeResult<T>>) =>
    async (...args: A): Promise<BridgeResult<T>> => {
      try {
        return await operation(...args);
      } catch (error) {
        log.error('Unexpected failure', {
          operation: name,
          error: error instanceof Error ? error.name : typeof error,
        });
        return fail(UNEXPECTED);
      }
    };

  /**
   * Resumes a sign-in stored in an earlier run. Only a profile with one needs its service: the
   * built-in sandbox starts here for someone who used it last time, not for everyone.
   */
  const restore = async (profile: Profile): Promise<void> => {
    if (!registry.remembers(profile.id)) return;
    await registry.restore(await catalogue.ready(profile));
  };

  const selectProfile = async (id: string): Promise<BridgeResult<SessionSnapshot>> => {
    const profile = catalogue.get(id);
    if (profile === undefined) return fail(invalidInput('This profile no longer exists.'));
    const running = browser.runningFor();
    if (running !== undefined && running !== id) browser.cancel();
    activate(id);
    await restore(profile);
    return ok(snapshot());
  };

  const saveProfile = async (input: ProfileInput): Promise<BridgeResult<ProfileSummary>> => {
    const saved = catalogue.save(input);
    if (!saved.ok) return saved;
    const { profile, previous } = saved.value;
    // Tokens of one server must never be sent to another: a changed address ends the session.
    if (previous !== undefined && !sameConnection(previous, profile)) {
      browser.cancel(profile.id);
      await registry.discard(previous);
    }
    log.info('Profile saved', { profileId: profile.id, created: previous === undefined });
    return ok(toSummary(profile));
  };

  const removeProfile = async (id: string): Promise<BridgeResult<null>> => {
    const profile = catalogue.get(id);
    if (profile === undefined) return fail(invalidInput('This profile no longer exists.'));
    if (id === SANDBOX_PROFILE_ID) {
      return fail(invalidInput('The built-in Sandbox profile cannot be removed.'));
    }
    if (id === activeId) {
      return fail(invalidInput('Switch to another profile before removing this one.'));
    }
    browser.cancel(id);
    await registry.discard(profile); // signs out and revokes first
    catalogue.remove(id);
    log.info('Profile removed', { profileId: id });
    return ok(null);
  };

  const signInWithGrant = async (
    profileId: string,
    grant: SignInGrant,
  ): Promise<BridgeResult<SignInOutcome>> => {
    const found = catalogue.get(profileId);
    if (found === undefined) return fail(invalidInput('This profile no longer exists.'));
    browser.cancel(); // one sign-in at a time
    const { state } = await complete(await catalogue.ready(found), grant);
    log.info('Signed in with a grant from the host', { profileId, method: grant.method });
    return ok({ session: state, scopesMissing: [] });
  };

  const signOut = async (): Promise<BridgeResult<SessionState>> => {
    browser.cancel(activeId);
    const { state, message } = await registry.signOut(activeProfile());
    return ok(state.status === 'signed-out' ? { ...state, message } : state);
  };

  return {
    start: async () => {
      const stored = deps.store.get(ACTIVE_PROFILE_KEY);
      if (typeof stored === 'string' && catalogue.get(stored) !== undefined) activeId = stored;
      try {
        await restore(activeProfile());
      } catch (error) {
        log.error('Resuming the stored sign-in failed', {
          error: error instanceof Error ? error.name : typeof error,
        });
      }
      changed();
      return snapshot();
    },
    snapshot,
    subscribe: snapshots.subscribe,
    onProgress: progressEvents.subscribe,
    listProfiles: () => catalogue.summaries(),
    saveProfile: guarded('saveProfile', saveProfile),
    removeProfile: guarded('removeProfile', removeProfile),
    selectProfile: guarded('selectProfile', selectProfile),
    signInWithBrowser: guarded('signInWithBrowser', methods.browser),
    signInWithPassword: guarded('signInWithPassword', methods.password),
    signInWithDeveloperTokens: guarded('signInWithDeveloperTokens', methods.developer),
    signInWithGrant: guarded('signInWithGrant', signInWithGrant),
    cancelSignIn: () => {
      browser.cancel();
      return ok(null);
    },
    signOut: guarded('signOut', signOut),
    activeSession,
    onActiveSessionChange: activeEvents.subscribe,
    close: () => browser.cancel(),
  };
}
