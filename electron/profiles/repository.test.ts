import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../store/key-value-store.ts';
import { createProfileRepository, PROFILES_KEY } from './repository.ts';
import type { ProfileInput } from './validate.ts';

const input: ProfileInput = {
  name: 'Acme',
  baseUrl: 'https://api.example.com',
  loginUrl: 'https://login.example.com',
  clientId: 'abc',
  method: 'oauth',
};

describe('profile repository', () => {
  it('adds, lists, updates and removes profiles, persisting plain data', () => {
    const store = createMemoryStore();
    const repo = createProfileRepository({ store });
    const added = repo.add(input);
    if (!added.ok) throw new Error('add failed');
    expect(added.profile.id).toMatch(/^p-[0-9a-f]{12}$/);
    expect(repo.list()).toEqual([added.profile]);

    // A new repository on the same store (next run) sees the same list.
    expect(createProfileRepository({ store }).get(added.profile.id)).toEqual(added.profile);

    const updated = repo.update(added.profile.id, { name: 'Acme EU', method: 'password' });
    expect(updated).toMatchObject({ ok: true, profile: { name: 'Acme EU', method: 'password' } });
    expect(repo.update('p-missing', { name: 'x' })).toEqual({ ok: false, notFound: true });

    expect(repo.remove(added.profile.id)).toBe(true);
    expect(repo.remove(added.profile.id)).toBe(false);
    expect(repo.list()).toEqual([]);
  });

  it('validates on add and update and leaves the store alone on failure', () => {
    const store = createMemoryStore();
    const repo = createProfileRepository({ store });
    expect(repo.add({ ...input, baseUrl: 'http://api.example.com' })).toMatchObject({ ok: false });
    expect(store.get(PROFILES_KEY)).toBeUndefined();
    const added = repo.add(input);
    if (!added.ok) throw new Error('add failed');
    expect(repo.update(added.profile.id, { loginUrl: 'nope' })).toMatchObject({ ok: false });
    expect(repo.get(added.profile.id)).toEqual(added.profile);
  });

  it('never hands out the built-in sandbox id', () => {
    const ids = ['sandbox', 'p-000000000001'];
    const repo = createProfileRepository({
      store: createMemoryStore(),
      newId: () => ids.shift() ?? 'p-000000000002',
    });
    const added = repo.add(input);
    expect(added.ok && added.profile.id).toBe('p-000000000001');
  });

  it('skips stored entries that no longer validate', () => {
    const store = createMemoryStore({
      [PROFILES_KEY]: {
        v: 1,
        profiles: [
          { id: 'p-1', ...input },
          { id: 'p-2', ...input, baseUrl: 'http://evil.example' },
          { id: 'sandbox', ...input },
          'garbage',
        ],
      },
    });
    expect(
      createProfileRepository({ store })
        .list()
        .map((p) => p.id),
    ).toEqual(['p-1']);
  });
});
