import { describe, expect, it } from 'vitest';
import { REASON_SEARCH_MAX_DAYS } from '../../../shared/inventory/reason-search.ts';
import {
  checkRange,
  dayBefore,
  daysCovered,
  serviceWindows,
  StockChangesRangeError,
} from './change-range.ts';

const TODAY = '2026-11-27';

describe('checkRange', () => {
  it('accepts two real days in order, up to today', () => {
    expect(checkRange({ from: '2026-11-26', to: TODAY }, TODAY)).toEqual({
      from: '2026-11-26',
      to: TODAY,
    });
  });

  it('refuses a day that does not exist, a reversed range and a range after today', () => {
    expect(() => checkRange({ from: '2026-02-30', to: TODAY }, TODAY)).toThrow(
      new StockChangesRangeError('“2026-02-30” is not a date (YYYY-MM-DD).'),
    );
    expect(() => checkRange({ from: '2026-11-27', to: '2026-11-01' }, TODAY)).toThrow(
      /starts \(2026-11-27\) after it ends/,
    );
    expect(() => checkRange({ from: '2026-11-28', to: '2026-11-29' }, TODAY)).toThrow(
      /after today/,
    );
  });
});

describe('days', () => {
  it('counts both ends and steps back over month and year ends', () => {
    expect(daysCovered({ from: TODAY, to: TODAY })).toBe(1);
    expect(daysCovered({ from: '2026-10-29', to: TODAY })).toBe(30);
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2026-01-01')).toBe('2025-12-31');
  });
});

describe('serviceWindows', () => {
  it('reads a range without a reason search in one window of whole days', () => {
    expect(serviceWindows({ from: '2026-01-01', to: TODAY }, false)).toEqual([
      { from: '2026-01-01T00:00:00', to: `${TODAY}T23:59:59` },
    ]);
  });

  it('splits a reason search into windows the service allows, newest first', () => {
    const windows = serviceWindows({ from: '2026-07-01', to: TODAY }, true);
    // 150 days: 60 + 60 + 30.
    expect(windows).toEqual([
      { from: '2026-09-29T00:00:00', to: '2026-11-27T23:59:59' },
      { from: '2026-07-31T00:00:00', to: '2026-09-28T23:59:59' },
      { from: '2026-07-01T00:00:00', to: '2026-07-30T23:59:59' },
    ]);
    for (const window of windows) {
      const span = Date.parse(`${window.to}Z`) - Date.parse(`${window.from}Z`);
      expect(span).toBeLessThanOrEqual(REASON_SEARCH_MAX_DAYS * 86_400_000);
    }
  });

  it('keeps a short reason search in one window', () => {
    expect(serviceWindows({ from: '2026-11-26', to: TODAY }, true)).toHaveLength(1);
  });
});
