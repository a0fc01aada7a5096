import { describe, expect, it } from 'vitest';
import { OperationError } from '../../data/operation-error.ts';
import {
  costWords,
  emptyWords,
  feedSummary,
  incompleteWords,
  rangeLabel,
  staleWords,
} from './feed-words.ts';
import { MAX_FEED_CHANGES, type FeedRead } from './read-changes.ts';

const TODAY = '2026-11-27';
const READ: FeedRead = {
  changes: [],
  requests: 1,
  credits: 44,
  windows: 1,
  truncated: false,
  failure: null,
};

describe('rangeLabel', () => {
  it('names today and yesterday, and dates otherwise', () => {
    expect(rangeLabel({ from: TODAY, to: TODAY }, TODAY)).toBe('Today');
    expect(rangeLabel({ from: '2026-11-26', to: '2026-11-26' }, TODAY)).toBe('Yesterday');
    expect(rangeLabel({ from: '2026-11-01', to: TODAY }, TODAY)).toMatch(/Nov.*1.*–.*Nov.*27/);
  });
});

describe('feedSummary', () => {
  it('counts the kinds, and how many rows the routine deductions fold into', () => {
    expect(feedSummary({ rows: [], large: 2, routine: 38, other: 3, largeOnly: false }, 3)).toBe(
      '43 changes: 2 large adjustments, 38 routine shipping deductions folded into 3 rows, 3 other changes.',
    );
    expect(feedSummary({ rows: [], large: 1, routine: 0, other: 0, largeOnly: false }, 0)).toBe(
      '1 change: 1 large adjustment.',
    );
    expect(feedSummary({ rows: [], large: 0, routine: 0, other: 0, largeOnly: false }, 0)).toBe(
      'No stock changes.',
    );
  });

  it('with large adjustments only, says what is shown and what is hidden, never "folded into 0 rows"', () => {
    const only = { rows: [], large: 8, routine: 77, other: 17, largeOnly: true };
    expect(feedSummary(only, 0)).toBe(
      '102 changes: showing the 8 large adjustments; 77 routine shipping deductions and 17 other changes hidden: untick “Large adjustments only” to see them.',
    );
    expect(feedSummary({ ...only, large: 0, other: 0 }, 0)).toBe(
      '77 changes, none of them a large adjustment (77 routine shipping deductions): untick “Large adjustments only” to see them.',
    );
    expect(feedSummary({ ...only, large: 1, routine: 0, other: 0 }, 0)).toBe(
      '1 change: showing the 1 large adjustment.',
    );
  });
});

describe('costWords', () => {
  it('says the requests and credits a read took', () => {
    expect(costWords(READ, { from: TODAY, to: TODAY })).toBe('Read in 1 request, 44 credits.');
  });

  it('explains the windows of a long reason search', () => {
    const read = { ...READ, windows: 3, requests: 4, credits: 284 };
    expect(costWords(read, { from: '2026-07-01', to: TODAY })).toBe(
      'The service searches reasons over at most 60 days a request, so these 150 days were read in 3 windows: 4 requests, 284 credits.',
    );
  });
});

describe('incompleteWords', () => {
  it('is nothing for a whole read', () => {
    expect(incompleteWords(READ)).toBeNull();
  });

  it('says a read stopped at the cap, or failed part way', () => {
    expect(incompleteWords({ ...READ, truncated: true })).toBe(
      `Showing the newest ${MAX_FEED_CHANGES.toLocaleString('en-US')} changes only: narrow the range to see older ones.`,
    );
    const failure = new OperationError({ kind: 'network', message: 'The service did not answer.' });
    expect(incompleteWords({ ...READ, failure })).toBe(
      'Only part of the range was read (The service did not answer.): the changes shown are the newest ones.',
    );
  });
});

describe('staleWords', () => {
  const readAt = Date.parse('2026-11-27T10:00:00Z');
  it('is nothing while the read is fresh', () => {
    expect(staleWords(readAt, readAt + 4 * 60_000, 5 * 60_000)).toBeNull();
  });

  it('says how old the read is once it is not', () => {
    expect(staleWords(readAt, readAt + 12 * 60_000 + 5_000, 5 * 60_000)).toBe(
      'Read 12 minutes ago: changes since then are not shown.',
    );
  });
});

describe('emptyWords', () => {
  it('says what was asked for', () => {
    expect(emptyWords({ from: TODAY, to: TODAY }, TODAY, null, null)).toBe('Nothing moved today.');
    expect(emptyWords({ from: '2026-11-26', to: '2026-11-26' }, TODAY, 'ABC-1', 'recall')).toBe(
      'Nothing moved yesterday for ABC-1 with “recall” in its reason.',
    );
  });
});
