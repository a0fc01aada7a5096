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
    expect(added.value.id).toMatch(/^p-[0-9a-f]{12}$/);
    expect(repo.list()).toEqual([added.value]);

    // A new repository on the same store (next run) sees the same list.
    expect(createProfileRepository({ store }).get(added.value.id)).toEqual(added.value);

    const updated = repo.update(added.value.id, { name: 'Acme EU', method: 'password' });
    expect(updated).toMatchObject({ ok: true, value: { name: 'Acme EU', method: 'password' } });
    expect(repo.update('p-missing', { name: 'x' })).toEqual({
      ok: false,
      error: { kind: 'not-found' },
    });

    expect(repo.remove(added.value.id)).toBe(true);
    expect(repo.remove(added.value.id)).toBe(false);
    expect(repo.list()).toEqual([]);
  });

  it('validates on add and update and leaves the store alone on failure', () => {
    const store = createMemoryStore();
    const repo = createProfileRepository({ store });
    expect(repo.add({ ...input, baseUrl: 'http://api.example.com' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid', problems: [{ field: 'baseUrl' }] },
    });
    expect(store.get(PROFILES_KEY)).toBeUndefined();
    const added = repo.add(input);
    if (!added.ok) throw new Error('add failed');
    expect(repo.update(added.value.id, { loginUrl: 'nope' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid', problems: [{ field: 'loginUrl' }] },
    });
    expect(repo.get(added.value.id)).toEqual(added.value);
  });

  it('never hands out the built-in sandbox id', () => {
    const ids = ['sandbox', 'p-000000000001'];
    const repo = createProfileRepository({
      store: createMemoryStore(),
      newId: () => ids.shift() ?? 'p-000000000002',
    });
    const added = repo.add(input);
    expect(added.ok && added.value.id).toBe('p-000000000001');
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
