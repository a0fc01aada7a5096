import { useState } from 'react';
import { activeOrderFilters } from '../../shared/orders/filters.ts';
import { GatedAction } from '../components/gating/GatedAction.tsx';
import { toApiSort } from '../components/table/sort.ts';
import { useOrdersViewState } from './view-state.ts';
import { useHasScopes } from '../session/use-can-run.ts';
import { ExportDialog } from '../bulk/ExportDialog.tsx';

/** Exports the orders the list's filters match, in its order, paged through the service. */
export function ExportOrdersButton() {
  const [open, setOpen] = useState(false);
  const filters = useOrdersViewState((s) => s.filters);
  const sort = useOrdersViewState((s) => s.sort);
  const pii = useHasScopes(['view:pii']).allowed;
  const filterCount = Object.keys(activeOrderFilters(filters)).length;
  return (
    <>
      <GatedAction operation="OrdersExport" icon="download" onClick={() => setOpen(true)}>
        Export
      </GatedAction>
      {open ? (
        <ExportDialog
          title="Export orders"
          choices={[
            {
              label:
                filterCount === 0
                  ? 'All orders'
                  : `The orders matching the ${filterCount === 1 ? 'filter' : `${filterCount} filters`}`,
              target: { kind: 'orders', filters, sort: toApiSort(sort) },
            },
          ]}
          note={`Read from the service page by page in the background, about one credit per order, shared with other users.${pii ? '' : ' E-mail addresses need view:pii: that column says so instead.'}`}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
