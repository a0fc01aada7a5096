import { FieldValue } from '../../components/pii/FieldValue.tsx';
import { formatInteger, formatSignedInteger } from '../../format/number.ts';
import { onHandAfter } from '../../../shared/inventory/inventory-change.ts';
import { changeTime } from './change-time.ts';
import { openSkuStock } from './open-sku.ts';
import type { StockChange } from './stock-change.ts';
import type { Who } from './use-who.ts';

export interface RowContext {
  readonly warehouseName: (id: string | null) => string;
  readonly productName: (sku: string | null) => string | null;
  readonly who: (userId: string | null) => Who;
  /** The feed covers one day: rows show the time alone. */
  readonly oneDay: boolean;
}

/** One change: when, which SKU (a link to its stock) and product, where, counts, why, who. */
export function ChangeRow({
  change,
  large,
  nested = false,
  context,
}: {
  readonly change: StockChange;
  readonly large: boolean;
  /** Inside an opened routine summary: indented under it. */
  readonly nested?: boolean;
  readonly context: RowContext;
}) {
  const delta = change.change_in_on_hand;
  const after = onHandAfter(change);
  const tone = delta === null || delta === 0 ? '' : delta > 0 ? 'is-up' : 'is-down';
  const name = context.productName(change.sku);
  const who = context.who(change.user_id);
  return (
    <tr className={`${large ? 'is-large' : ''} ${nested ? 'is-nested' : ''}`.trim()}>
      <td className="when">
        <FieldValue value={changeTime(change.created_at, context.oneDay)} />
      </td>
      <td className="item">
        {large ? <span className="large-badge">Large</span> : null}
        {change.sku ? (
          <button
            type="button"
            className="sku-link"
            title={`Open the stock of ${change.sku}`}
            onClick={() => openSkuStock(change.sku ?? '')}
          >
            {change.sku}
          </button>
        ) : (
          <FieldValue value={null} />
        )}
        {name ? <span className="product-name muted">{name}</span> : null}
      </td>
      <td>{context.warehouseName(change.warehouse_id)}</td>
      <td className="is-end num">
        {change.previous_on_hand === null ? (
          <FieldValue value={null} />
        ) : (
          <>
            {formatInteger(change.previous_on_hand)}
            <span aria-hidden="true"> → </span>
            <span className="visually-hidden"> to </span>
            {after === null ? '?' : formatInteger(after)}
          </>
        )}
      </td>
      <td className={`is-end num change ${tone}`}>
        {delta === null ? <FieldValue value={null} /> : formatSignedInteger(delta)}
      </td>
      <td className="reason">
        <FieldValue value={change.reason} />
      </td>
      <td className="who" title={who.title}>
        {who.label}
      </td>
    </tr>
  );
}
