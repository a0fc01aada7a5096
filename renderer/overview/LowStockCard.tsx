import type { ReplicaRow } from '../../shared/replica/types.ts';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { SkeletonRows } from '../components/status/SkeletonRows.tsx';
import { formatInteger } from '../format/number.ts';
import { showProducts } from '../products/navigation.ts';
import { useReplicaStatus } from '../replica/replica-context.tsx';
import { useReplicaRows, type ReplicaFilter } from '../replica/use-replica-rows.ts';
import { useCanRun } from '../session/use-can-run.ts';
import { CardLink, OverviewCard } from './OverviewCard.tsx';
import { ScopeNote } from '../components/gating/ScopeNote.tsx';

/** Products at or below their reorder level in some warehouse, least available first. */
const LOW_FIRST: ReplicaFilter = {
  text: '',
  sort: 'available',
  descending: false,
  quick: 'low',
  warehouseId: null,
};
const SHOWN = 5;

function LowStockRow({ row }: { readonly row: ReplicaRow }) {
  return (
    <li>
      <button
        type="button"
        className="overview-product"
        onClick={() => showProducts('low', row.sku)}
      >
        <span className="overview-product-what">
          <span className="overview-product-name">{row.name}</span>{' '}
          <span className="overview-product-sku muted">{row.sku}</span>
        </span>{' '}
        <span className="overview-product-stock">
          {formatInteger(row.available)} available
          <span className="muted"> · reorder at {formatInteger(row.reorderLevel)}</span>
        </span>
      </button>
    </li>
  );
}

function LowStockFigures() {
  const status = useReplicaStatus();
  const query = useReplicaRows(LOW_FIRST, status.lastRefreshedAt, status.phase === 'ready');
  if (status.phase === 'off') {
    return (
      <p className="overview-figure-note">
        Low stock is counted in the catalogue copy, which is not kept for this connection. The
        products list can still be browsed.
      </p>
    );
  }
  if (status.phase === 'failed') {
    return (
      <p className="overview-figure-note">
        Copying the catalogue stopped ({status.error ?? 'unknown error'}); low stock is counted once
        it completes.
      </p>
    );
  }
  if (status.phase === 'first-sync') {
    const of =
      status.estimatedTotal === null ? '' : ` of about ${formatInteger(status.estimatedTotal)}`;
    return (
      <p className="overview-figure-note">
        Counted once the catalogue copy is complete: {formatInteger(status.records)}
        {of} products copied so far.
      </p>
    );
  }
  if (query.isPending) return <SkeletonRows rows={3} columns={2} label="Counting low stock" />;
  if (query.error) return <ErrorView error={query.error} onRetry={query.retry} />;
  const { first } = query;
  const low = first?.counts.low ?? 0;
  if (low === 0)
    return <p className="overview-figure-note">No product is below its reorder level.</p>;
  const rows = (first?.rows ?? []).slice(0, SHOWN);
  return (
    <>
      <p className="overview-figure">
        <button type="button" className="overview-figure-link" onClick={() => showProducts('low')}>
          <strong>{formatInteger(low)}</strong> {low === 1 ? 'product is' : 'products are'} at or
          below their reorder level
        </button>
      </p>
      <ul className="overview-products" aria-label="Least available first">
        {rows.map((row) => (
          <LowStockRow key={row.id} row={row} />
        ))}
      </ul>
    </>
  );
}

/** Low stock from the catalogue copy on this computer: instant, and free of credits. */
export function LowStockCard() {
  const gate = useCanRun('ProductsPage');
  const status = useReplicaStatus();
  const query = useReplicaRows(LOW_FIRST, status.lastRefreshedAt, status.phase === 'ready');
  const low = query.first?.counts.low ?? 0;
  return (
    <OverviewCard
      title="Low stock"
      action={
        gate.allowed && status.phase === 'ready' && low > 0 ? (
          <CardLink onClick={() => showProducts('low')}>Show all {formatInteger(low)}</CardLink>
        ) : null
      }
      cost="Free: counted in the catalogue copy on this computer, which is kept up to date in the background."
    >
      {gate.allowed ? (
        <LowStockFigures />
      ) : gate.missing.length > 0 ? (
        <ScopeNote what="products" missing={gate.missing} className="overview-scope-note" />
      ) : null}
    </OverviewCard>
  );
}
