import { Button } from '../components/controls/Button.tsx';
import type { OperationError } from '../data/operation-error.ts';
import type { ReorderPick } from './reorder-draft.ts';

/**
 * The picked products no PO was drafted for, and what to do: those without a vendor need one
 * linked to them at the service; those whose vendors could not be read can be read again.
 */
export function ReorderLeftOut({
  withoutVendor,
  failed,
  onRetry,
}: {
  readonly withoutVendor: readonly ReorderPick[];
  readonly failed: readonly { readonly sku: string; readonly error: OperationError }[];
  readonly onRetry: () => void;
}) {
  if (withoutVendor.length === 0 && failed.length === 0) return null;
  return (
    <section className="reorder-left-out" aria-label="Not in any purchase order">
      {withoutVendor.length > 0 ? (
        <>
          <h3 className="reorder-draft-title">No vendor</h3>
          <p className="muted">
            No vendor is linked to these products, so no purchase order can be drafted for them.
            Link the vendor that supplies each to the product in the service (its vendors list),
            then reorder them again; or order them from the vendor directly.
          </p>
          <ul className="reorder-no-vendor">
            {withoutVendor.map((pick) => (
              <li key={pick.sku}>
                <span className="mono">{pick.sku}</span> {pick.name}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {failed.length > 0 ? (
        <div role="alert">
          <p>
            Who supplies {failed.map((f) => f.sku).join(', ')} could not be read:{' '}
            {failed[0]?.error.message}
          </p>
          <Button size="sm" onClick={onRetry}>
            Read again
          </Button>
        </div>
      ) : null}
    </section>
  );
}
