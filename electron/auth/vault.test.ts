import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '../store/key-value-store.ts';
import { createFakeCipher, type FakeCipherSettings } from './testing/fake-cipher.ts';
import { createVault, vaultKey, type SecretStore } from './vault.ts';

const TOKEN = 'rt_4f9c2a7e1b8d3f6a0c5e9b2d7a4f1c8e';

function setup(
  settings: Partial<FakeCipherSettings> = {},
  store: SecretStore = createMemoryStore(),
) {
  const cipher = createFakeCipher(settings);
  return { cipher, store, vault: createVault({ cipher, store }) };
}

describe('vault', () => {
  it('encrypts and stores the refresh token as a tagged record when a keyring is available', async () => {
    const { vault, store, cipher } = setup();
    expect(await vault.save('p1', TOKEN)).toEqual({
      persistence: 'stored',
      backend: 'gnome_libsecret',
    });
    const record = store.get(vaultKey('p1'));
    expect(record).toMatchObject({ v: 1, scheme: 'safeStorage-async', backend: 'gnome_libsecret' });
    expect(JSON.stringify(record)).not.toContain(TOKEN);

    // A later run (fresh vault, same disk) decrypts it.
    const nextRun = createVault({ cipher, store });
    expect(await nextRun.load('p1')).toEqual({
      status: 'found',
      refreshToken: TOKEN,
      custody: { persistence: 'stored', backend: 'gnome_libsecret' },
    });
  });

  it('replaces a token with a single write, encrypting before touching the store', async () => {
    const { vault, store, cipher } = setup();
    await vault.save('p1', TOKEN);
    const set = vi.spyOn(store, 'set');
    const del = vi.spyOn(store, 'delete');
    await vault.save('p1', 'rt_rotated_value_0000000000000000');
    expect(set).toHaveBeenCalledTimes(1);
    expect(del).not.toHaveBeenCalled();
    expect(cipher.calls.encrypt).toBe(2);
    const nextRun = createVault({ cipher, store });
    expect(await nextRun.load('p1')).toMatchObject({
      refreshToken: 'rt_rotated_value_0000000000000000',
    });
  });

  it('keeps the token in memory only, and says why, on the basic_text backend', async () => {
    const { vault, store, cipher } = setup({ backend: 'basic_text' });
    const custody = await vault.save('p1', TOKEN);
    expect(custody).toMatchObject({ persistence: 'memory-only', reason: 'basic-text' });
    expect(custody.persistence === 'memory-only' && custody.message).toMatch(/keyring/);
    expect(store.get(vaultKey('p1'))).toBeUndefined();
    expect(cipher.calls.encrypt).toBe(0); // no plaintext-equivalent "encryption"
    expect(await vault.load('p1')).toMatchObject({ status: 'found', refreshToken: TOKEN });
    expect(await createVault({ cipher, store }).load('p1')).toEqual({ status: 'none' });
  });

  it('keeps the token in memory only when encryption is unavailable', async () => {
    const { vault, store } = setup({ available: false, backend: 'gnome_libsecret' });
    expect(await vault.custody()).toMatchObject({
      persistence: 'memory-only',
      reason: 'encryption-unavailable',
    });
    expect(await vault.save('p1', TOKEN)).toMatchObject({ persistence: 'memory-only' });
    expect(store.get(vaultKey('p1'))).toBeUndefined();
    expect(await vault.load('p1')).toMatchObject({ status: 'found', refreshToken: TOKEN });
  });

  it('falls back to memory (never plaintext) when encryption fails, and removes any older blob', async () => {
    const { vault, store, cipher } = setup();
    await vault.save('p1', TOKEN);
    cipher.settings.failEncrypt = true;
    expect(await vault.save('p1', 'rt_next_value_000000000000000000')).toMatchObject({
      persistence: 'memory-only',
      reason: 'encryption-failed',
    });
    expect(store.get(vaultKey('p1'))).toBeUndefined();
  });

  it('deletes a blob that no longer decrypts and asks for a new sign-in', async () => {
    const { vault, store, cipher } = setup();
    await vault.save('p1', TOKEN);
    cipher.settings.keyVersion = 2; // the OS key changed under us
    const nextRun = createVault({ cipher, store });
    const loaded = await nextRun.load('p1');
    expect(loaded).toMatchObject({ status: 'needs-sign-in', reason: 'undecryptable' });
    expect(store.get(vaultKey('p1'))).toBeUndefined();
    expect(await nextRun.load('p1')).toEqual({ status: 'none' });
  });

  it('deletes a blob written by a different backend without trying it', async () => {
    const store = createMemoryStore();
    await setup({ backend: 'kwallet5' }, store).vault.save('p1', TOKEN);
    const { vault, cipher } = setup({ backend: 'gnome_libsecret' }, store);
    expect(await vault.load('p1')).toMatchObject({
      status: 'needs-sign-in',
      reason: 'backend-changed',
    });
    expect(cipher.calls.decrypt).toBe(0);
    expect(store.get(vaultKey('p1'))).toBeUndefined();
  });

  it('deletes a stored blob when this run has only basic_text', async () => {
    const store = createMemoryStore();
    await setup({}, store).vault.save('p1', TOKEN);
    const { vault } = setup({ backend: 'basic_text' }, store);
    expect(await vault.load('p1')).toMatchObject({
      status: 'needs-sign-in',
      reason: 'backend-changed',
    });
    expect(store.get(vaultKey('p1'))).toBeUndefined();
  });

  it('re-encrypts and stores again when safeStorage asks for it', async () => {
    const { vault, store, cipher } = setup();
    await vault.save('p1', TOKEN);
    const before = JSON.stringify(store.get(vaultKey('p1')));
    cipher.settings.shouldReEncrypt = true;
    const set = vi.spyOn(store, 'set');
    const nextRun = createVault({ cipher, store });
    expect(await nextRun.load('p1')).toMatchObject({ status: 'found', refreshToken: TOKEN });
    expect(set).toHaveBeenCalledTimes(1);
    expect(cipher.calls.encrypt).toBe(2);
    expect(store.get(vaultKey('p1'))).toMatchObject({ scheme: 'safeStorage-async' });
    expect(JSON.stringify(store.get(vaultKey('p1')))).toBe(before); // same key, same fake ciphertext
  });

  it('deletes damaged records', async () => {
    const store = createMemoryStore({ [vaultKey('p1')]: { v: 1, scheme: 'plain', token: TOKEN } });
    const { vault } = setup({}, store);
    expect(await vault.load('p1')).toMatchObject({ status: 'needs-sign-in', reason: 'unreadable' });
    expect(store.get(vaultKey('p1'))).toBeUndefined();
  });

  it('treats a decrypt result that is not {result, shouldReEncrypt} as undecryptable', async () => {
    const { vault, store, cipher } = setup();
    await vault.save('p1', TOKEN);
    // The sync API's shape (a bare string) wired in by mistake.
    const wrong = vi.fn(() => Promise.resolve(TOKEN));
    const nextRun = createVault({
      cipher: {
        ...cipher,
        decryptStringAsync: wrong as unknown as typeof cipher.decryptStringAsync,
      },
      store,
    });
    expect(await nextRun.load('p1')).toMatchObject({
      status: 'needs-sign-in',
      reason: 'undecryptable',
    });
  });

  it('keeps profiles apart and removes one without touching the other', async () => {
    const { vault, store, cipher } = setup();
    await vault.save('p1', TOKEN);
    await vault.save('p2', 'rt_other_profile_000000000000000');
    await vault.remove('p1');
    const nextRun = createVault({ cipher, store });
    expect(await nextRun.load('p1')).toEqual({ status: 'none' });
    expect(await nextRun.load('p2')).toMatchObject({
      refreshToken: 'rt_other_profile_000000000000000',
    });
  });

  it('orders a save and a remove issued back to back', async () => {
    const { vault } = setup();
    const saving = vault.save('p1', TOKEN);
    const removing = vault.remove('p1');
    await Promise.all([saving, removing]);
    expect(await vault.load('p1')).toEqual({ status: 'none' });
  });
});
