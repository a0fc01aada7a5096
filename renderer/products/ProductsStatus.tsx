import { formatInteger } from '../format/number.ts';
import { useProductPages } from './products-data.ts';
import { useServerQuery } from './server-query.ts';

/**
 * How much of the list is loaded, under the title. Shares the table's query (same key), so it
 * costs nothing. Announced politely: sorting and searching change it.
 */
export function ProductsStatus() {
  const { sort, sku } = useServerQuery();
  const { query, rows } = useProductPages(sort, sku);
  let text: string;
  if (query.isPending) text = 'Loading products…';
  else if (query.isError && rows.length === 0) text = 'Products could not be loaded.';
  else if (query.isPlaceholderData) text = 'Updating the list…';
  else if (sku !== '') text = rows.length === 0 ? 'No match for this SKU.' : 'Exact SKU match.';
  else {
    const count = formatInteger(rows.length);
    text = query.hasNextPage
      ? `${count} products loaded; more load as you scroll.`
      : `${count} products.`;
  }
  return (
    <span role="status" className="list-status">
      {text}
    </span>
  );
}
