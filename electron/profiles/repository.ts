import { randomBytes } from 'node:crypto';
import type { Result } from '../../shared/result.ts';
import type { KeyValueStore } from '../store/key-value-store.ts';
import type { Profile } from './profile.ts';
import {
  isReservedProfileId,
  isValidProfileId,
  validateProfileInput,
  type FieldProblem,
  type ProfileInput,
} from './validate.ts';

/**
 * The user's own profiles, kept as plain data under one key of a key-value store (electron-store
 * in the app). The built-in sandbox profile is not stored: see `sandboxProfile`. Removing a
 * profile here does not touch its tokens; sign it out first.
 */

export const PROFILES_KEY = 'profiles';
const RECORD_VERSION = 1;

/** Why a profile was not saved: what the input got wrong, or no profile has that id. */
export type ProfileChangeError =
  | { readonly kind: 'invalid'; readonly problems: readonly FieldProblem[] }
  | { readonly kind: 'not-found' };

export type ProfileChangeResult = Result<Profile, ProfileChangeError>;

export interface ProfileRepository {
  list(): Profile[];
  get(id: string): Profile | undefined;
  add(input: ProfileInput): ProfileChangeResult;
  update(id: string, changes: Partial<ProfileInput>): ProfileChangeResult;
  remove(id: string): boolean;
}

export interface ProfileRepositoryOptions {
  readonly store: KeyValueStore;
  /** Short ids (not UUIDs) so they survive log redaction of long hex runs. */
  readonly newId?: () => string;
}

function defaultId(): string {
  return `p-${randomBytes(6).toString('hex')}`;
}

function readProfiles(store: KeyValueStore): Profile[] {
  const raw = store.get(PROFILES_KEY);
  if (typeof raw !== 'object' || raw === null) return [];
  const { v, profiles } = raw as { v?: unknown; profiles?: unknown };
  if (v !== RECORD_VERSION || !Array.isArray(profiles)) return [];
  const result: Profile[] = [];
  for (const entry of profiles as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const id = (entry as { id?: unknown }).id;
    const checked = validateProfileInput(entry);
    // Entries that no longer validate (edited by hand, older rules) are skipped, not fatal.
    if (typeof id === 'string' && isValidProfileId(id) && !isReservedProfileId(id) && checked.ok) {
      result.push({ id, ...checked.value });
    }
  }
  return result;
}

export function createProfileRepository(options: ProfileRepositoryOptions): ProfileRepository {
  const { store } = options;
  const newId = options.newId ?? defaultId;
  const write = (profiles: readonly Profile[]): void => {
    store.set(PROFILES_KEY, { v: RECORD_VERSION, profiles });
  };

  return {
    list: () => readProfiles(store),
    get: (id) => readProfiles(store).find((p) => p.id === id),
    add: (input) => {
      const checked = validateProfileInput(input);
      if (!checked.ok) return { ok: false, error: { kind: 'invalid', problems: checked.error } };
      const profiles = readProfiles(store);
      const taken = (id: string): boolean =>
        !isValidProfileId(id) || isReservedProfileId(id) || profiles.some((p) => p.id === id);
      let id = newId();
      for (let tries = 1; taken(id); tries += 1) id = tries < 10 ? newId() : defaultId();
      const profile: Profile = { id, ...checked.value };
      write([...profiles, profile]);
      return { ok: true, value: profile };
    },
    update: (id, changes) => {
      const profiles = readProfiles(store);
      const index = profiles.findIndex((p) => p.id === id);
      const existing = profiles[index];
      if (existing === undefined) return { ok: false, error: { kind: 'not-found' } };
      const checked = validateProfileInput({ ...existing, ...changes });
      if (!checked.ok) return { ok: false, error: { kind: 'invalid', problems: checked.error } };
      const profile: Profile = { id, ...checked.value };
      write(profiles.map((p) => (p.id === id ? profile : p)));
      return { ok: true, value: profile };
    },
    remove: (id) => {
      const profiles = readProfiles(store);
      const remaining = profiles.filter((p) => p.id !== id);
      if (remaining.length === profiles.length) return false;
      write(remaining);
      return true;
    },
  };
}
