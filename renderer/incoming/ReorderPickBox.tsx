import type { ReplicaRow } from '../../shared/replica/types.ts';
import { useReorderSelection } from './reorder-selection.ts';

/**
 * The Low stock list's checkbox picking a product for a reorder. Its clicks and Space stay here:
 * they must not open the product's pane as a click on the row does.
 */
export function ReorderPickBox({ row }: { readonly row: ReplicaRow }) {
  const picked = useReorderSelection((s) => s.picks.has(row.sku));
  const toggle = useReorderSelection((s) => s.toggle);
  return (
    <input
      type="checkbox"
      className="reorder-pick"
      aria-label={`Reorder ${row.sku}`}
      checked={picked}
      onChange={() => toggle(row)}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        if (event.key === ' ' || event.key === 'Enter') event.stopPropagation();
      }}
    />
  );
}
