import { describe, expect, it } from 'vitest';
import type { BriefItem } from '../../shared/brief/brief.ts';
import { briefItemDetail } from './brief-item-detail.ts';

const item = (detail: string, at: string): BriefItem => ({
  id: 'O1',
  label: '#100512',
  detail,
  at,
});

describe('briefItemDetail', () => {
  it("shows a late order's ship date as a person reads it, not the service's text", () => {
    const shown = briefItemDetail(
      'became-late',
      item('Past its ship date', '2026-11-27T09:35:00'),
      'en-GB',
    );
    expect(shown).toBe('Due 27 Nov 2026, 09:35');
    expect(shown).not.toContain('2026-11-27');
  });

  it("keeps main's words when the ship date cannot be read", () => {
    expect(briefItemDetail('became-late', item('Past its ship date', 'soon'), 'en-GB')).toBe(
      'Past its ship date',
    );
  });

  it("shows when an overdue return arrived as a person reads it, the rule's hours before", () => {
    const shown = briefItemDetail(
      'returns-overdue',
      item('Not processed 48 hours after it arrived', '2026-11-27T07:40:00'),
      'en-GB',
    );
    expect(shown).toBe('Arrived 25 Nov 2026, 07:40, not processed');
    expect(shown).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(briefItemDetail('returns-overdue', item('Not processed', 'never'), 'en-GB')).toBe(
      'Not processed',
    );
  });

  it("shows every other line's detail as main wrote it", () => {
    expect(briefItemDetail('new-holds', item('Operator hold', '2026-11-27T09:35:00'))).toBe(
      'Operator hold',
    );
  });
});
