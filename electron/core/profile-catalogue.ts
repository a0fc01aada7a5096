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

export interface ProfileCatalogue {
  readonly builtIn: Profile;
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
  readonly sandboxUrls: { readonly baseUrl: string; readonly loginUrl: string };
}): ProfileCatalogue {
  const repository = createProfileRepository({ store: options.store });
  const builtIn = sandboxProfile(options.sandboxUrls);
  const list = (): Profile[] => [builtIn, ...repository.list()];
  const get = (id: string): Profile | undefined =>
    id === builtIn.id ? builtIn : repository.get(id);

  const save = (input: ProfileInput): BridgeResult<SavedProfile> => {
    const { id, ...fields } = input;
    if (id === builtIn.id)
      return fail(invalidInput('The built-in Sandbox profile cannot be edited.'));
    const previous = id === undefined ? undefined : repository.get(id);
    const changed = id === undefined ? repository.add(fields) : repository.update(id, fields);
    if (changed.ok) return ok({ profile: changed.profile, previous });
    if ('notFound' in changed) return fail(invalidInput('This profile no longer exists.'));
    return fail(
      invalidInput(
        changed.problems.map((p) => p.message).join(' '),
        changed.problems.map((p) => `${p.field}: ${p.message}`),
      ),
    );
  };

  return {
    builtIn,
    list,
    get,
    summaries: () => list().map(toSummary),
    save,
    remove: (id) => id !== builtIn.id && repository.remove(id),
  };
}
