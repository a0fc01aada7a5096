import { activeOrderFilters } from '../../shared/orders/filters.ts';
import { formatInteger } from '../format/number.ts';
import { useOrderPages } from './orders-data.ts';
import { useOrdersViewState } from './view-state.ts';

/**
 * How much of the list is loaded (the table's own query, so it costs nothing). The service does
 * not count matches, so the total is known once the last page is in.
 */
export function OrdersStatus() {
  const { sort, filters } = useOrdersViewState();
  const { query, rows } = useOrderPages(sort, filters);
  const filtered = Object.keys(activeOrderFilters(filters)).length > 0;
  let text: string;
  if (query.isPending) text = 'Loading orders…';
  else if (query.isError && rows.length === 0) text = 'Orders could not be loaded.';
  else if (query.isPlaceholderData) text = 'Updating the list…';
  else {
    const count = formatInteger(rows.length);
    const noun = rows.length === 1 ? 'order' : 'orders';
    const which = filtered ? `matching ${noun}` : noun;
    text = query.hasNextPage
      ? `First ${count} ${which}; more load ahead of your scrolling.`
      : `${count} ${which} in all.`;
  }
  return (
    <span role="status" className="list-status">
      {text}
    </span>
  );
}
