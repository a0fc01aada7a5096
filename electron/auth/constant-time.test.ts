import { describe, expect, it } from 'vitest';
import { constantTimeEqual } from './constant-time.ts';

describe('constantTimeEqual', () => {
  it('is true only for identical strings', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abd', 'abc')).toBe(false);
    expect(constantTimeEqual('ab', 'abc')).toBe(false);
    expect(constantTimeEqual('', 'abc')).toBe(false);
    expect(constantTimeEqual('é', 'e')).toBe(false);
  });
});
