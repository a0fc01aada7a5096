import { Section } from '../components/layout/DetailPane.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import type { OperationError } from '../data/operation-error.ts';
import { formatInteger } from '../format/number.ts';
import type { PoLine } from './use-purchase-order.ts';
import { PoMoney } from './PoMoney.tsx';
import { lineRemainderText } from './po-line-remainder.ts';
import type { PoFacts } from '../../shared/purchase-orders/filters.ts';
import { ReadMoreButton } from './ReadMoreButton.tsx';

const count = (value: number | null) => (value === null ? '—' : formatInteger(value));

/** The PO's lines so far: ordered, received, rejected, with vendor SKU and price. */
export function PoLines({
  po,
  currency,
  lines,
  hasMore,
  loadingMore,
  loadError,
  onLoadMore,
}: {
  /** The PO's state: a closed or cancelled PO's missing units are not delivered, not to come. */
  readonly po: Pick<PoFacts, 'date_closed' | 'fulfillment_status'>;
  /** The vendor's currency, which the PO's prices are in; null when unknown. */
  readonly currency?: string | null;
  readonly lines: readonly PoLine[];
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly loadError: OperationError | null;
  readonly onLoadMore: () => void;
}) {
  const title = `Lines (${formatInteger(lines.length)}${hasMore ? '+' : ''})`;
  return (
    <Section title={title}>
      {lines.length === 0 ? (
        <p className="muted">This purchase order has no lines.</p>
      ) : (
        <table className="compact-table po-lines">
          <caption className="visually-hidden">Lines</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="is-end">
                Ordered
              </th>
              <th scope="col" className="is-end">
                Received
              </th>
              <th scope="col" className="is-end">
                Rejected
              </th>
              <th scope="col" className="is-end">
                Price
              </th>
            </tr>
          </thead>
          {lines.map((line, index) => {
            const remainder = lineRemainderText(line, po);
            // Two rows a line: the item across the pane's width, then its figures, so a long
            // name is not squeezed into what the four figures leave.
            return (
              <tbody key={line.id ?? index} className="po-line">
                <tr>
                  <td colSpan={5} className="po-line-item">
                    <span className="line-item-name">
                      <FieldValue value={line.product_name} />
                    </span>{' '}
                    <span className="mono muted line-item-sku">
                      {line.sku}
                      {line.vendor_sku ? ` · vendor ${line.vendor_sku}` : ''}
                    </span>
                  </td>
                </tr>
                <tr>
                  <td>{remainder ? <span className="po-outstanding">{remainder}</span> : null}</td>
                  <td className="is-end num">{count(line.quantity)}</td>
                  <td className="is-end num">{count(line.quantity_received)}</td>
                  <td className="is-end num">{count(line.quantity_rejected)}</td>
                  <td className="is-end num">
                    <PoMoney value={line.price} currency={currency} />
                  </td>
                </tr>
              </tbody>
            );
          })}
        </table>
      )}
      {loadError ? <ErrorView error={loadError} compact /> : null}
      {hasMore ? (
        <ReadMoreButton busy={loadingMore} onClick={onLoadMore}>
          Load more lines
        </ReadMoreButton>
      ) : null}
    </Section>
  );
}
