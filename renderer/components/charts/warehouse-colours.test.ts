import { describe, expect, it } from 'vitest';
import { SERIES_COUNT, warehouseColour } from './warehouse-colours.ts';

describe('warehouseColour', () => {
  const account = ['W-PRIMARY', 'W-RENO', 'W-COLUMBUS'];

  it('gives a warehouse the colour of its place in the account list, whatever a chart holds', () => {
    expect(warehouseColour('W-RENO', account)).toBe('var(--series-2)');
    // A chart holding only Reno and Columbus still paints them as the account list says.
    expect(['W-COLUMBUS', 'W-RENO'].map((id) => warehouseColour(id, account))).toEqual([
      'var(--series-3)',
      'var(--series-2)',
    ]);
  });

  it('wraps around after the last theme colour and puts unknown ids after the list', () => {
    const many = Array.from({ length: SERIES_COUNT + 1 }, (_, i) => `W${i}`);
    expect(warehouseColour(`W${SERIES_COUNT}`, many)).toBe('var(--series-1)');
    expect(warehouseColour('W-NEW', account)).toBe('var(--series-4)');
  });
});
