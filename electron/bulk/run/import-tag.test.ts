import { describe, expect, it } from 'vitest';
import { importTag, readImportTag, withTag } from './import-tag.ts';

const RUN = '3f2a9c1e-7b44-4d0a-9e1f-0c5d2b8a6e71';

describe('import tags', () => {
  it('reads back the run and line a tag was written with', () => {
    expect(readImportTag(withTag('Counted by hand', RUN, 12))).toEqual({
      tag: importTag(RUN, 12),
      run: '3f2a9c1e',
      line: 12,
    });
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
});
