import { describe, expect, it } from 'vitest';
import { poStatusLabel } from './status-label.ts';

const pending = {
  vendor_id: 'V1',
  fulfillment_status: 'pending',
  date_closed: null,
  arrived_at: null,
};

describe('poStatusLabel', () => {
  it('reads the service’s word as words', () => {
    expect(poStatusLabel(pending)).toBe('Pending');
    expect(poStatusLabel({ ...pending, fulfillment_status: 'in-transit' })).toBe('In transit');
  });
  it('says Partly received for a pending PO on which goods have arrived', () => {
    expect(poStatusLabel({ ...pending, arrived_at: '2026-11-25T10:00:00' })).toBe(
      'Partly received',
    );
  });
  it('keeps an account’s own word, and a closed PO’s, even after an arrival', () => {
    const arrived = { ...pending, arrived_at: '2026-11-25T10:00:00' };
    expect(poStatusLabel({ ...arrived, fulfillment_status: 'delayed' })).toBe('Delayed');
    expect(
      poStatusLabel({
        ...arrived,
        fulfillment_status: 'closed',
        date_closed: '2026-11-26T10:00:00',
      }),
    ).toBe('Closed');
  });
  it('has no label without a word or an arrival', () => {
    expect(poStatusLabel({ ...pending, fulfillment_status: null })).toBeNull();
  });
});
