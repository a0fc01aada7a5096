import { formatInteger } from '../format/number.ts';
import type { PoDraft } from './reorder-draft.ts';
import { PoMoney } from './PoMoney.tsx';
import { checkQuantity } from './reorder-input.ts';
import type { DraftOutcome } from './use-create-reorder.ts';

/**
 * One drafted purchase order in the reorder dialog: its vendor, warehouse and number, each line's
 * quantity (editable until the PO is created) and price in the vendor's currency, and the total
 * at the quantities typed.
 */
export function ReorderDraftTable({
  draft,
  vendorName,
  currency,
  poNumber,
  texts,
  total,
  outcome,
  disabled,
  onQuantity,
}: {
  readonly draft: PoDraft;
  readonly vendorName: string;
  /** The vendor's currency, which its prices are in (a PO has none of its own). */
  readonly currency: string | null;
  readonly poNumber: string;
  readonly texts: ReadonlyMap<string, string>;
  readonly total: string;
  readonly outcome: DraftOutcome | undefined;
  readonly disabled: boolean;
  readonly onQuantity: (lineKey: string, text: string) => void;
}) {
  const created = outcome?.kind === 'created';
  return (
    <section className="reorder-draft" aria-label={`${poNumber} to ${vendorName}`}>
      <h3 className="reorder-draft-title">
        <span>{vendorName}</span>
        <span className="muted"> → {draft.warehouseLabel}</span>
        <span className="mono reorder-po-number">{poNumber}</span>
        {created ? <span className="reorder-created">Created</span> : null}
      </h3>
      <table className="reorder-lines">
        <thead>
          <tr>
            <th scope="col">SKU</th>
            <th scope="col">Product</th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col" className="num">
              Quantity
            </th>
          </tr>
        </thead>
        <tbody>
          {draft.lines.map((line) => {
            const text = texts.get(line.key) ?? String(line.quantity);
            const check = checkQuantity(text);
            return (
              <tr key={line.key}>
                <td className="mono">{line.sku}</td>
                <td title={line.name}>
                  <span className="reorder-name">{line.name}</span>
                  {line.otherVendors > 0 ? (
                    <span className="muted reorder-others">
                      {' '}
                      (its first vendor of {formatInteger(line.otherVendors + 1)})
                    </span>
                  ) : null}
                </td>
                <td className="num">
                  {line.price === null ? (
                    <span className="muted">no price</span>
                  ) : (
                    <PoMoney value={line.price} currency={currency} />
                  )}
                </td>
                <td className="num">
                  <input
                    className="input reorder-quantity"
                    inputMode="numeric"
                    aria-label={`Quantity of ${line.sku} for ${draft.warehouseLabel}`}
                    aria-invalid={!check.ok || undefined}
                    title={check.ok ? undefined : check.error}
                    value={text}
                    disabled={disabled || created}
                    onChange={(event) => onQuantity(line.key, event.target.value)}
                  />
                  {check.ok ? null : (
                    <span className="field-error reorder-quantity-error">{check.error}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="reorder-total">
        Total{' '}
        <strong>
          <PoMoney value={total} currency={currency} />
        </strong>
      </p>
    </section>
  );
}
