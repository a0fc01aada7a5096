import { describe, expect, it } from 'vitest';
import { statusesByUse } from './status-sample.ts';

describe('statuses in use', () => {
  it('orders them most common first, ties by name, and leaves out blanks and non-text', () => {
    const nodes = [
      'pending',
      'fulfilled',
      ' pending ',
      'on-hold',
      'fulfilled',
      'pending',
      '',
      '   ',
      null,
      'awaiting-pickup',
    ].map((fulfillment_status) => ({ fulfillment_status }));
    expect(statusesByUse([...nodes, null, { fulfillment_status: 7 }])).toEqual([
      'pending',
      'fulfilled',
      'awaiting-pickup',
      'on-hold',
    ]);
  });
});
