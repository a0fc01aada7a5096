import { formatInteger } from '../format/number.ts';
import { useOrderPages } from './orders-data.ts';
import { useOrdersViewState } from './view-state.ts';

/** How much of the list is loaded (the table's own query, so it costs nothing). */
export function OrdersStatus() {
  const { sort, status } = useOrdersViewState();
  const { query, rows } = useOrderPages(sort, status);
  let text: string;
  if (query.isPending) text = 'Loading orders…';
  else if (query.isError && rows.length === 0) text = 'Orders could not be loaded.';
  else if (query.isPlaceholderData) text = 'Updating the list…';
  else {
    const count = formatInteger(rows.length);
    const which = status === null ? 'orders' : `“${status}” orders`;
    text = query.hasNextPage
      ? `${count} ${which} loaded; more load as you scroll.`
      : `${count} ${which}.`;
  }
  return (
    <span role="status" className="list-status">
      {text}
    </span>
  );
}
