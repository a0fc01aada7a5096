import { formatDate } from '../format/date.ts';
import { formatInteger } from '../format/number.ts';
import { ScopedSection } from './ScopedSection.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { useOrderReturns } from './use-order-sections.ts';

const count = (value: number | null | undefined): string => formatInteger(value ?? 0);

/** Returns: status, reason, and the items expected, received and restocked. */
export function ReturnsSection({ orderId }: { readonly orderId: string }) {
  const { gate, query, returns } = useOrderReturns(orderId);
  return (
    <ScopedSection title="Returns" what="returns" gate={gate} query={query}>
      {returns.length === 0 ? (
        <p className="muted">No returns.</p>
      ) : (
        <ul className="returns">
          {returns.map((entry, index) => (
            <li key={entry.id ?? index}>
              <div className="shipment-head">
                <strong>Return {returns.length > 1 ? index + 1 : ''}</strong>
                <StatusBadge status={entry.status} />
                <span className="muted">{formatDate(entry.created_at)}</span>
              </div>
              <div>{entry.reason ?? 'No reason given'}</div>
              <div className="muted">
                Expected {count(entry.total_items_expected)} · received{' '}
                {count(entry.total_items_received)} · restocked {count(entry.total_items_restocked)}
              </div>
              <ul className="return-items">
                {(entry.line_items ?? []).map((item, i) =>
                  item ? (
                    <li key={item.id ?? i}>
                      {count(item.quantity)} × {item.line_item?.product_name ?? ''}{' '}
                      <span className="mono muted">{item.line_item?.sku}</span>
                    </li>
                  ) : null,
                )}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </ScopedSection>
  );
}
