import { describe, expect, it } from 'vitest';
import { withTagRestored, withoutTag } from './tag-lists.ts';

describe('tag lists for order_update_tags', () => {
  it('removes one tag and keeps the order of the rest', () => {
    expect(withoutTag(['vip', 'gift', 'rush'], 'gift')).toEqual(['vip', 'rush']);
  });

  it('puts a removed tag back exactly where it was', () => {
    const before = ['vip', 'gift', 'rush'];
    for (const tag of before) {
      expect(withTagRestored(withoutTag(before, tag), before, tag)).toEqual(before);
    }
  });

  it('keeps what changed meanwhile: a tag added stays, a tag removed stays removed', () => {
    const before = ['vip', 'gift', 'rush'];
    expect(withTagRestored(['gift', 'rush', 'late'], before, 'vip')).toEqual([
      'vip',
      'gift',
      'rush',
      'late',
    ]);
    expect(withTagRestored(['vip'], before, 'gift')).toEqual(['vip', 'gift']);
    expect(withTagRestored([], before, 'rush')).toEqual(['rush']);
  });

  it('sends the list unchanged when the tag is already back', () => {
    expect(withTagRestored(['vip', 'gift'], ['vip', 'gift'], 'vip')).toEqual(['vip', 'gift']);
  });
});
