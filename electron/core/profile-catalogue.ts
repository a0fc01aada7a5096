import type { ProfileInput, ProfileSummary } from '../../shared/bridge/contract.ts';
import { fail, ok, type BridgeResult } from '../../shared/bridge/errors.ts';
import { SANDBOX_PROFILE_ID, sandboxProfile, type Profile } from '../profiles/profile.ts';
import { createProfileRepository } from '../profiles/repository.ts';
import type { KeyValueStore } from '../store/key-value-store.ts';
import { invalidInput } from './bridge-errors.ts';

/** The built-in sandbox profile followed by the user's own, as the renderer lists them. */

export interface SavedProfile {
  readonly profile: Profile;
  /** The profile before this save; undefined for a new one. */
  readonly previous: Profile | undefined;
}

/** Where a service answers: `{base_url}` and `{login_url}`. */
export interface ServiceUrls {
  readonly baseUrl: string;
  readonly loginUrl: string;
}

/**
 * The built-in profile's service: its addresses when it already runs (the web host's embedded
 * sandbox, or its `--api`), or how to start it on first use (Electron main's embedded sandbox,
 * which people who never use the built-in profile never pay for).
 */
export type BuiltInService = ServiceUrls | (() => Promise<ServiceUrls>);

/** The built-in profile's addresses before its service has started: shown as not started yet. */
const NOT_STARTED: ServiceUrls = { baseUrl: '', loginUrl: '' };

export interface ProfileCatalogue {
  /** The built-in profile, with its service's addresses once it has started. */
  readonly builtIn: () => Profile;
  /**
   * The profile ready to talk to its service: for the built-in one, starts the service the first
   * time (once, however many ask at the same moment) and answers it with its addresses.
   */
  readonly ready: (profile: Profile) => Promise<Profile>;
  readonly list: () => Profile[];
  readonly get: (id: string) => Profile | undefined;
  readonly summaries: () => ProfileSummary[];
  readonly save: (input: ProfileInput) => BridgeResult<SavedProfile>;
  readonly remove: (id: string) => boolean;
}

export function toSummary(profile: Profile): ProfileSummary {
  const { id, name, baseUrl, loginUrl, clientId, method } = profile;
  return { id, name, baseUrl, loginUrl, clientId, method, builtIn: id === SANDBOX_PROFILE_ID };
}

/** Whether tokens of one profile version may still be used with the other. */
export function sameConnection(a: Profile, b: Profile): boolean {
  return a.baseUrl === b.baseUrl && a.loginUrl === b.loginUrl && a.clientId === b.clientId;
}

export function createProfileCatalogue(options: {
  readonly store: KeyValueStore;
  readonly sandboxUrls: BuiltInService;
}): ProfileCatalogue {
  const repository = createProfileRepository({ store: options.store });
  const service = options.sandboxUrls;
  let urls = typeof service === 'function' ? undefined : service;
  let starting: Promise<ServiceUrls> | undefined;
  const builtIn = (): Profile => sandboxProfile(urls ?? NOT_STARTED);
  const list = (): Profile[] => [builtIn(), ...repository.list()];
  const get = (id: string): Profile | undefined =>
    id === SANDBOX_PROFILE_ID ? builtIn() : repository.get(id);

  const ready = async (profile: Profile): Promise<Profile> => {
    if (profile.id !== SANDBOX_PROFILE_ID || typeof service !== 'function') return profile;
    if (urls === undefined) {
      starting ??= service().catch((error: unknown) => {
        starting = undefined; // the next sign-in tries again
        throw error;
      });
      urls = await starting;
    }
    return builtIn();
  };

  const save = (input: ProfileInput): BridgeResult<SavedProfile> => {
    const { id, ...fields } = input;
    if (id === SANDBOX_PROFILE_ID)
      return fail(invalidInput('The built-in Sandbox profile cannot be edited.'));
    const previous = id === undefined ? undefined : repository.get(id);
    const changed = id === undefined ? repository.add(fields) : repository.update(id, fields);
    if (changed.ok) return ok({ profile: changed.value, previous });
    if (changed.error.kind === 'not-found') {
      return fail(invalidInput('This profile no longer exists.'));
    }
    const { problems } = changed.error;
    return fail(
      invalidInput(
        problems.map((p) => p.message).join(' '),
        problems.map((p) => `${p.field}: ${p.message}`),
      ),
    );
  };

  return {
    builtIn,
    ready,
    list,
    get,
    summaries: () => list().map(toSummary),
    save,
    remove: (id) => id !== SANDBOX_PROFILE_ID && repository.remove(id),
  };
}
