import { SplitView } from '../components/layout/SplitView.tsx';
import { useCanRun } from '../session/use-can-run.ts';
import { useSelected, useUiStore } from '../state/ui-store.ts';
import { ScopeNote } from '../components/gating/ScopeNote.tsx';
import { PoFilters } from './PoFilters.tsx';
import { PoStatusLine } from './PoStatusLine.tsx';
import { PoTabs } from './PoTabs.tsx';
import { PurchaseOrderPane } from './PurchaseOrderPane.tsx';
import { PurchaseOrdersTable } from './PurchaseOrdersTable.tsx';

/** Purchase orders: tabs, filters, the list and the selected PO's pane. */
export function PurchaseOrdersSection() {
  const gate = useCanRun('PurchaseOrdersPage');
  const selected = useSelected('incoming');
  const select = useUiStore((s) => s.select);
  if (!gate.allowed)
    return (
      <ScopeNote
        what="purchase orders"
        missing={gate.missing}
        shows="what is coming in"
        className="incoming-scope-note"
      />
    );
  return (
    <>
      <div className="po-controls">
        <PoTabs />
        <PoFilters />
        <PoStatusLine />
      </div>
      <SplitView
        list={<PurchaseOrdersTable />}
        onCloseDetail={() => select('incoming', null)}
        detailLabel="Purchase order details"
        detail={
          selected === null ? null : (
            <PurchaseOrderPane
              key={selected}
              id={selected}
              onClose={() => select('incoming', null)}
            />
          )
        }
      />
    </>
  );
}
