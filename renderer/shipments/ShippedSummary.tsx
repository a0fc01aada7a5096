import { filterShippedRows, filtersByCarrier } from '../../shared/shipments/shipped-rows.ts';
import { shippedTotals } from '../../shared/shipments/shipped-totals.ts';
import { formatDecimal } from '../format/decimal.ts';
import { formatInteger } from '../format/number.ts';
import { useNow } from '../state/use-now.ts';
import { SHIPMENTS_PAGE_CREDITS, SHIPMENTS_PAGE_SIZE, useShippedPages } from './shipped-data.ts';
import { NO_CURRENCY, pickedText, postageText, shippedCountText } from './shipped-words.ts';
import { useShipmentsViewState } from './view-state.ts';

const money = (cents: number): string =>
  formatDecimal((cents / 100).toFixed(2), { minFractionDigits: 2 }) ?? '0.00';

/**
 * The Shipped list's count and what it adds up to, all told and per carrier and method (the
 * table's own query, so this costs nothing). Voided labels are said apart and never summed;
 * totals over a list still loading say they are partial.
 */
export function ShippedSummary() {
  const { filter, method } = useShipmentsViewState();
  const now = useNow(60_000);
  const { query, rows, problem } = useShippedPages(filter, now);
  const choice = { carrier: filter.carrier, method };
  const shown = filterShippedRows(rows, choice);
  const totals = shippedTotals(shown);
  const cost = `About ${formatInteger(SHIPMENTS_PAGE_CREDITS)} credits a page of ${formatInteger(SHIPMENTS_PAGE_SIZE)} shipments.`;
  let text: string;
  if (problem) text = problem;
  else if (query.isPending) text = 'Loading shipments…';
  else if (query.isError && rows.length === 0) text = 'Shipments could not be loaded.';
  else if (query.isPlaceholderData) text = 'Updating the list…';
  else text = shippedCountText(totals, filter, query.hasNextPage);
  const ready = !problem && !query.isPending && !query.isPlaceholderData && shown.length > 0;
  return (
    <div className="shipped-summary">
      <span role="status" className="list-status">
        {text}
      </span>
      {ready ? (
        <>
          <span className="shipped-postage">{postageText(totals, money)}</span>
          <ul
            className="shipped-groups"
            aria-label="By carrier and method"
            title={`Labels and postage by carrier and method (${NO_CURRENCY})`}
          >
            {totals.groups.map((g) => (
              <li key={`${g.carrier} ${g.method}`}>
                <strong>{g.carrier}</strong> {g.method}: {formatInteger(g.labels)}{' '}
                {g.labels === 1 ? 'label' : 'labels'}, {money(g.costCents)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <span className="muted shipped-detail">
        {filtersByCarrier(choice) && !query.isPending ? `${pickedText(rows.length)} ` : ''}
        {cost}
      </span>
    </div>
  );
}
