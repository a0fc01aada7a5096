import { describe, expect, it } from 'vitest';
import { fromSourceSort, toSourceSort } from './list-sort.ts';

const SERVICE = [
  { id: 'name', sortAttribute: 'name' },
  { id: 'onHand' },
  { id: 'updated', sortAttribute: 'updated_at' },
];
const COPY = [
  { id: 'name', sortAttribute: 'name' },
  { id: 'onHand', sortAttribute: 'onHand' },
  { id: 'updated', sortAttribute: 'updatedAt' },
];

describe('a list sort in each source’s terms', () => {
  it('names each column by the attribute its source sorts it by', () => {
    const sort = [
      { column: 'updated', descending: true },
      { column: 'name', descending: false },
    ];
    expect(toSourceSort(sort, SERVICE)).toEqual([
      { attribute: 'updated_at', descending: true },
      { attribute: 'name', descending: false },
    ]);
    expect(toSourceSort(sort, COPY)).toEqual([
      { attribute: 'updatedAt', descending: true },
      { attribute: 'name', descending: false },
    ]);
  });

  it('leaves out a column the source cannot sort by', () => {
    expect(toSourceSort([{ column: 'onHand', descending: true }], SERVICE)).toEqual([]);
    expect(toSourceSort([{ column: 'gone', descending: false }], COPY)).toEqual([]);
  });

  it('reads a header click back as columns, so the other source applies it', () => {
    const clicked = fromSourceSort([{ attribute: 'updated_at', descending: false }], SERVICE);
    expect(clicked).toEqual([{ column: 'updated', descending: false }]);
    expect(toSourceSort(clicked, COPY)).toEqual([{ attribute: 'updatedAt', descending: false }]);
    expect(fromSourceSort([{ attribute: 'unknown', descending: false }], COPY)).toEqual([]);
  });
});
