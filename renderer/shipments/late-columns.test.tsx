// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lateColumns } from './late-columns.tsx';
import type { LateRow } from './late-rows.ts';

const NOW = Date.UTC(2026, 10, 27, 12);

const row: LateRow = {
  id: 'O1',
  orderNumber: '#100014',
  orderDate: '2026-11-25T09:00:00',
  requiredShipDate: '2026-11-27T09:00:00',
  status: 'awaiting-pickup',
  shop: 'Sandbox Outfitters Wholesale',
  holds: { operator_hold: true },
  lateness: 'late',
};

const least = (width: string | undefined) => Number(/(\d+(?:\.\d+)?)rem/.exec(width ?? '')?.[1]);

describe('the Late & at risk grid’s columns', () => {
  it('fit their least widths in the list at 1024 wide (948px less a scroll bar: 58rem)', () => {
    const widths = lateColumns(NOW).map((c) => least(c.width));
    expect(widths.every((n) => n > 0)).toBe(true);
    expect(widths.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(58);
  });

  it('give what a person acts on room to show whole: the ship date, how late, a hold, the status', () => {
    const widths = new Map(lateColumns(NOW).map((c) => [c.id, least(c.width)]));
    // "Aug 31, 2026, 10:45 PM", "At risk due in 23 h", "Operator hold", "Awaiting pickup".
    expect(widths.get('due')).toBeGreaterThanOrEqual(12);
    expect(widths.get('lateness')).toBeGreaterThanOrEqual(10);
    expect(widths.get('holds')).toBeGreaterThanOrEqual(8.75);
    expect(widths.get('status')).toBeGreaterThanOrEqual(8.25);
  });

  it('show a cut shop, status or order date whole on hover', () => {
    const cells = new Map(lateColumns(NOW).map((c) => [c.id, c.cell]));
    render(
      <>
        {cells.get('shop')?.(row)}
        {cells.get('status')?.(row)}
      </>,
    );
    expect(screen.getByTitle('Sandbox Outfitters Wholesale').textContent).toBe(
      'Sandbox Outfitters Wholesale',
    );
    expect(screen.getByTitle('Awaiting pickup').textContent).toBe('Awaiting pickup');
  });
});
