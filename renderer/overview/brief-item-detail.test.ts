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

  it("shows every other line's detail as main wrote it", () => {
    expect(briefItemDetail('new-holds', item('Operator hold', '2026-11-27T09:35:00'))).toBe(
      'Operator hold',
    );
  });
});
