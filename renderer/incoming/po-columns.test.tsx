import { describe, expect, it } from 'vitest';
import { PURCHASE_ORDER_EXPORT_COLUMNS } from '../../shared/bulk/export-columns.ts';
import { poColumns } from './po-columns.tsx';

describe('the Incoming grid', () => {
  it('names its columns as the export’s first columns, so the file reads like the list', () => {
    const headers = poColumns({
      today: '2026-11-27',
      vendorName: (id) => id,
      warehouseName: (id) => id,
    }).map((c) => c.header);
    expect(headers).toEqual(PURCHASE_ORDER_EXPORT_COLUMNS.slice(0, headers.length));
  });
});
