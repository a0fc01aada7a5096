/** Which replies core hands the catalogue copy as this app's own change. */
import { describe, expect, it } from 'vitest';
import { ownChange } from './replica-wiring.ts';

describe('ownChange', () => {
  const reply = { inventory_add: { warehouse_product: null } };

  it('types the reply to a catalogued mutation by its name', () => {
    expect(ownChange('AddInventory', reply)).toEqual({ operation: 'AddInventory', data: reply });
  });

  it('gives none for a read, an unknown name or a reply without data', () => {
    expect(ownChange('Quota', { user_quota: null })).toBeNull();
    expect(ownChange('DropEverything', reply)).toBeNull();
    expect(ownChange('AddInventory', null)).toBeNull();
  });
});
