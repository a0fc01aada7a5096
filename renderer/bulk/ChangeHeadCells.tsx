/** The header cells of a stock change as both import tables show it (preview and results). */
export function ChangeHeadCells() {
  return (
    <>
      <th scope="col" className="num">
        Line
      </th>
      <th scope="col">SKU</th>
      <th scope="col">Warehouse</th>
      <th scope="col">Change</th>
      <th scope="col" className="num">
        Quantity
      </th>
    </>
  );
}
