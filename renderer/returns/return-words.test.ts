import { describe, expect, it } from 'vitest';
import { ageText, queueAgeText, returnStatusLabel } from './return-words.ts';

const NOW = Date.UTC(2026, 10, 27, 12);
const H = 3_600_000;

describe('return words', () => {
  it('words known statuses and keeps others as sent', () => {
    expect(returnStatusLabel('received')).toBe('Arrived');
    expect(returnStatusLabel('inspecting')).toBe('inspecting');
    expect(returnStatusLabel('')).toBe('No status');
  });

  it('gives ages in hours under two days, then in days', () => {
    expect(ageText(NOW - 30 * 60_000, NOW)).toBe('under an hour');
    expect(ageText(NOW - H, NOW)).toBe('1 hour');
    expect(ageText(NOW - 47 * H, NOW)).toBe('47 hours');
    expect(ageText(NOW - 75 * H, NOW)).toBe('3 days');
  });

  it('counts from arrival until processed, from creation otherwise', () => {
    expect(queueAgeText('overdue', NOW - 75 * H, NOW - 200 * H, NOW)).toBe('Arrived 3 days ago');
    expect(queueAgeText('on-the-way', null, NOW - 5 * H, NOW)).toBe('Created 5 hours ago');
    expect(queueAgeText('processed', NOW - 75 * H, NOW - 100 * H, NOW)).toBe('Created 4 days ago');
  });
});
