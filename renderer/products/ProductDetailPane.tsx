import { useState } from 'react';
import { Button } from '../components/controls/Button.tsx';
import { GatedAction } from '../components/gating/GatedAction.tsx';
import { DetailPane, PropertyList, Section } from '../components/layout/DetailPane.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import { EmptyState } from '../components/status/EmptyState.tsx';
import { QueryView } from '../components/status/QueryView.tsx';
import { SkeletonRows, SkeletonText } from '../components/status/SkeletonRows.tsx';
import { useOperation } from '../data/use-operation.ts';
import { formatDateTime } from '../format/date.ts';
import { formatPriceSpan } from '../format/price.ts';
import { formatDimensions, formatWeight } from '../format/measure.ts';
import { productPaneKey } from '../state/pane-focus.ts';
import { useUiStore } from '../state/ui-store.ts';
import { stockOf, type ProductDetail } from '../stock/product-detail-data.ts';
import { StockChart } from '../stock/stock-chart-lazy.tsx';
import { EditProductDialog } from './EditProductDialog.tsx';
import { OnOrder } from '../incoming/OnOrder.tsx';
import { NextDelivery } from '../incoming/NextDelivery.tsx';
import { ReorderLevels } from './ReorderLevels.tsx';
import { reorderRows } from './reorder-rows.ts';
import { WarehousePrices } from './WarehousePrices.tsx';
import { differsByWarehouse, productMoney } from './warehouse-money.ts';

/**
 * The selected product: stock per warehouse (chart and numbers), reorder level and amount per
 * warehouse, then its fields.
 */
export function ProductDetailPane({
  sku,
  onClose,
}: {
  readonly sku: string;
  readonly onClose: () => void;
}) {
  const query = useOperation('ProductDetail', { sku });
  const product = query.data?.data.product?.data ?? null;
  const showView = useUiStore((s) => s.showView);
  const select = useUiStore((s) => s.select);
  const [editing, setEditing] = useState(false);

  return (
    <DetailPane
      title={product?.name ?? (query.isPending ? <SkeletonText width="12em" /> : sku)}
      subtitle={<span className="mono">{sku}</span>}
      onClose={onClose}
      focusKey={query.isPending ? null : productPaneKey(sku)}
      actions={
        <>
          <GatedAction
            operation="UpdateProduct"
            size="sm"
            icon="edit"
            disabled={product === null}
            onClick={() => setEditing(true)}
          >
            Edit
          </GatedAction>
          <Button
            size="sm"
            icon="layers"
            onClick={() => {
              select('inventory', sku);
              showView('inventory');
            }}
          >
            Adjust stock
          </Button>
        </>
      }
    >
      <QueryView
        query={query}
        loading={<SkeletonRows rows={6} columns={2} label="Loading product" />}
        isEmpty={(result) => !result.data.product?.data}
        empty={<EmptyState title={`No product has the SKU “${sku}”`} />}
      >
        {(result) =>
          result.data.product?.data ? <ProductBody product={result.data.product.data} /> : null
        }
      </QueryView>
      {editing && product ? (
        <EditProductDialog product={product} onClose={() => setEditing(false)} />
      ) : null}
    </DetailPane>
  );
}

function ProductBody({ product }: { readonly product: ProductDetail }) {
  const stock = stockOf(product);
  const reorder = reorderRows(product);
  const tags = (product.tags ?? []).filter(Boolean).join(', ');
  const d = product.dimensions;
  // Price and value live per warehouse: one figure when they agree, else the span here and each
  // warehouse's below. In the warehouses' currency, as orders show theirs (and as the grids do).
  const money = productMoney(product.warehouse_products, product);
  return (
    <>
      {product.sku ? <NextDelivery sku={product.sku} /> : null}
      <Section title="Stock">
        {stock.length === 0 ? (
          <EmptyState title="Not stocked in any warehouse" />
        ) : (
          <StockChart stock={stock} />
        )}
      </Section>
      {product.sku ? <OnOrder sku={product.sku} /> : null}
      {reorder.length > 0 ? (
        <Section title="Reordering">
          <ReorderLevels rows={reorder} />
        </Section>
      ) : null}
      {differsByWarehouse(money) ? (
        <Section title="Prices by warehouse">
          <WarehousePrices product={product} currency={money.currency} />
        </Section>
      ) : null}
      <Section title="Product">
        <PropertyList
          items={[
            {
              label: 'Price',
              value: (
                <FieldValue
                  value={money.price?.low}
                  format={(v) => formatPriceSpan(v, money.price?.high, money.currency)}
                />
              ),
            },
            {
              label: 'Value (unit cost)',
              value: (
                <FieldValue
                  value={money.value?.low}
                  format={(v) => formatPriceSpan(v, money.value?.high, money.currency)}
                />
              ),
            },
            {
              label: 'Barcode',
              value: (
                <FieldValue
                  value={product.barcode}
                  format={(v) => <span className="mono">{v}</span>}
                />
              ),
            },
            { label: 'Tags', value: <FieldValue value={tags} /> },
            {
              label: 'Dimensions',
              value: (
                <FieldValue value={d ? formatDimensions([d.length, d.width, d.height]) : null} />
              ),
            },
            { label: 'Weight', value: <FieldValue value={formatWeight(d?.weight)} /> },
            { label: 'Note', value: <FieldValue value={product.product_note} /> },
            { label: 'Created', value: <FieldValue value={formatDateTime(product.created_at)} /> },
            { label: 'Updated', value: <FieldValue value={formatDateTime(product.updated_at)} /> },
          ]}
        />
      </Section>
    </>
  );
}
