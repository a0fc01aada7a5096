import { useState } from 'react';
import { ExportDialog } from '../bulk/ExportDialog.tsx';
import { GatedAction } from '../components/gating/GatedAction.tsx';
import { toApiSort } from '../components/table/sort.ts';
import { TAB_LABELS } from './PoTabs.tsx';
import { useToday } from './today.ts';
import { useIncomingViewState } from './view-state.ts';

/** Exports the purchase orders the tab and filters match, in the list's order. */
export function ExportPurchaseOrdersButton() {
  const [open, setOpen] = useState(false);
  const filters = useIncomingViewState((s) => s.filters);
  const sort = useIncomingViewState((s) => s.sort);
  const today = useToday();
  const narrowed = Object.entries(filters).some(
    ([key, value]) => key !== 'tab' && value !== undefined,
  );
  return (
    <>
      <GatedAction operation="PurchaseOrdersExport" icon="download" onClick={() => setOpen(true)}>
        Export
      </GatedAction>
      {open ? (
        <ExportDialog
          title="Export purchase orders"
          choices={[
            {
              label: `${TAB_LABELS[filters.tab]} purchase orders${narrowed ? ', as filtered' : ''}`,
              target: { kind: 'purchase-orders', filters, today, sort: toApiSort(sort) },
            },
          ]}
          note="Read from the service page by page in the background, about one credit per purchase order (lines are not read), shared with other users."
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
