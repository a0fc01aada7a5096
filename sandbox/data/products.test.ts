import { describe, expect, it } from 'vitest';
import { barcodeFor, gtinCheckDigit, skuFor } from './products.ts';

describe('product identifiers', () => {
  it('computes GS1 check digits', () => {
    // Published examples: UPC-A 036000291452, EAN-13 4006381333931.
    expect(gtinCheckDigit('03600029145')).toBe(2);
    expect(gtinCheckDigit('400638133393')).toBe(1);
  });

  it('makes UPC-A barcodes, then EAN-13 past 99,999 items', () => {
    expect(barcodeFor('810042', 0)).toBe('810042000018');
    expect(barcodeFor('810042', 99_998)).toBe('810042999992');
    expect(barcodeFor('810042', 99_999)).toHaveLength(13);
  });

  it('pads SKUs so string order is creation order', () => {
    expect(skuFor('SBX', 122, 500)).toBe('SBX-000123');
    expect(skuFor('SBX', 0, 2_000_000)).toBe('SBX-0000001');
  });
});
