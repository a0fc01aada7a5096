import { describe, expect, it } from 'vitest';
import { REPLICA_OFF, type ReplicaStatus } from '../../shared/replica/types.ts';
import { catalogueLoading, stillLoadingTitle } from './catalogue-loading.ts';

const status = (overrides: Partial<ReplicaStatus>): ReplicaStatus => ({
  ...REPLICA_OFF,
  ...overrides,
});

describe('catalogueLoading', () => {
  it('is null when no copy is being made: complete, or none kept', () => {
    expect(catalogueLoading(status({ phase: 'ready', records: 500 }))).toBeNull();
    expect(catalogueLoading(status({ phase: 'off' }))).toBeNull();
  });

  it('rounds the share down and never says 100% before the copy is complete', () => {
    const at = (records: number) =>
      catalogueLoading(status({ phase: 'first-sync', records, estimatedTotal: 500 }));
    expect(at(0)).toEqual({ share: 0 });
    expect(at(123)).toEqual({ share: 0.24 });
    expect(at(500)).toEqual({ share: 0.99 });
    // The estimate can fall short of what is already copied.
    expect(at(640)).toEqual({ share: 0.99 });
  });

  it('has no figure while the size is unknown, or after a failed first copy without one', () => {
    expect(catalogueLoading(status({ phase: 'first-sync', records: 40 }))).toEqual({
      share: null,
    });
    expect(catalogueLoading(status({ phase: 'failed', records: 40, estimatedTotal: 0 }))).toEqual({
      share: null,
    });
  });

  it('says 0 % before the first page, when nothing is copied yet', () => {
    expect(catalogueLoading(status({ phase: 'first-sync', records: 0 }))).toEqual({ share: 0 });
    expect(stillLoadingTitle({ share: 0 }, 'en-US')).toBe(
      'Still loading the catalogue (0%) — type the SKU',
    );
  });
});

describe('stillLoadingTitle', () => {
  it('asks for the SKU, with the figure when there is one', () => {
    expect(stillLoadingTitle({ share: 0.24 }, 'en-US')).toBe(
      'Still loading the catalogue (24%) — type the SKU',
    );
    expect(stillLoadingTitle({ share: null }, 'en-US')).toBe(
      'Still loading the catalogue — type the SKU',
    );
  });
});
