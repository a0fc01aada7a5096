import { useShallow } from 'zustand/react/shallow';
import { ExportProductsButton } from './ExportProductsButton.tsx';
import { GatedAction } from '../components/gating/GatedAction.tsx';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { SplitView } from '../components/layout/SplitView.tsx';
import { useSelected, useUiStore } from '../state/ui-store.ts';
import { CreateProductDialog } from './CreateProductDialog.tsx';
import { ProductDetailPane } from './ProductDetailPane.tsx';
import { ProductsStatus } from './ProductsStatus.tsx';
import { ProductsTable } from './ProductsTable.tsx';
import { SkuSearch } from '../components/form/SkuSearch.tsx';
import { useCreatingProduct, useProductsViewState } from './view-state.ts';
import { useReplicaStatus } from '../replica/replica-context.tsx';
import { useReplicaRows } from '../replica/use-replica-rows.ts';
import { CatalogueStatus } from './CatalogueStatus.tsx';
import { ProductSearch } from './ProductSearch.tsx';
import { QuickFilters } from './QuickFilters.tsx';
import { ReplicaProductsTable } from './ReplicaProductsTable.tsx';
import { useReplicaFilter } from './replica-filter.ts';
import { ReplicaSummary } from './ReplicaSummary.tsx';
import { ReorderBar } from '../incoming/ReorderBar.tsx';
import { useProductsSource } from './use-list-source.ts';
import { WarehouseFilter } from './WarehouseFilter.tsx';
import '../styles/views-common.css';
import './products.css';

/** The quick filters with their counts (the grid's query: same key, no extra request). */
function ReplicaQuickFilters() {
  const filter = useReplicaFilter();
  const status = useReplicaStatus();
  const query = useReplicaRows(filter, status.lastRefreshedAt, true);
  return <QuickFilters counts={query.first?.counts ?? null} />;
}

/** The service's exact-SKU search, its box holding the model's text (kept when the copy takes over). */
function ServiceSkuSearch() {
  const { typed, text, dispatch } = useProductsViewState(
    useShallow(({ typed, text, dispatch }) => ({ typed, text, dispatch })),
  );
  return (
    <SkuSearch
      value={text}
      typed={typed}
      onType={(next) => dispatch({ type: 'type', text: next })}
      onSearch={(sku) => dispatch({ type: 'search', text: sku.trim() })}
    />
  );
}

/**
 * Every product of the account, with the selected one's details. Once the catalogue copy is
 * complete (docs/replica.md), one field searches SKUs, names and barcodes as you type, every
 * column sorts, and quick filters count low stock; until then the list pages from the service.
 */
export function ProductsView() {
  const { creating, setCreating } = useCreatingProduct();
  const selected = useSelected('products');
  const select = useUiStore((s) => s.select);
  const lowStock = useProductsViewState((s) => s.quick === 'low');
  // The rows come from the copy once it is complete; the list's model stays as it is.
  const ready = useProductsSource() === 'copy';

  return (
    <div className="products-view">
      <PageHeader title="Products" description={ready ? <ReplicaSummary /> : <ProductsStatus />}>
        {ready ? <ProductSearch /> : <ServiceSkuSearch />}
        {ready ? <WarehouseFilter /> : null}
        <ExportProductsButton />
        <GatedAction
          operation="CreateProduct"
          variant="primary"
          icon="plus"
          onClick={() => setCreating(true)}
        >
          Create product
        </GatedAction>
      </PageHeader>
      <div className="products-bar">
        {ready ? <ReplicaQuickFilters /> : <span />}
        {ready && lowStock ? <ReorderBar /> : null}
        <CatalogueStatus />
      </div>
      <SplitView
        list={ready ? <ReplicaProductsTable /> : <ProductsTable />}
        onCloseDetail={() => select('products', null)}
        detailLabel="Product details"
        detail={
          selected === null ? null : (
            <ProductDetailPane sku={selected} onClose={() => select('products', null)} />
          )
        }
      />
      {creating ? (
        <CreateProductDialog
          onClose={() => setCreating(false)}
          onCreated={(createdSku) => {
            setCreating(false);
            select('products', createdSku);
          }}
        />
      ) : null}
    </div>
  );
}
