import { describe, expect, it } from 'vitest';
import { poCountText, poPickedText } from './po-status-text.ts';

describe('the PO list’s status words', () => {
  it('leads with the plain count, named for the tab', () => {
    expect(poCountText(12, 'open', false)).toBe('12 open POs.');
    expect(poCountText(1, 'late', false)).toBe('1 late PO.');
    expect(poCountText(3, 'week', false)).toBe('3 POs due in the next 7 days.');
    expect(poCountText(1200, 'all', false)).toBe('1,200 POs.');
    expect(poCountText(50, 'open', true)).toBe('First 50 open POs; more load as you scroll.');
  });
  it('says apart how many were read and why', () => {
    expect(poPickedText(22)).toBe(
      'Picked from 22 read: the service cannot filter by vendor or open status, so Floorboard does.',
    );
  });
});
