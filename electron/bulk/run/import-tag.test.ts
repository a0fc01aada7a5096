import { describe, expect, it } from 'vitest';
import {
  carriesTag,
  importTag,
  linesTagFragment,
  readImportTag,
  runTagFragment,
  withTag,
} from './import-tag.ts';

const RUN = '3f2a9c1e-7b44-4d0a-9e1f-0c5d2b8a6e71';

describe('import tags', () => {
  it('reads back the run and line a tag was written with', () => {
    expect(readImportTag(withTag('Counted by hand', RUN, 12))).toEqual({
      tag: importTag(RUN, 12),
      run: '3f2a9c1e',
      line: 12,
    });
  });

  it('writes the line with 8 digits, so a search for one line’s fragment finds no other', () => {
    expect(importTag(RUN, 412)).toBe('[import 3f2a9c1e line 00000412]');
    const exact = linesTagFragment(RUN, '00000412');
    expect(importTag(RUN, 412)).toContain(exact);
    for (const other of [41, 4120, 41200, 1412]) expect(importTag(RUN, other)).not.toContain(exact);
    // A prefix covers exactly the lines starting with it.
    const hundreds = linesTagFragment(RUN, '000004');
    expect([400, 412, 499].every((line) => importTag(RUN, line).includes(hundreds))).toBe(true);
    expect([4, 40, 4000, 399, 500].some((line) => importTag(RUN, line).includes(hundreds))).toBe(
      false,
    );
    expect(importTag(RUN, 412)).toContain(runTagFragment(RUN));
  });

  it('takes the last tag: the one the import put after the user’s text', () => {
    const text = withTag('copied from [import 00000000 line 4]', RUN, 7);
    expect(readImportTag(text)?.line).toBe(7);
  });

  it('finds none in a text without one, or with a malformed one', () => {
    expect(readImportTag('Counted by hand')).toBeNull();
    expect(readImportTag('[import 3f2a9c1 line 7]')).toBeNull();
    expect(readImportTag('[import 3f2a9c1e line ]')).toBeNull();
  });

  it('knows a tag written before the width was fixed, and no other line’s or run’s', () => {
    const tag = importTag(RUN, 412);
    expect(carriesTag('Count  week 3 [IMPORT 3f2a9c1e line 00000412]', tag)).toBe(true);
    expect(carriesTag('Count [import 3f2a9c1e line 412]', tag)).toBe(true);
    expect(carriesTag('Count [import 3f2a9c1e line 4120]', tag)).toBe(false);
    expect(carriesTag('Count [import 3f2a9c1f line 00000412]', tag)).toBe(false);
    expect(carriesTag(null, tag)).toBe(false);
  });
});
