// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShippedRow } from '../../shared/shipments/shipped-rows.ts';
import { SHIPMENT_EXPORT_COLUMNS } from '../../shared/bulk/export-columns.ts';
import { SHIPPED_HEADERS, shippedColumns } from './shipped-columns.tsx';
import { costNote, NO_CURRENCY } from './shipped-words.ts';

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

  it('fit their least widths in the list at 1024 wide (948px less a scroll bar: 58rem)', () => {
    const least = shippedColumns([]).map((c) =>
      Number(/(\d+(?:\.\d+)?)rem/.exec(c.width ?? '')?.[1]),
    );
    expect(least.every((n) => n > 0)).toBe(true);
    expect(least.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(58);
  });

  it('say on hover that a cost names no currency, as the postage total does', () => {
    const column = shippedColumns([]).find((c) => c.id === 'cost');
    const base: ShippedRow = {
      key: 'L2',
      shipmentId: 'S2',
      orderId: 'O2',
      orderNumber: '#101001',
      shippedAt: null,
      carrier: 'USPS',
      method: 'Ground Advantage',
      cost: '13.66',
      trackingNumber: null,
      trackingUrl: null,
      trackingStatus: null,
      voided: false,
      shipmentWentOut: true,
      shipTo: { name: null, city: null, state: null, country: null },
    };
    render(
      <>
        {column?.cell(base)}
        {column?.cell({ ...base, key: 'L3', voided: true })}
      </>,
    );
    expect(screen.getByTitle(costNote(false)).textContent).toBe('13.66');
    expect(screen.getByTitle(costNote(true)).textContent).toContain('Voided');
    expect(costNote(false)).toContain(NO_CURRENCY);
    expect(costNote(true)).toContain(NO_CURRENCY);
  });

  it('give the shipping method its whole name as a tooltip', () => {
    const method = shippedColumns([]).find((c) => c.id === 'method');
    const row: ShippedRow = {
      key: 'L1',
      shipmentId: 'S1',
      orderId: 'O1',
      orderNumber: '#100999',
      shippedAt: null,
      carrier: 'USPS',
      method: 'Ground Advantage Plus Extended',
      cost: '9.80',
      trackingNumber: null,
      trackingUrl: null,
      trackingStatus: null,
      voided: false,
      shipmentWentOut: true,
      shipTo: { name: null, city: null, state: null, country: null },
    };
    render(<>{method?.cell(row)}</>);
    expect(screen.getByTitle('Ground Advantage Plus Extended').textContent).toBe(
      'Ground Advantage Plus Extended',
    );
  });
});
