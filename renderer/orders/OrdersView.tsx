import { useState } from 'react';
import { activeOrderFilters } from '../../shared/orders/filters.ts';
import { ExportOrdersButton } from './ExportOrdersButton.tsx';
import { ImportDialog } from '../bulk/ImportDialog.tsx';
import { ImportRuns } from '../bulk/ImportRuns.tsx';
import { useImportGates } from '../bulk/ImportKindChoice.tsx';
import { useImports } from '../bulk/use-imports.ts';
import { Button } from '../components/controls/Button.tsx';
import { GatedButton } from '../components/gating/GatedAction.tsx';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { SplitView } from '../components/layout/SplitView.tsx';
import { useSelected, useUiStore } from '../state/ui-store.ts';
import { FilterChips, hasEmailFilter } from './FilterChips.tsx';
import { OrderDetailPane } from './OrderDetailPane.tsx';
import { OrderFiltersPanel } from './OrderFiltersPanel.tsx';
import { OrderSearch } from './OrderSearch.tsx';
import { useCanFilterByEmail } from './orders-data.ts';
import { OrdersStatus } from './OrdersStatus.tsx';
import { OrdersTable } from './OrdersTable.tsx';
import { SaveViewDialog } from './SaveViewDialog.tsx';
import { StatusFilter } from './StatusFilter.tsx';
import { useOrdersViewState } from './view-state.ts';
import '../styles/views-common.css';
import './orders.css';

/** The account's orders, found by what people know, with the selected one's details. */
export function OrdersView() {
  const selected = useSelected('orders');
  const select = useUiStore((s) => s.select);
  const filters = useOrdersViewState((s) => s.filters);
  const setFilters = useOrdersViewState((s) => s.setFilters);
  const pii = useCanFilterByEmail();
  const [panel, setPanel] = useState(false);
  const [saving, setSaving] = useState(false);
  const [importing, setImporting] = useState(false);
  const imports = useImports();
  const importGates = useImportGates();
  const filterCount = Object.keys(activeOrderFilters(filters)).length;
  const emailIgnored = hasEmailFilter(filters) && !pii.allowed;

  return (
    <div className="orders-view">
      <PageHeader title="Orders" description={<OrdersStatus />}>
        <OrderSearch />
        <StatusFilter />
        <Button
          icon="layers"
          aria-expanded={panel}
          aria-controls="order-filters"
          onClick={() => setPanel((open) => !open)}
        >
          {filterCount > 0 ? `Filters (${filterCount})` : 'Filters'}
        </Button>
        <Button icon="plus" onClick={() => setSaving(true)}>
          Save view
        </Button>
        <ExportOrdersButton />
        {/* Gated on every scope the import kind needs (its checks read, its changes write). */}
        <GatedButton gate={importGates.orders} icon="upload" onClick={() => setImporting(true)}>
          Import <span className="label-more">changes</span>
        </GatedButton>
      </PageHeader>
      <ImportRuns kind="orders" overview={imports.overview} onChanged={imports.reload} />
      <div id="order-filters">
        {panel ? <OrderFiltersPanel onClose={() => setPanel(false)} /> : null}
      </div>
      <FilterChips emailIgnored={emailIgnored} />
      {emailIgnored ? (
        <p className="filter-note muted">
          The e-mail filter is not applied: this sign-in may not see customer details.
        </p>
      ) : null}
      <SplitView
        list={<OrdersTable />}
        onCloseDetail={() => select('orders', null)}
        detailLabel="Order details"
        detail={
          selected === null ? null : (
            <OrderDetailPane key={selected} id={selected} onClose={() => select('orders', null)} />
          )
        }
      />
      {importing ? (
        <ImportDialog
          initialKind="orders"
          onClose={() => setImporting(false)}
          onStarted={() => {
            setImporting(false);
            imports.reload();
          }}
        />
      ) : null}
      {saving ? (
        <SaveViewDialog
          filters={filters}
          onSaved={(id) => setFilters(filters, id)}
          onClose={() => setSaving(false)}
        />
      ) : null}
    </div>
  );
}
