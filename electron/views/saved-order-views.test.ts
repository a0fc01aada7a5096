import { describe, expect, it } from 'vitest';
import { createMemoryStore, type KeyValueStore } from '../store/key-value-store.ts';
import { createSavedOrderViews, storeKey } from './saved-order-views.ts';

function views(store: KeyValueStore, profile = { id: 'sandbox' }) {
  let next = 0;
  return createSavedOrderViews({ store, profileId: () => profile.id, newId: () => `v${++next}` });
}

function value<T>(result: { ok: true; value: T } | { ok: false }): T {
  if (!result.ok) throw new Error('expected ok');
  return result.value;
}

describe('saved order views', () => {
  it('survive a restart: a new instance over the same settings store lists them', () => {
    const store = createMemoryStore();
    const first = views(store);
    value(
      first.save({ name: ' On hold, Etsy ', filters: { hasHold: true, shop: 'Etsy', sku: ' ' } }),
    );
    // The app restarts: nothing but the store carries over.
    const second = views(store);
    expect(second.list()).toEqual([
      { id: 'v1', name: 'On hold, Etsy', filters: { hasHold: true, shop: 'Etsy' } },
    ]);
  });

  it('renames, refilters and deletes by id', () => {
    const store = createMemoryStore();
    const saved = views(store);
    value(saved.save({ name: 'Late', filters: { status: 'pending' } }));
    value(saved.save({ name: 'Backorders', filters: { hasBackorder: true } }));
    expect(value(saved.save({ id: 'v1', name: 'Late parcels', filters: { tag: 'late' } }))).toEqual(
      [
        { id: 'v1', name: 'Late parcels', filters: { tag: 'late' } },
        { id: 'v2', name: 'Backorders', filters: { hasBackorder: true } },
      ],
    );
    expect(value(saved.remove('v2')).map((v) => v.name)).toEqual(['Late parcels']);
    expect(
      views(store)
        .list()
        .map((v) => v.name),
    ).toEqual(['Late parcels']);
  });

  it('refuses a duplicate name (any case) and an unknown id, changing nothing', () => {
    const store = createMemoryStore();
    const saved = views(store);
    value(saved.save({ name: 'Holds', filters: { hasHold: true } }));
    expect(saved.save({ name: 'HOLDS', filters: {} })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
    expect(saved.save({ id: 'gone', name: 'Other', filters: {} })).toMatchObject({ ok: false });
    expect(saved.list()).toHaveLength(1);
  });

  it('keeps each profile’s views apart and forgets a removed profile’s', () => {
    const store = createMemoryStore();
    const profile = { id: 'sandbox' };
    const saved = views(store, profile);
    value(saved.save({ name: 'Sandbox view', filters: {} }));
    profile.id = 'production';
    expect(saved.list()).toEqual([]);
    value(saved.save({ name: 'Production view', filters: { status: 'fulfilled' } }));
    saved.forgetProfile('sandbox');
    expect(store.get(storeKey('sandbox'))).toBeUndefined();
    expect(saved.list().map((v) => v.name)).toEqual(['Production view']);
  });

  it('drops stored entries that do not parse instead of trusting them', () => {
    const store = createMemoryStore({
      [storeKey('sandbox')]: [
        { id: 'ok', name: 'Fine', filters: { sku: 'SBX-1' } },
        { id: 'bad', name: 'Bad', filters: { sku: 42 } },
        { id: 'extra', name: 'Extra', filters: {}, script: 'x' },
        'not a view',
      ],
    });
    expect(views(store).list()).toEqual([{ id: 'ok', name: 'Fine', filters: { sku: 'SBX-1' } }]);
    expect(views(createMemoryStore({ [storeKey('sandbox')]: 'garbage' })).list()).toEqual([]);
  });

  it('never stores a customer’s e-mail address, and drops one an older file kept', () => {
    const store = createMemoryStore();
    const saved = views(store);
    const filters = { email: 'ada@example.com', status: 'pending' };
    expect(value(saved.save({ name: 'Ada’s pending', filters }))).toEqual([
      { id: 'v1', name: 'Ada’s pending', filters: { status: 'pending' } },
    ]);
    value(saved.save({ id: 'v1', name: 'Renamed', filters }));
    expect(JSON.stringify(store.get(storeKey('sandbox')))).not.toContain('ada@example.com');

    const older = createMemoryStore({
      [storeKey('sandbox')]: [{ id: 'old', name: 'Old', filters: { email: 'bo@example.com' } }],
    });
    expect(views(older).list()).toEqual([{ id: 'old', name: 'Old', filters: {} }]);
    expect(JSON.stringify(older.get(storeKey('sandbox')))).not.toContain('bo@example.com');
  });
});
