import { describe, expect, it } from 'vitest';
import { poName } from './po-name.ts';

describe('poName', () => {
  it('adds "PO" only where the number lacks it', () => {
    expect(poName('PO-1448')).toBe('PO-1448');
    expect(poName('po 7')).toBe('po 7');
    expect(poName('1001')).toBe('PO 1001');
    expect(poName('POLAR-1')).toBe('PO POLAR-1');
  });
});
