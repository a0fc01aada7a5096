import { describe, expect, it } from 'vitest';
import { isOpenStatus } from './lateness.ts';
import { OPEN_ORDERS_STATUS } from './open-orders-status.ts';

describe('the open orders status', () => {
  it('is a status the lateness rule counts as open', () => {
    expect(isOpenStatus(OPEN_ORDERS_STATUS)).toBe(true);
  });
});
