import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_SETTINGS } from '../../shared/brief/brief.ts';
import { BUDGET_SHARES, budgetMeaning, creditsPerMinute } from './budget-words.ts';

describe('budget words', () => {
  it('turns a share of the refill rate into credits a minute', () => {
    expect(creditsPerMinute(0.05, 60)).toBe(180);
    expect(creditsPerMinute(0.01, 50)).toBe(30);
    expect(budgetMeaning(0.05, 60)).toBe(
      'About 180 credits a minute: the account refills 60 credits a second.',
    );
  });

  it('says when the rate is not known yet instead of showing a made-up figure', () => {
    expect(budgetMeaning(0.05, null)).toMatch(/once the service has answered/);
  });

  it('offers the default share among its choices', () => {
    expect(BUDGET_SHARES).toContain(DEFAULT_ALERT_SETTINGS.budgetShare);
  });
});
