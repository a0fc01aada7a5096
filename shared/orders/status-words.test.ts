import { describe, expect, it } from 'vitest';
import { statusWords } from './status-words.ts';

describe('statusWords', () => {
  it('turns slugs into words with a capital first letter', () => {
    expect(statusWords('awaiting-pickup')).toBe('Awaiting pickup');
    expect(statusWords('on_hold')).toBe('On hold');
    expect(statusWords(' pending ')).toBe('Pending');
    expect(statusWords('Ready for UPS')).toBe('Ready for UPS');
  });
});
