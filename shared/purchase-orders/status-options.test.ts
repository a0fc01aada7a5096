import { describe, expect, it } from 'vitest';
import { statusOptions } from './status-options.ts';

describe('statusOptions', () => {
  it('offers the common statuses and those seen, labelled as the list shows them', () => {
    expect(statusOptions(['in-transit', 'pending', null, 'Pending', ' '])).toEqual([
      { value: 'canceled', label: 'Canceled' },
      { value: 'closed', label: 'Closed' },
      { value: 'in-transit', label: 'In transit' },
      { value: 'pending', label: 'Pending' },
    ]);
  });
  it('keeps the chosen status even when no loaded PO has it', () => {
    expect(statusOptions([], 'on_hold').map((o) => o.value)).toContain('on_hold');
  });
});
