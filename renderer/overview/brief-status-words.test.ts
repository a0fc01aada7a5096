/**
 * "Up to date" holds for a while after a refresh, then the brief says only when it was read, in
 * the warning tone: nothing refreshes it while no alert is picked, and a brief kept on disk keeps
 * the state it was saved with (the clock is handed in).
 */
import { describe, expect, it } from 'vitest';
import { briefStatusWords, UP_TO_DATE_FOR_MS } from './brief-status-words.ts';
import { briefWith } from './testing/brief-fixture.ts';

// The fixture's brief was brought up to date at local 08:12 on 27 November 2026.
const UPDATED = new Date(2026, 10, 27, 8, 12).getTime();

describe('how long a brief is up to date', () => {
  it('says up to date until the window passes', () => {
    const words = briefStatusWords(briefWith({}), UPDATED + UP_TO_DATE_FOR_MS - 1);
    expect(words.tone).toBe('ok');
    expect(words.text).toMatch(/^Up to date at 8:12\sAM\.$/);
  });

  it('then says as of when, in the warning tone', () => {
    const words = briefStatusWords(briefWith({}), UPDATED + UP_TO_DATE_FOR_MS);
    expect(words.tone).toBe('warn');
    expect(words.text).toMatch(/^As of 8:12\sAM\. Refresh to see what changed since\.$/);
  });

  it('names the day when the brief is from another day (a warm start from disk)', () => {
    const nextDay = new Date(2026, 10, 28, 7, 0).getTime();
    const words = briefStatusWords(briefWith({}), nextDay);
    expect(words.tone).toBe('warn');
    expect(words.text).toMatch(/^As of Nov 27, 2026, 8:12\sAM\./);
  });
});
