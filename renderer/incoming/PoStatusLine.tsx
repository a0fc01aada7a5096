import { filtersLocally } from '../../shared/purchase-orders/filters.ts';
import { formatInteger } from '../format/number.ts';
import { usePurchaseOrderPages, PO_PAGE_CREDITS, PO_PAGE_SIZE } from './purchase-orders-data.ts';
import { poCountText, poPickedText } from './po-status-text.ts';
import { useToday } from './today.ts';
import { useIncomingViewState } from './view-state.ts';

/**
 * How much of the list is loaded and what it costs (the table's own query, so this costs
 * nothing): the plain count first; below it, smaller, how many were read where Floorboard filters
 * the rows (the service cannot), and the cost.
 */
export function PoStatusLine() {
  const { sort, filters } = useIncomingViewState();
  const today = useToday();
  const { query, rows, loaded } = usePurchaseOrderPages(sort, filters, today);
  // The cost figure is the constant the cost-formula test binds (incoming-credits.test.ts).
  const cost = `About ${formatInteger(PO_PAGE_CREDITS)} credits a page of ${formatInteger(PO_PAGE_SIZE)}; lines are read only in the pane.`;
  let text: string;
  let picked: string | null = null;
  if (query.isPending) text = 'Loading purchase orders…';
  else if (query.isError && rows.length === 0) text = 'Purchase orders could not be loaded.';
  else if (query.isPlaceholderData) text = 'Updating the list…';
  else {
    text = poCountText(rows.length, filters.tab, query.hasNextPage);
    if (filtersLocally(filters)) picked = poPickedText(loaded);
  }
  return (
    <span className="po-status">
      <span role="status" className="list-status">
        {text}
      </span>
      <span className="muted po-status-detail">
        {picked ? `${picked} ` : ''}
        {cost}
      </span>
    </span>
  );
}
