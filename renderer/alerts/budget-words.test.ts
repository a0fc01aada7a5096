import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_SETTINGS } from '../../shared/brief/brief.ts';
import {
  BUDGET_SHARES,
  budgetMeaning,
  creditsPerMinute,
  minutesBetween,
  shareLabel,
} from './budget-words.ts';

describe('budget words', () => {
  it('turns a share of the refill rate into credits a minute', () => {
    expect(creditsPerMinute(0.05, 60)).toBe(180);
    expect(creditsPerMinute(0.01, 50)).toBe(30);
  });

  it('says what the checks are, how often they run at this budget, and that the person goes first', () => {
    const words = budgetMeaning(0.05, 60);
    expect(words).toMatch(/^Floorboard checks the service in the background/);
    expect(words).toContain('up to about 180 credits a minute');
    expect(words).toContain('a check every minute');
    // 1,000 credits at 180 a minute: the next check about 6 minutes later.
    expect(words).toContain('the next in about 6 minutes');
    expect(words).toContain('Your own work in Floorboard always goes first');
    expect(words).not.toMatch(/refill/);
    // A smaller budget spaces the checks further apart after a busy one.
    expect(budgetMeaning(0.01, 60)).toContain('the next in about 28 minutes');
  });

  it('waits at least a minute, and counts minutes up', () => {
    expect(minutesBetween(4, 180)).toBe(1);
    expect(minutesBetween(181, 180)).toBe(2);
  });

  it('says when the rate is not known yet instead of showing a made-up figure', () => {
    expect(budgetMeaning(0.05, null)).toMatch(/once the service has reported/);
  });

  it('names the choice without the word refill', () => {
    expect(shareLabel(0.05)).toBe('5% of the account’s credits');
  });

  it('offers the default share among its choices', () => {
    expect(BUDGET_SHARES).toContain(DEFAULT_ALERT_SETTINGS.budgetShare);
  });
});
