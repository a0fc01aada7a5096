import type { ImportColumn } from '../../shared/bulk/import-contract.ts';

/** The header cells of an import's rows as both tables show them (preview and results). */
export function ImportHeadCells({ columns }: { readonly columns: readonly ImportColumn[] }) {
  return (
    <>
      <th scope="col" className="num">
        Line
      </th>
      {columns.map((column) => (
        <th key={column.label} scope="col" className={column.numeric ? 'num' : undefined}>
          {column.label}
        </th>
      ))}
    </>
  );
}

/** A row's cells under those headers; numbers right-aligned and grouped as on screen. */
export function ImportCells({
  columns,
  cells,
}: {
  readonly columns: readonly ImportColumn[];
  readonly cells: readonly string[];
}) {
  return (
    <>
      {columns.map((column, i) => {
        const cell = cells[i] ?? '';
        // A count is grouped as on screen; what a refused line said is shown as it was.
        return column.numeric ? (
          <td key={column.label} className="num">
            {/^\d+$/.test(cell) ? Number(cell).toLocaleString('en-US') : cell}
          </td>
        ) : (
          <td
            key={column.label}
            className="import-cell"
            title={cell.length > 40 ? cell : undefined}
          >
            {cell}
          </td>
        );
      })}
    </>
  );
}
