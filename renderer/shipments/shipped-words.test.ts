import { describe, expect, it } from 'vitest';
import { pickedText, postageText, shippedCountText, shippedWhen } from './shipped-words.ts';

const totals = {
  labels: 5,
  shipments: 4,
  costCents: 12345,
  voided: 1,
  unreadableCosts: 0,
  groups: [],
};
const cents = (n: number) => (n / 100).toFixed(2);

describe('shipped words', () => {
  it('names the days', () => {
    expect(shippedWhen({ day: 'today' })).toBe('today');
    expect(shippedWhen({ from: '2026-11-20', to: '2026-11-20' })).toBe('on 2026-11-20');
    expect(shippedWhen({ from: '2026-11-20', to: '2026-11-26' })).toBe(
      'from 2026-11-20 to 2026-11-26',
    );
  });

  it('counts labels and shipments, and says when totals are only of what is loaded', () => {
    expect(shippedCountText(totals, { day: 'today' }, false)).toBe(
      '5 labels on 4 shipments today.',
    );
    expect(shippedCountText({ labels: 1, shipments: 1 }, { day: 'yesterday' }, true)).toBe(
      'So far 1 label on 1 shipment yesterday; more load as you scroll (totals count only what is loaded).',
    );
  });

  it('says what postage adds up to and that voided labels are not in it', () => {
    expect(postageText(totals, cents)).toBe(
      'Postage 123.45 (labels name no currency) · 1 voided label not counted',
    );
    expect(postageText({ ...totals, voided: 0, unreadableCosts: 2 }, cents)).toBe(
      'Postage 123.45 (labels name no currency) · 2 costs the service sent as no amount, left out',
    );
    expect(pickedText(40)).toMatch(/^Picked from 40 labels read/);
  });
});
