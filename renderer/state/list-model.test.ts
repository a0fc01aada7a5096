import { describe, expect, it } from 'vitest';
import { keptSelection, LIST_BASE, listReducer, type ListModel } from './list-model.ts';

interface Filters {
  readonly quick: 'all' | 'low';
}
type Model = ListModel<Filters>;

const START: Model = { ...LIST_BASE, quick: 'all' };
const run = (model: Model, ...actions: Parameters<typeof listReducer<Filters>>[1][]) =>
  actions.reduce((m, action) => listReducer<Filters>(m, action), model);

describe('the list model', () => {
  it('keeps search, filters, sort, scroll and focus when the rows change source', () => {
    const before = run(
      START,
      { type: 'search', text: 'blue' },
      { type: 'filter', filters: { quick: 'low' } },
      { type: 'sort', sort: [{ column: 'price', descending: true }] },
      { type: 'scroll', top: 640 },
      { type: 'focus', focus: 'grid' },
    );
    const after = run(before, { type: 'source', live: true });
    expect(after).toBe(before);
    expect(after).toEqual({
      typed: 'blue',
      text: 'blue',
      quick: 'low',
      sort: [{ column: 'price', descending: true }],
      scrollTop: 640,
      focus: 'grid',
    });
    expect(run(before, { type: 'source', live: false })).toBe(before);
  });

  it('makes a search typed for Enter the search of a source that searches as you type', () => {
    const typed = run(
      START,
      { type: 'sort', sort: [{ column: 'sku', descending: false }] },
      { type: 'type', text: 'SBX-0001' },
    );
    expect(typed).toMatchObject({ typed: 'SBX-0001', text: '' });
    // A source that waits for Enter leaves it a draft.
    expect(run(typed, { type: 'source', live: false })).toBe(typed);
    const live = run(typed, { type: 'source', live: true });
    expect(live).toMatchObject({
      typed: 'SBX-0001',
      text: 'SBX-0001',
      sort: [{ column: 'sku', descending: false }],
    });
  });

  it('starts a new search, filter or sort at the top, and keeps the place otherwise', () => {
    const scrolled = run(START, { type: 'scroll', top: 900 });
    expect(run(scrolled, { type: 'search', text: 'red' }).scrollTop).toBe(0);
    expect(run(scrolled, { type: 'filter', filters: { quick: 'low' } }).scrollTop).toBe(0);
    expect(run(scrolled, { type: 'sort', sort: [] }).scrollTop).toBe(0);
    expect(run(scrolled, { type: 'type', text: 'r' }).scrollTop).toBe(900);
    expect(run(scrolled, { type: 'focus', focus: 'search' }).scrollTop).toBe(900);
  });

  it('changes nothing for an action that changes nothing (no re-render)', () => {
    const model = run(START, { type: 'search', text: 'x' }, { type: 'scroll', top: 5 });
    expect(run(model, { type: 'search', text: 'x' })).toBe(model);
    expect(run(model, { type: 'type', text: 'x' })).toBe(model);
    expect(run(model, { type: 'scroll', top: 5 })).toBe(model);
    expect(run(model, { type: 'focus', focus: null })).toBe(model);
  });
});

describe('the selection at a change of source', () => {
  const has = (ids: readonly string[]) => (id: string) => ids.includes(id);

  it('is kept when the new source has the row', () => {
    expect(keptSelection('SBX-2', has(['SBX-1', 'SBX-2']))).toBe('SBX-2');
  });

  it('is dropped when the new source knows the row is not there', () => {
    expect(keptSelection('SBX-9', has(['SBX-1', 'SBX-2']))).toBeNull();
  });

  it('is kept while the new source cannot tell yet, and none stays none', () => {
    expect(keptSelection('SBX-9', () => undefined)).toBe('SBX-9');
    expect(keptSelection(null, has(['SBX-1']))).toBeNull();
  });
});
