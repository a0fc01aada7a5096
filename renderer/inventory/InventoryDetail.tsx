import { isNotFound } from '../../shared/bridge/service-errors.ts';
import { Section } from '../components/layout/DetailPane.tsx';
import { EmptyState } from '../components/status/EmptyState.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { SkeletonRows } from '../components/status/SkeletonRows.tsx';
import { useOperation } from '../data/use-operation.ts';
import { formatInteger } from '../format/number.ts';
import { stockOf, warehouseNames } from '../stock/product-detail-data.ts';
import { StockChart } from '../stock/stock-chart-lazy.tsx';
import { ReorderLevels } from '../products/ReorderLevels.tsx';
import { reorderRows } from '../products/reorder-rows.ts';
import { AdjustStockForm } from './AdjustStockForm.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';

/**
 * One SKU's stock per warehouse, its reorder levels and adjustments (left), its history (right).
 */
export function InventoryDetail({ sku }: { readonly sku: string }) {
  const query = useOperation('ProductDetail', { sku });
  const product = query.data?.data.product?.data ?? null;
  const stock = product ? stockOf(product) : [];
  const reorder = product ? reorderRows(product) : [];
  const names = warehouseNames(stock);
  const warehouseName = (id: string) => names.get(id) ?? id;

  if (query.isPending) {
    return (
      <div className="inventory-grid">
        <div className="card inventory-card">
          <SkeletonRows rows={6} columns={3} label="Loading stock" />
        </div>
        <div className="card inventory-card">
          <SkeletonRows rows={8} columns={5} label="Loading the history" />
        </div>
      </div>
    );
  }
  const notFound = query.isError && isNotFound(query.error.error);
  if (notFound || (query.isSuccess && !product)) {
    return (
      <EmptyState title={`No product has the SKU “${sku}”`}>
        SKUs are matched exactly, including upper and lower case. Check the code and try again.
      </EmptyState>
    );
  }
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;

  const total = stock.reduce((sum, s) => sum + s.onHand, 0);
  return (
    <div className="inventory-detail">
      <p className="inventory-summary">
        <strong>{product?.name ?? sku}</strong> <span className="mono muted">{sku}</span>
        <span className="muted">
          {' '}
          · {formatInteger(total)} on hand in {formatInteger(stock.length)}{' '}
          {stock.length === 1 ? 'warehouse' : 'warehouses'}
        </span>
      </p>
      <div className="inventory-grid">
        <div className="inventory-column">
          {stock.length > 0 ? (
            <div className="card inventory-card">
              <Section title="Adjust stock" level={2}>
                <AdjustStockForm sku={sku} stock={stock} />
              </Section>
            </div>
          ) : null}
          <div className="card inventory-card">
            <Section title="Stock" level={2}>
              {stock.length === 0 ? (
                <EmptyState title="Not stocked in any warehouse">
                  Stock can be adjusted once the product has a warehouse record.
                </EmptyState>
              ) : (
                <StockChart stock={stock} />
              )}
            </Section>
          </div>
          {reorder.length > 0 ? (
            // Beside the adjustment: how far the stock is from each warehouse's reorder level.
            <div className="card inventory-card">
              <Section title="Reordering" level={2}>
                <ReorderLevels rows={reorder} />
              </Section>
            </div>
          ) : null}
        </div>
        <HistoryPanel sku={sku} warehouseName={warehouseName} />
      </div>
    </div>
  );
}
