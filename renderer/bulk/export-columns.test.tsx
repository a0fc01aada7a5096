// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  HISTORY_EXPORT_COLUMNS,
  ORDER_EXPORT_COLUMNS,
  PRODUCT_EXPORT_COLUMNS,
} from '../../shared/bulk/export-columns.ts';
import { HistoryList } from '../inventory/HistoryList.tsx';
import { ORDER_COLUMNS } from '../orders/order-columns.tsx';
import { REPLICA_COLUMNS } from '../products/replica-columns.tsx';

afterEach(cleanup);

/** Exports name their columns as the screens do: a renamed header must rename the export too. */
describe('export columns are named as on screen', () => {
  it('products: the grid over the catalogue copy, column for column, and the currency', () => {
    const headers = REPLICA_COLUMNS.map((c) => c.header);
    expect(PRODUCT_EXPORT_COLUMNS.filter((c) => headers.includes(c))).toEqual(headers);
    // What the grid shows inside the amounts comes in a column of its own.
    expect(PRODUCT_EXPORT_COLUMNS.filter((c) => !headers.includes(c))).toEqual(['Currency']);
  });

  it('orders: every grid column, in order, before what the export adds', () => {
    const headers = ORDER_COLUMNS.map((c) => c.header);
    expect(ORDER_EXPORT_COLUMNS.filter((c) => headers.includes(c))).toEqual(headers);
    // What the grid shows as badges beside the status, and what it withholds, come after.
    expect(ORDER_EXPORT_COLUMNS.filter((c) => !headers.includes(c))).toEqual([
      'Holds',
      'Currency',
      'E-mail',
    ]);
  });

  it("a SKU's history: the list's headers", () => {
    render(<HistoryList changes={[]} warehouseName={(id) => id} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      ...HISTORY_EXPORT_COLUMNS,
    ]);
  });
});
