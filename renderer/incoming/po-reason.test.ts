import { describe, expect, it } from 'vitest';
import { checkReason, MAX_REASON_CHARS, noteWithReason } from './po-reason.ts';

describe('a change’s reason', () => {
  it('is none when blank, and one line of trimmed words otherwise', () => {
    expect(checkReason('   ')).toEqual({ ok: true, value: null });
    expect(checkReason('  vendor\n out of   stock ')).toEqual({
      ok: true,
      value: 'vendor out of stock',
    });
  });

  it('is refused past the limit, saying the limit and the length', () => {
    const check = checkReason('x'.repeat(MAX_REASON_CHARS + 1));
    expect(check).toEqual({
      ok: false,
      error: `Keep the reason to ${MAX_REASON_CHARS} characters (it has ${MAX_REASON_CHARS + 1}).`,
    });
  });

  it('goes under what the note already says, on a line of its own', () => {
    expect(noteWithReason(null, 'Closed', '27 Nov 2026', 'short shipped')).toBe(
      'Closed 27 Nov 2026: short shipped',
    );
    expect(noteWithReason('Vendor confirmed.\n', 'Cancelled', '27 Nov 2026', 'duplicate')).toBe(
      'Vendor confirmed.\nCancelled 27 Nov 2026: duplicate',
    );
  });
});
