import { describe, expect, it } from 'vitest';
import { SHIPMENT_EXPORT_COLUMNS } from '../../shared/bulk/export-columns.ts';
import { SHIPPED_HEADERS, shippedColumns } from './shipped-columns.tsx';

describe('the Shipped grid’s columns', () => {
  it('are the export’s first columns, in the same order, so the file reads like the screen', () => {
    expect(shippedColumns([]).map((c) => c.header)).toEqual([...SHIPPED_HEADERS]);
    expect(SHIPMENT_EXPORT_COLUMNS.slice(0, SHIPPED_HEADERS.length)).toEqual([...SHIPPED_HEADERS]);
  });

  it('pin the order number, the leading column', () => {
    const columns = shippedColumns([]);
    expect(columns[0]?.pinned).toBe(true);
    expect(columns.slice(1).some((c) => c.pinned)).toBe(false);
  });
});
