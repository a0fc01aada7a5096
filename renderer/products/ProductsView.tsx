import { GatedAction } from '../components/gating/GatedAction.tsx';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { SplitView } from '../components/layout/SplitView.tsx';
import { useSelected, useUiStore } from '../state/ui-store.ts';
import { CreateProductDialog } from './CreateProductDialog.tsx';
import { ProductDetailPane } from './ProductDetailPane.tsx';
import { ProductsStatus } from './ProductsStatus.tsx';
import { ProductsTable } from './ProductsTable.tsx';
import { SkuSearch } from '../components/form/SkuSearch.tsx';
import { useProductsViewState } from './view-state.ts';
import '../styles/views-common.css';
import './products.css';

/** Every product of the account, sortable and searchable, with the selected one's details. */
export function ProductsView() {
  const { sku, setSku, creating, setCreating } = useProductsViewState();
  const selected = useSelected('products');
  const select = useUiStore((s) => s.select);

  return (
    <div className="products-view">
      <PageHeader title="Products" description={<ProductsStatus />}>
        <SkuSearch value={sku} onSearch={setSku} />
        <GatedAction
          operation="CreateProduct"
          variant="primary"
          icon="plus"
          onClick={() => setCreating(true)}
        >
          Create product
        </GatedAction>
      </PageHeader>
      <SplitView
        list={<ProductsTable />}
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
