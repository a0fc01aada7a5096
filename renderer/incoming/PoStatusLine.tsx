import { filtersLocally } from '../../shared/purchase-orders/filters.ts';
import { formatInteger } from '../format/number.ts';
import { usePurchaseOrderPages, PO_PAGE_CREDITS, PO_PAGE_SIZE } from './purchase-orders-data.ts';
import { useToday } from './today.ts';
import { useIncomingViewState } from './view-state.ts';

/**
 * How much of the list is loaded and what it costs (the table's own query, so this costs
 * nothing). Where part of the filters is applied to the loaded rows, it says so.
 */
export function PoStatusLine() {
  const { sort, filters } = useIncomingViewState();
  const today = useToday();
  const { query, rows, loaded } = usePurchaseOrderPages(sort, filters, today);
  const cost = `About ${formatInteger(PO_PAGE_CREDITS)} credits a page of ${formatInteger(PO_PAGE_SIZE)}; lines are read only in the pane.`;
  let text: string;
  if (query.isPending) text = 'Loading purchase orders…';
  else if (query.isError && rows.length === 0) text = 'Purchase orders could not be loaded.';
  else if (query.isPlaceholderData) text = 'Updating the list…';
  else {
    const noun = rows.length === 1 ? 'purchase order' : 'purchase orders';
    const local = filtersLocally(filters)
      ? `, picked from ${formatInteger(loaded)} read (the service cannot filter by vendor or open status, so Floorboard does)`
      : '';
    text = query.hasNextPage
      ? `First ${formatInteger(rows.length)} ${noun}${local}; more load as you scroll.`
      : `${formatInteger(rows.length)} ${noun}${local}.`;
  }
  return (
    <span className="po-status">
      <span role="status" className="list-status">
        {text}
      </span>{' '}
      <span className="muted">{cost}</span>
    </span>
  );
}
