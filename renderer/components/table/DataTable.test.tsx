// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, trackMinimum, type Column } from './DataTable.tsx';
import { nextSort, toApiSort, type SortKey } from './sort.ts';

afterEach(cleanup);

interface Row {
  readonly id: string;
  readonly sku: string;
  readonly onHand: number;
}

const rows: Row[] = Array.from({ length: 20_000 }, (_, i) => ({
  id: `P${i}`,
  sku: `SKU-${String(i).padStart(5, '0')}`,
  onHand: i % 97,
}));

const columns: Column<Row>[] = [
  { id: 'sku', header: 'SKU', cell: (r) => r.sku, sortAttribute: 'sku' },
  { id: 'onHand', header: 'On hand', cell: (r) => r.onHand, align: 'end' },
];

function Harness({ onActivate }: { readonly onActivate: (row: Row) => void }) {
  const [sort, setSort] = useState<SortKey[]>([{ attribute: 'sku', descending: false }]);
  return (
    <DataTable
      label="Products"
      columns={columns}
      rows={rows}
      rowId={(r) => r.id}
      sort={sort}
      onSortChange={setSort}
      onActivate={onActivate}
    />
  );
}

describe('DataTable', () => {
  it('renders only the rows in view, with header cells and a row count', () => {
    render(<Harness onActivate={() => undefined} />);
    const grid = screen.getByRole('grid', { name: 'Products' });
    expect(grid.getAttribute('aria-rowcount')).toBe('20001');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'SKU',
      'On hand',
    ]);
    const rendered = within(grid).getAllByRole('row');
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThan(100);
    expect(rendered[1]?.getAttribute('aria-rowindex')).toBe('2');
  });

  it('sorts from the header with aria-sort on the primary key', async () => {
    render(<Harness onActivate={() => undefined} />);
    const header = screen.getAllByRole('columnheader')[0];
    expect(header?.getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(screen.getByRole('button', { name: /SKU/ }));
    expect(header?.getAttribute('aria-sort')).toBe('descending');
  });

  it('moves the active row with the keyboard and activates it with Enter', () => {
    const onActivate = vi.fn();
    render(<Harness onActivate={onActivate} />);
    const grid = screen.getByRole('grid', { name: 'Products' });
    grid.focus();
    const first = grid.getAttribute('aria-activedescendant');
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    expect(grid.getAttribute('aria-activedescendant')).not.toBe(first);
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(onActivate).toHaveBeenLastCalledWith(rows[2]);
    fireEvent.keyDown(grid, { key: 'End' });
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(onActivate).toHaveBeenLastCalledWith(rows[19_999]);
    fireEvent.keyDown(grid, { key: 'Home' });
    fireEvent.keyDown(grid, { key: ' ' });
    expect(onActivate).toHaveBeenLastCalledWith(rows[0]);
  });
});

describe('trackMinimum', () => {
  it('reads the floor of each column track so every row shares one width', () => {
    expect(trackMinimum('minmax(12rem, 2fr)')).toBe('12rem');
    expect(trackMinimum('8rem')).toBe('8rem');
    expect(trackMinimum('120px')).toBe('120px');
    expect(trackMinimum('1fr')).toBe('0px');
    expect(trackMinimum('minmax(auto, 1fr)')).toBe('0px');
  });
});

describe('sorting keys', () => {
  it('cycles a column and adds further keys with Shift', () => {
    const asc = nextSort([], 'name', false);
    expect(asc).toEqual([{ attribute: 'name', descending: false }]);
    const desc = nextSort(asc, 'name', false);
    expect(nextSort(desc, 'name', false)).toEqual([]);
    const multi = nextSort(desc, 'created_at', true);
    expect(toApiSort(multi)).toBe('-name,created_at');
    expect(toApiSort(nextSort(multi, 'created_at', true))).toBe('-name,-created_at');
    expect(toApiSort(nextSort(nextSort(multi, 'created_at', true), 'created_at', true))).toBe(
      '-name',
    );
    expect(toApiSort([])).toBeNull();
  });
});

describe('DataTable roles', () => {
  // axe's rule, run on the real markup: a grid or rowgroup that owns no row is an error.
  async function requiredChildrenViolations(container: HTMLElement): Promise<string[]> {
    const result = await axe.run(container, { runOnly: ['aria-required-children'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => n.html));
  }

  it('with no rows, shows its empty text (a status line) in a row of its own', async () => {
    const { container } = render(
      <DataTable
        label="Products"
        columns={columns}
        rows={[]}
        rowId={(r) => r.id}
        sort={[]}
        empty={<p role="status">Loading products…</p>}
      />,
    );
    const cell = within(screen.getByRole('grid')).getByRole('gridcell');
    expect(cell.getAttribute('aria-colspan')).toBe('2');
    expect(within(cell).getByRole('status').textContent).toBe('Loading products…');
    expect(await requiredChildrenViolations(container)).toEqual([]);
  });

  it('with no rows and no empty text, owns no empty row group', async () => {
    const { container } = render(
      <DataTable label="Products" columns={columns} rows={[]} rowId={(r) => r.id} sort={[]} />,
    );
    expect(within(screen.getByRole('grid')).getAllByRole('rowgroup')).toHaveLength(1);
    expect(await requiredChildrenViolations(container)).toEqual([]);
  });

  it('with rows, every row group owns rows', async () => {
    const { container } = render(<Harness onActivate={() => undefined} />);
    expect(within(screen.getByRole('grid')).getAllByRole('rowgroup')).toHaveLength(2);
    expect(await requiredChildrenViolations(container)).toEqual([]);
  });
});
