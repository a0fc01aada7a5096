import { describe, expect, it } from 'vitest';
import { stableSort } from './stable-sort.ts';

describe('stableSort', () => {
  it('adds the id as the last key', () => {
    expect(stableSort('created_at')).toBe('created_at,id');
    expect(stableSort('-order_date,name')).toBe('-order_date,name,id');
  });

  it('keeps a sort that already orders by id, and orders by id when none is given', () => {
    expect(stableSort('updated_at,-id')).toBe('updated_at,-id');
    expect(stableSort(null)).toBe('id');
    expect(stableSort('  ')).toBe('id');
  });
});
