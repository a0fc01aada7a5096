import { describe, expect, it } from 'vitest';
import { spanOf } from './prices.ts';

describe('spanOf', () => {
  it('is one figure when the warehouses agree, and the lowest and highest when they differ', () => {
    expect(spanOf(['4.00', '4.0', '4'])).toEqual({ low: '4.00', high: null });
    expect(spanOf(['5.50', '4.00', '4.75'])).toEqual({ low: '4.00', high: '5.50' });
  });

  it('leaves out empty and unreadable figures; none at all is null', () => {
    expect(spanOf(['', null, undefined, '12.5', 'n/a'])).toEqual({ low: '12.5', high: null });
    expect(spanOf([null, ''])).toBeNull();
    expect(spanOf([])).toBeNull();
  });

  it('compares by value, not as text', () => {
    expect(spanOf(['10.00', '9.50'])).toEqual({ low: '9.50', high: '10.00' });
    expect(spanOf(['-1.00', '0'])).toEqual({ low: '-1.00', high: '0' });
  });
});
