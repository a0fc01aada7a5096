import { Button } from '../components/controls/Button.tsx';
import { Section } from '../components/layout/DetailPane.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { formatMoney } from '../format/decimal.ts';
import { formatInteger } from '../format/number.ts';
import { StatusBadge } from './StatusBadge.tsx';
import type { LineItem } from './use-order-detail.ts';
import type { OperationError } from '../data/operation-error.ts';

const QUANTITIES = [
  ['quantity_shipped', 'shipped'],
  ['quantity_pending_fulfillment', 'pending'],
  ['quantity_allocated', 'allocated'],
  ['backorder_quantity', 'backordered'],
] as const;

/** Where each unit of the line is: shipped, waiting, allocated to stock, or backordered. */
function LineQuantities({ item }: { readonly item: LineItem }) {
  const parts = QUANTITIES.map(([field, word]) => ({ word, count: item[field] ?? 0 }));
  return (
    <span className="line-item-quantities">
      {parts.map(({ word, count }) => (
        <span key={word} className={word === 'backordered' && count > 0 ? 'is-backordered' : ''}>
          {formatInteger(count)} {word}
        </span>
      ))}
    </span>
  );
}

/** The order's line items so far, and "Load more" while the connection has a next page. */
export function LineItems({
  items,
  total,
  currency,
  hasMore,
  loadingMore,
  loadError,
  onLoadMore,
}: {
  readonly items: readonly LineItem[];
  readonly total: number | null;
  readonly currency: string | null;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly loadError: OperationError | null;
  readonly onLoadMore: () => void;
}) {
  const count =
    total !== null && total !== items.length
      ? `${formatInteger(items.length)} of ${formatInteger(total)}`
      : formatInteger(items.length);
  return (
    <Section title={`Line items (${count})`}>
      {items.length === 0 ? (
        <p className="muted">This order has no line items.</p>
      ) : (
        <table className="compact-table line-items">
          <caption className="visually-hidden">Line items</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="is-end">
                Qty
              </th>
              <th scope="col" className="is-end">
                Price
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={item.id ?? index}>
                <td>
                  <span className="line-item-name">
                    <FieldValue value={item.product_name} />
                  </span>
                  <span className="mono muted line-item-sku">{item.sku}</span>
                  <LineQuantities item={item} />
                </td>
                <td className="is-end num">
                  <FieldValue value={item.quantity} format={(v) => formatInteger(Number(v))} />
                </td>
                <td className="is-end num">
                  <FieldValue value={item.price} format={(v) => formatMoney(String(v), currency)} />
                </td>
                <td>
                  <StatusBadge status={item.fulfillment_status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {loadError ? <ErrorView error={loadError} compact /> : null}
      {hasMore ? (
        <div>
          <Button size="sm" busy={loadingMore} disabled={loadingMore} onClick={onLoadMore}>
            Load more line items
          </Button>
        </div>
      ) : null}
    </Section>
  );
}
