import { describe, expect, it } from 'vitest';
import { lineRemainderText } from './po-line-remainder.ts';

const line = { quantity: 50, quantity_received: 10, quantity_rejected: 2 };

describe('lineRemainderText', () => {
  it('says what is still to come on an open PO', () => {
    expect(lineRemainderText(line, { date_closed: null, fulfillment_status: 'pending' })).toBe(
      '38 still to come',
    );
  });
  it('says the rest was not delivered once the PO is closed', () => {
    expect(
      lineRemainderText(line, { date_closed: '2026-11-27T10:00:00', fulfillment_status: 'closed' }),
    ).toBe('38 not delivered (closed)');
  });
  it('says cancelled for a cancelled PO (either spelling)', () => {
    for (const status of ['canceled', 'cancelled']) {
      expect(lineRemainderText(line, { date_closed: null, fulfillment_status: status })).toBe(
        '38 not delivered (cancelled)',
      );
    }
  });
  it('says nothing when every unit is accounted for', () => {
    expect(
      lineRemainderText(
        { quantity: 5, quantity_received: 5, quantity_rejected: 0 },
        { date_closed: null, fulfillment_status: 'pending' },
      ),
    ).toBeNull();
  });
});
