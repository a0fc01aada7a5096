import { describe, expect, it } from 'vitest';
import { OPEN_ORDERS_STATUS } from './open-orders-status.ts';
import { lateStatuses } from './late-reads.ts';

describe('the statuses the Late list and the brief read', () => {
  it('reads pending first, then every known status the lateness rule calls open, by name, each once', () => {
    expect(
      lateStatuses([
        'fulfilled',
        'on-hold',
        'pending',
        'Shipped',
        'awaiting-pickup',
        'canceled',
        'cancelled',
        'delivered',
        'backordered',
        'on-hold',
        '',
        null,
      ]),
    ).toEqual([OPEN_ORDERS_STATUS, 'awaiting-pickup', 'backordered', 'on-hold']);
  });

  it('does not depend on the order the sample lists them in', () => {
    expect(lateStatuses(['on-hold', 'awaiting-pickup'])).toEqual(
      lateStatuses(['awaiting-pickup', 'on-hold', 'pending']),
    );
  });

  it('with no known status (the sample failed or is empty) reads pending alone', () => {
    expect(lateStatuses([])).toEqual([OPEN_ORDERS_STATUS]);
  });
});
