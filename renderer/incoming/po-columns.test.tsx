import { describe, expect, it } from 'vitest';
import { PURCHASE_ORDER_EXPORT_COLUMNS } from '../../shared/bulk/export-columns.ts';
import { poColumns } from './po-columns.tsx';

describe('the Incoming grid', () => {
  it('names its columns as the export’s first columns, so the file reads like the list', () => {
    const headers = poColumns({
      today: '2026-11-27',
      vendorName: (id) => id,
      vendorCurrency: () => null,
      warehouseName: (id) => id,
    }).map((c) => c.header);
    expect(headers).toEqual(PURCHASE_ORDER_EXPORT_COLUMNS.slice(0, headers.length));
  });
});

describe('the PO column', () => {
  const columns = poColumns({
    today: '2026-11-27',
    vendorName: (id) => id,
    vendorCurrency: () => null,
    warehouseName: (id) => id,
  });
  const leastRem = (width: string | undefined) =>
    Number(/minmax\(([\d.]+)rem/.exec(width ?? '')?.[1]);

  it('is wide enough for a whole reorder number in monospace (0.6em a character, plus padding)', () => {
    const number = columns.find((c) => c.id === 'number');
    expect(leastRem(number?.width)).toBeGreaterThanOrEqual('PO-20261127-KTTM'.length * 0.6);
  });

  it('keeps the least widths at the 49rem the split view leaves the list (incoming.css)', () => {
    const sum = columns.reduce((total, c) => total + leastRem(c.width), 0);
    expect(sum).toBe(49);
  });
});
